import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier reclamation on the lead, and the indexes the lead lists filter with: names by prefix (any
 * case; pattern ops so `LIKE 'schm%'` uses them whatever the database collation), sales by buyer and lead.
 */
export class LeadLists1795400100000 implements MigrationInterface {
  name = 'LeadLists1795400100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lead" ADD "supplier_reclaimed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "supplier_reclamation_reason" character varying(1000)`);
    await queryRunner.query(`CREATE INDEX "ix_lead_last_name_prefix" ON "lead" (lower("last_name") varchar_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_lead_first_name_prefix" ON "lead" (lower("first_name") varchar_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_lead_source_created" ON "lead" ("leadsource_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_lead_qualified_created" ON "lead" ("created_at") WHERE "qualified"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_lead_qualified_created"`);
    await queryRunner.query(`DROP INDEX "ix_lead_source_created"`);
    await queryRunner.query(`DROP INDEX "ix_lead_first_name_prefix"`);
    await queryRunner.query(`DROP INDEX "ix_lead_last_name_prefix"`);
    await queryRunner.query(`ALTER TABLE "lead" DROP COLUMN "supplier_reclamation_reason"`);
    await queryRunner.query(`ALTER TABLE "lead" DROP COLUMN "supplier_reclaimed_at"`);
  }
}
