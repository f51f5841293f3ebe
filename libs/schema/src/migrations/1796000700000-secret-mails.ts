import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mails that carry an access link or code are marked, so the Postausgang never shows their content: any staff
 * member could read an administrator's invitation there and set its password (issue 27). Mails written before
 * are marked by kind: invitations and password links, login codes, portal invitations, double opt-in mails.
 */
export class SecretMails1796000700000 implements MigrationInterface {
  name = 'SecretMails1796000700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outgoing_mail" ADD "secret" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "outgoing_mail" SET "secret" = true
        WHERE "kind" IN ('staff-invitation', 'staff-login-code', 'portal-invitation')
           OR ("kind" = 'lead-confirmation' AND "text" LIKE '%/bestaetigen/%')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outgoing_mail" DROP COLUMN "secret"`);
  }
}
