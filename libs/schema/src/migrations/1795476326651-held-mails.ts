import { MigrationInterface, QueryRunner } from 'typeorm';

export class HeldMails1795476326651 implements MigrationInterface {
  name = 'HeldMails1795476326651';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outgoing_mail" ADD "dedupe_key" character varying(100)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_outgoing_mail_dedupe_key" ON "outgoing_mail"  ("dedupe_key") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_outgoing_mail_dedupe_key"`);
    await queryRunner.query(`ALTER TABLE "outgoing_mail" DROP COLUMN "dedupe_key"`);
  }
}
