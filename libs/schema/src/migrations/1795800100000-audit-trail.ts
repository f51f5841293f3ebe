import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail: one append-only row per staff write, export, download, login and second-factor
 * event, chained by hash. A trigger refuses UPDATE and DELETE, so a row can only be changed by someone
 * who first disables the trigger as the table's owner, and the hash chain shows that change.
 */
export class AuditTrail1795800100000 implements MigrationInterface {
  name = 'AuditTrail1795800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_entry" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "user_id" integer, "user_email" character varying(320), "role" character varying(20), "ip" character varying(64), "action" character varying(60) NOT NULL, "entity_type" character varying(60) NOT NULL, "entity_id" text, "changes" jsonb, "details" jsonb, "prev_hash" character(64) NOT NULL, "hash" character(64) NOT NULL, CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_audit_entry_at" ON "audit_entry"  ("at") `);
    await queryRunner.query(`CREATE INDEX "ix_audit_entry_user" ON "audit_entry"  ("user_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_audit_entry_entity" ON "audit_entry"  ("entity_type", "entity_id", "id") `);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'Das Protokoll lässt sich nur ergänzen, nicht ändern oder löschen (audit_entry %).', OLD.id
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "audit_entry_append_only" BEFORE UPDATE OR DELETE ON "audit_entry" FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "audit_entry_append_only" ON "audit_entry"`);
    await queryRunner.query(`DROP FUNCTION audit_entry_append_only()`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_entry_entity"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_entry_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_entry_at"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
