import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `TRUNCATE audit_entry` is refused like UPDATE and DELETE (issue 27 §3): the row trigger never sees a
 * truncate, so the whole trail could be emptied in one statement without disabling anything.
 */
export class AuditNoTruncate1796000900000 implements MigrationInterface {
  name = 'AuditNoTruncate1796000900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION audit_entry_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'Das Protokoll lässt sich nur ergänzen, nicht ändern oder löschen (TRUNCATE audit_entry).'
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "audit_entry_no_truncate" BEFORE TRUNCATE ON "audit_entry" FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_no_truncate()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "audit_entry_no_truncate" ON "audit_entry"`);
    await queryRunner.query(`DROP FUNCTION audit_entry_no_truncate()`);
  }
}
