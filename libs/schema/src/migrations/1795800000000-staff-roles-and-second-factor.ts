import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff roles (admin, Vertrieb, Buchhaltung), invitations, the second factor, and sessions that can be ended. */
export class StaffRolesAndSecondFactor1795800000000 implements MigrationInterface {
  name = 'StaffRolesAndSecondFactor1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "staff_password_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_34abc72ba8ffd6c60a5904b38e3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_staff_password_token_user" ON "staff_password_token"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_staff_password_token_hash" ON "staff_password_token"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "staff_recovery_code" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" integer NOT NULL, "code_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4c362f6c768900642ea531ee06c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_staff_recovery_code_user" ON "staff_recovery_code"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "second_factor_challenge" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failed_attempts" integer NOT NULL DEFAULT '0', "email_code_hash" character(64), "email_code_expires_at" TIMESTAMP WITH TIME ZONE, "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4f2205ee8c0879895370e0dc512" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "role" character varying(20) NOT NULL DEFAULT 'sales'`);
    // Administrators stay administrators; everyone else starts as Vertrieb.
    await queryRunner.query(`UPDATE "staff_user" SET "role" = CASE WHEN "is_admin" THEN 'admin' ELSE 'sales' END`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "is_admin"`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "active" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "last_login_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "session_epoch" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "two_factor_method" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "totp_secret" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "totp_pending_secret" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "totp_last_step" bigint`);
    await queryRunner.query(`ALTER TABLE "renew_token" ADD "session_epoch" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "staff_user" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "staff_password_token" ADD CONSTRAINT "FK_eb216667174ebef9a261b98310d" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "FK_6b42a5ab62ab6428aa5bd5ae738" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "second_factor_challenge" ADD CONSTRAINT "FK_3a0666e5d76e116edb7caecf33d" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "second_factor_challenge" DROP CONSTRAINT "FK_3a0666e5d76e116edb7caecf33d"`);
    await queryRunner.query(`ALTER TABLE "staff_recovery_code" DROP CONSTRAINT "FK_6b42a5ab62ab6428aa5bd5ae738"`);
    await queryRunner.query(`ALTER TABLE "staff_password_token" DROP CONSTRAINT "FK_eb216667174ebef9a261b98310d"`);
    await queryRunner.query(`ALTER TABLE "staff_user" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "renew_token" DROP COLUMN "session_epoch"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "totp_last_step"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "totp_pending_secret"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "totp_secret"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "two_factor_method"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "session_epoch"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "last_login_at"`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "active"`);
    await queryRunner.query(`ALTER TABLE "staff_user" ADD "is_admin" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "staff_user" SET "is_admin" = ("role" = 'admin')`);
    await queryRunner.query(`ALTER TABLE "staff_user" DROP COLUMN "role"`);
    await queryRunner.query(`DROP TABLE "second_factor_challenge"`);
    await queryRunner.query(`DROP INDEX "public"."ix_staff_recovery_code_user"`);
    await queryRunner.query(`DROP TABLE "staff_recovery_code"`);
    await queryRunner.query(`DROP INDEX "public"."uq_staff_password_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_staff_password_token_user"`);
    await queryRunner.query(`DROP TABLE "staff_password_token"`);
  }
}
