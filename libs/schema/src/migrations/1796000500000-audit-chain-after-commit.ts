import { MigrationInterface, QueryRunner } from 'typeorm';

const APPEND_ONLY_BEFORE = `
      CREATE OR REPLACE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'Das Protokoll lässt sich nur ergänzen, nicht ändern oder löschen (audit_entry %).', OLD.id
          USING ERRCODE = 'insufficient_privilege';
      END $$`;

/**
 * The audit trail is chained after the writing transaction commits, no longer inside it: every audited
 * transaction held one lock for the whole database from its audit row to its commit, so staff edits on
 * all API processes queued behind each other while holding the rows they had sold (the day tallies),
 * and the supplier intake queued behind those (the cluster test saw 10 s waits for a connection).
 *
 * A row is now written with `prev_hash`, `hash` and `chain_seq` empty and gets them once from the chainer
 * (libs/audit) after it committed; the chain runs in `chain_seq` order. The trigger allows exactly
 * that one change, and nothing else. Existing rows were chained in id order: that is their `chain_seq`.
 */
export class AuditChainAfterCommit1796000500000 implements MigrationInterface {
  name = 'AuditChainAfterCommit1796000500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD "chain_seq" bigint`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DISABLE TRIGGER "audit_entry_append_only"`);
    await queryRunner.query(`UPDATE "audit_entry" SET "chain_seq" = "id"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ENABLE TRIGGER "audit_entry_append_only"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ALTER COLUMN "prev_hash" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ALTER COLUMN "hash" DROP NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "ix_audit_entry_chain_seq" ON "audit_entry" ("chain_seq") `);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Chaining: a row not yet in the chain gets its place and hashes once; its content stays as written.
        IF TG_OP = 'UPDATE' AND OLD.chain_seq IS NULL AND OLD.hash IS NULL AND OLD.prev_hash IS NULL
           AND NEW.chain_seq IS NOT NULL AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL
           AND (to_jsonb(NEW) - 'chain_seq' - 'hash' - 'prev_hash') = (to_jsonb(OLD) - 'chain_seq' - 'hash' - 'prev_hash') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'Das Protokoll lässt sich nur ergänzen, nicht ändern oder löschen (audit_entry %).', OLD.id
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(APPEND_ONLY_BEFORE);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_entry_chain_seq"`);
    // Fails while rows wait for their place in the chain: the old schema has no room for them.
    await queryRunner.query(`ALTER TABLE "audit_entry" ALTER COLUMN "hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ALTER COLUMN "prev_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP COLUMN "chain_seq"`);
  }
}
