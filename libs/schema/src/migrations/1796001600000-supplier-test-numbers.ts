import { MigrationInterface, QueryRunner } from 'typeorm';

/** The phone numbers a lead source uses for its own tests (issue 31 §1): a lead with one of them is a fake. */
export class SupplierTestNumbers1796001600000 implements MigrationInterface {
  name = 'SupplierTestNumbers1796001600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leadsource" ADD "test_phone_numbers" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leadsource" DROP COLUMN "test_phone_numbers"`);
  }
}
