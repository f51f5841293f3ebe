import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where accounts logged in successfully from, as keyed hashes (libs/auth LoginAddresses): password guesses are
 * limited per account across addresses, except from one of these (issue 27 §4).
 */
export class LoginAddresses1796000800000 implements MigrationInterface {
  name = 'LoginAddresses1796000800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "login_address" ("kind" character varying(10) NOT NULL, "account_hash" character(64) NOT NULL, "address_hash" character(64) NOT NULL, "last_success_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_login_address" PRIMARY KEY ("kind", "account_hash", "address_hash"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_address"`);
  }
}
