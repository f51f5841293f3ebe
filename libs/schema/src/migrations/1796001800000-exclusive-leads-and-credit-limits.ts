import { MigrationInterface, QueryRunner } from 'typeorm';

/** Exclusive leads and credit limits (issue 30 §1, §5). */
export class ExclusiveLeadsAndCreditLimits1796001800000 implements MigrationInterface {
  name = 'ExclusiveLeadsAndCreditLimits1796001800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    void queryRunner;
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    void queryRunner;
  }
}
