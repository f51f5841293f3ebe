import { MigrationInterface, QueryRunner } from 'typeorm';

/** Ping/post for suppliers (issue 30 §3). */
export class LeadPings1796001900000 implements MigrationInterface {
  name = 'LeadPings1796001900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    void queryRunner;
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    void queryRunner;
  }
}
