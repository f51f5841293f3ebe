import { MigrationInterface, QueryRunner } from 'typeorm';

export class Settings1795376692742 implements MigrationInterface {
  name = 'Settings1795376692742';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "app_setting" ("key" character varying(100) NOT NULL, "value" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0d66bfb0d9f93124a4549d21af0" PRIMARY KEY ("key"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "app_setting"`);
  }
}
