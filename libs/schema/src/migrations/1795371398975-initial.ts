import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795371398975 implements MigrationInterface {
  name = 'Initial1795371398975';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "staff_user" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "email" character varying(254) NOT NULL, "name" character varying(200) NOT NULL DEFAULT '', "password_hash" character varying(255) NOT NULL, "is_admin" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cec9365d9fc3a3409158b645f2e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_staff_user_email" ON "staff_user"  ("email") `);
    await queryRunner.query(`CREATE TABLE "renew_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "family_id" uuid NOT NULL, "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_89f6ad39859e74cc5598210b62f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_renew_token_family" ON "renew_token"  ("family_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_renew_token_hash" ON "renew_token"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "outbox_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "topic" character varying(100) NOT NULL, "payload" jsonb NOT NULL DEFAULT '{}', "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "max_attempts" integer NOT NULL DEFAULT '8', "available_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "locked_until" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_outbox_message_due" ON "outbox_message"  ("status", "available_at") `);
    await queryRunner.query(`ALTER TABLE "renew_token" ADD CONSTRAINT "FK_5a99d6ca621016820e07b96d94c" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "renew_token" DROP CONSTRAINT "FK_5a99d6ca621016820e07b96d94c"`);
    await queryRunner.query(`DROP INDEX "public"."ix_outbox_message_due"`);
    await queryRunner.query(`DROP TABLE "outbox_message"`);
    await queryRunner.query(`DROP INDEX "public"."uq_renew_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_renew_token_family"`);
    await queryRunner.query(`DROP TABLE "renew_token"`);
    await queryRunner.query(`DROP INDEX "public"."uq_staff_user_email"`);
    await queryRunner.query(`DROP TABLE "staff_user"`);
  }
}
