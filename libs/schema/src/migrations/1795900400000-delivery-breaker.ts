import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries that never fail silently: each buyer's webhook signing secret (sealed), its circuit
 * breaker (failures in a row, since when, and the stop with its reason), and per delivery whether the
 * lead went out as a fallback mail instead of to the buyer's endpoint.
 */
export class DeliveryBreaker1795900400000 implements MigrationInterface {
  name = 'DeliveryBreaker1795900400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organisation" ADD "webhook_secret" text`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "delivery_stop_since" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "delivery_stop_reason" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "delivery_failures_in_row" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD "delivery_failing_since" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "delivery" ADD "fallback" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "delivery" ADD "fallback_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "ix_delivery_failed" ON "delivery"  ("id") WHERE "status" = 'failed'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_delivery_failed"`);
    await queryRunner.query(`ALTER TABLE "delivery" DROP COLUMN "fallback_at"`);
    await queryRunner.query(`ALTER TABLE "delivery" DROP COLUMN "fallback"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "delivery_failing_since"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "delivery_failures_in_row"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "delivery_stop_reason"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "delivery_stop_since"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "webhook_secret"`);
  }
}
