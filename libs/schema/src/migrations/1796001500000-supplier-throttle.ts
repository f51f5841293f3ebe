import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The automatic throttle of a lead source (issue 31 §3): since when and why its leads need manual qualification,
 * and when staff last lifted it (the figures that follow count from then).
 */
export class SupplierThrottle1796001500000 implements MigrationInterface {
  name = 'SupplierThrottle1796001500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leadsource" ADD "throttled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "leadsource" ADD "throttle_reason" character varying(1000)`);
    await queryRunner.query(`ALTER TABLE "leadsource" ADD "throttle_lifted_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leadsource" DROP COLUMN "throttle_lifted_at"`);
    await queryRunner.query(`ALTER TABLE "leadsource" DROP COLUMN "throttle_reason"`);
    await queryRunner.query(`ALTER TABLE "leadsource" DROP COLUMN "throttled_at"`);
  }
}
