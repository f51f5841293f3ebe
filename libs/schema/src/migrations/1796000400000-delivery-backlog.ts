import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox message that carries a buyer's resumed backlog ('Zustellung wieder aufnehmen'), while it
 * runs: a sale made meanwhile joins that backlog instead of overtaking it (issue 19 §4, in order).
 */
export class DeliveryBacklog1796000400000 implements MigrationInterface {
  name = 'DeliveryBacklog1796000400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organisation" ADD "delivery_backlog_message_id" uuid`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "delivery_backlog_message_id"`);
  }
}
