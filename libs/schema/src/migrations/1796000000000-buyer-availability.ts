import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A buyer's own say over its supply (issue 20): pauses, public holidays of its state, a monthly budget,
 * its own lead limit and where portal notices go. Organisations are never deleted for real, so the row
 * needs no foreign key to outlive anything.
 */
export class BuyerAvailability1796000000000 implements MigrationInterface {
  name = 'BuyerAvailability1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "buyer_availability" ("organisation_id" integer NOT NULL, "pauses" jsonb NOT NULL DEFAULT '[]', "holidays_state" character varying(2), "monthly_budget" numeric(10,2), "monthly_lead_limit" integer, "notification_email" character varying(254) NOT NULL DEFAULT '', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_buyer_availability" PRIMARY KEY ("organisation_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "buyer_availability"`);
  }
}
