import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a sale is (issue 30): exclusive or shared, how it came about, and the steps that made its price. The
 * defaults describe every sale so far: shared, by distribution (or by staff: `manual`), at one agreed price.
 */
export class SalePrices1796002000000 implements MigrationInterface {
  name = 'SalePrices1796002000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale" ADD "exclusive" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "sale" ADD "kind" character varying(20) NOT NULL DEFAULT 'distribution'`);
    await queryRunner.query(`UPDATE "sale" SET "kind" = 'manual' WHERE "manual"`);
    await queryRunner.query(`ALTER TABLE "sale" ADD "price_rules" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale" DROP COLUMN "price_rules"`);
    await queryRunner.query(`ALTER TABLE "sale" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "sale" DROP COLUMN "exclusive"`);
  }
}
