import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead quality at intake (issue 31): each lead keeps its verdict (score, status, findings) and what the later
 * checks look up (the normalised address, the funnel's browser session); a lead source gets its
 * 'Mindestqualität'. Leads stored before have no verdict (null), which the API shows as not checked.
 */
export class LeadQuality1796001300000 implements MigrationInterface {
  name = 'LeadQuality1796001300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lead" ADD "quality_score" integer`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "quality_status" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "quality_findings" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "quality_checked_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "address_key" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "client_session" character varying(64)`);
    // Einkauf's 'Zu prüfen': few rows, newest first.
    await queryRunner.query(`CREATE INDEX "ix_lead_quality_review" ON "lead" ("created_at", "id") WHERE "quality_status" = 'review'`);
    // The later checks: the same house, the same client address or browser session in a time window.
    await queryRunner.query(`CREATE INDEX "ix_lead_address_key" ON "lead" ("address_key", "real_created_at") WHERE "address_key" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "ix_lead_consent_ip" ON "lead" ("consent_ip", "real_created_at") WHERE "consent_ip" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "ix_lead_client_session" ON "lead" ("client_session", "real_created_at") WHERE "client_session" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "leadsource" ADD "min_quality" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leadsource" DROP COLUMN "min_quality"`);
    await queryRunner.query(`DROP INDEX "ix_lead_client_session"`);
    await queryRunner.query(`DROP INDEX "ix_lead_consent_ip"`);
    await queryRunner.query(`DROP INDEX "ix_lead_address_key"`);
    await queryRunner.query(`DROP INDEX "ix_lead_quality_review"`);
    for (const column of ['client_session', 'address_key', 'quality_checked_at', 'quality_findings', 'quality_status', 'quality_score']) {
      await queryRunner.query(`ALTER TABLE "lead" DROP COLUMN "${column}"`);
    }
  }
}
