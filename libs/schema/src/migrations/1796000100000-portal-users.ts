import { MigrationInterface, QueryRunner } from 'typeorm';

/** Buyer users of the portal (issue 20 §1): accounts per organisation, their sessions, second factor and recovery codes. */
export class PortalUsers1796000100000 implements MigrationInterface {
  name = 'PortalUsers1796000100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "portal_user" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "organisation_id" integer NOT NULL, "email" character varying(254) NOT NULL, "name" character varying(200) NOT NULL, "password_hash" character varying(255), "active" boolean NOT NULL DEFAULT true, "last_login_at" TIMESTAMP WITH TIME ZONE, "session_epoch" integer NOT NULL DEFAULT '0', "invitation_token_hash" character(64), "invitation_expires_at" TIMESTAMP WITH TIME ZONE, "two_factor_method" character varying(10), "totp_secret" character varying(255), "totp_pending_secret" character varying(255), "totp_last_step" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_380b8bd371bf7f09edf24d343f4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_portal_user_organisation" ON "portal_user"  ("organisation_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_portal_user_email" ON "portal_user"  ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_portal_user_invitation" ON "portal_user"  ("invitation_token_hash") `);
    await queryRunner.query(`CREATE TABLE "portal_renew_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "family_id" uuid NOT NULL, "user_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "session_epoch" integer NOT NULL DEFAULT '0', "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_dd6d008c6d6e2bb01f4e31eca68" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_portal_renew_token_family" ON "portal_renew_token"  ("family_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_portal_renew_token_hash" ON "portal_renew_token"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "portal_second_factor_challenge" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failed_attempts" integer NOT NULL DEFAULT '0', "email_code_hash" character(64), "email_code_expires_at" TIMESTAMP WITH TIME ZONE, "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3c91d9fa52e175c2777d1a45798" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "portal_recovery_code" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" integer NOT NULL, "code_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6c3739756c20681ea9eff417731" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_portal_recovery_code_user" ON "portal_recovery_code"  ("user_id") `);
    await queryRunner.query(`ALTER TABLE "portal_user" ADD CONSTRAINT "FK_bf9dabf1e48adb91b9409e34a73" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "portal_renew_token" ADD CONSTRAINT "FK_c2ad812e60c11b3ece92f246388" FOREIGN KEY ("user_id") REFERENCES "portal_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "portal_second_factor_challenge" ADD CONSTRAINT "FK_8648c4f4de1029d7a244df00117" FOREIGN KEY ("user_id") REFERENCES "portal_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "portal_recovery_code" ADD CONSTRAINT "FK_ae54b092491f8336de0491a19af" FOREIGN KEY ("user_id") REFERENCES "portal_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "portal_recovery_code" DROP CONSTRAINT "FK_ae54b092491f8336de0491a19af"`);
    await queryRunner.query(`ALTER TABLE "portal_second_factor_challenge" DROP CONSTRAINT "FK_8648c4f4de1029d7a244df00117"`);
    await queryRunner.query(`ALTER TABLE "portal_renew_token" DROP CONSTRAINT "FK_c2ad812e60c11b3ece92f246388"`);
    await queryRunner.query(`ALTER TABLE "portal_user" DROP CONSTRAINT "FK_bf9dabf1e48adb91b9409e34a73"`);
    await queryRunner.query(`DROP INDEX "public"."ix_portal_recovery_code_user"`);
    await queryRunner.query(`DROP TABLE "portal_recovery_code"`);
    await queryRunner.query(`DROP TABLE "portal_second_factor_challenge"`);
    await queryRunner.query(`DROP INDEX "public"."uq_portal_renew_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_portal_renew_token_family"`);
    await queryRunner.query(`DROP TABLE "portal_renew_token"`);
    await queryRunner.query(`DROP INDEX "public"."uq_portal_user_invitation"`);
    await queryRunner.query(`DROP INDEX "public"."uq_portal_user_email"`);
    await queryRunner.query(`DROP INDEX "public"."ix_portal_user_organisation"`);
    await queryRunner.query(`DROP TABLE "portal_user"`);
  }
}
