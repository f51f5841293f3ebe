import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job logs carry the id of the request that created the job (issue 28 §4): the job row keeps it, so the
 * worker that runs the job (in another process, maybe much later) writes it on every line.
 */
export class OutboxRequestId1796001200000 implements MigrationInterface {
  name = 'OutboxRequestId1796001200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" ADD "request_id" character varying(128)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" DROP COLUMN "request_id"`);
  }
}
