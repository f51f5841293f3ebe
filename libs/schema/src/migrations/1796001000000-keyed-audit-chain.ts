import { MigrationInterface, QueryRunner } from 'typeorm';

const CHAINING_ONLY = (extraColumns: string, keyedCheck: string) => `
      CREATE OR REPLACE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Chaining: a row not yet in the chain gets its place and hashes once; its content stays as written.
        IF TG_OP = 'UPDATE' AND OLD.chain_seq IS NULL AND OLD.hash IS NULL AND OLD.prev_hash IS NULL
           AND NEW.chain_seq IS NOT NULL AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL${keyedCheck}
           AND (to_jsonb(NEW) - 'chain_seq' - 'hash' - 'prev_hash'${extraColumns}) = (to_jsonb(OLD) - 'chain_seq' - 'hash' - 'prev_hash'${extraColumns}) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'Das Protokoll lässt sich nur ergänzen, nicht ändern oder löschen (audit_entry %).', OLD.id
          USING ERRCODE = 'insufficient_privilege';
      END $$`;

/**
 * The audit chain is keyed (issue 27 §3): a row's hash is an HMAC with a key that is not in the database
 * (AUDIT_KEY, or derived from JWT_SECRET), so whoever can write the database alone cannot recompute the
 * chain after changing a row. `hash_keyed` says how a row was hashed: the rows chained before this
 * migration keep their plain SHA-256 (false) and may only come first; every row chained from now on is
 * keyed (true). The chaining update the trigger lets through sets it with the hashes.
 */
export class KeyedAuditChain1796001000000 implements MigrationInterface {
  name = 'KeyedAuditChain1796001000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD "hash_keyed" boolean`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DISABLE TRIGGER "audit_entry_append_only"`);
    await queryRunner.query(`UPDATE "audit_entry" SET "hash_keyed" = false WHERE "chain_seq" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ENABLE TRIGGER "audit_entry_append_only"`);
    await queryRunner.query(CHAINING_ONLY(` - 'hash_keyed'`, ' AND NEW.hash_keyed IS NOT NULL'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CHAINING_ONLY('', ''));
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP COLUMN "hash_keyed"`);
  }
}
