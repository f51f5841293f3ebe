import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exclusive leads and credit limits (issue 30 §1, §5). The defaults change nothing: no organisation takes
 * exclusive leads, none has its own exclusive price (null: the price list makes it) and none a credit limit
 * (null: no limit). `credit_limit_warned_at` remembers the 80 % mail of the current crossing, so it goes out once
 * per crossing, not once per lead.
 */
export class ExclusiveLeadsAndCreditLimits1796001800000 implements MigrationInterface {
  name = 'ExclusiveLeadsAndCreditLimits1796001800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organisation" ADD "exclusive_leads" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "exclusive_lead_sell_cost" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "credit_limit" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "credit_limit_warned_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "credit_limit_warned_at"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "credit_limit"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "exclusive_lead_sell_cost"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "exclusive_leads"`);
  }
}
