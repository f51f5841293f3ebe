import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an erasure leaves in the database's files is rewritten by the nightly maintenance (issue 27 §2): an
 * erasure notes itself here, the maintenance rewrites the embedded database's tables, drops the WAL that
 * held the values and deletes the note (on a server it tells the operator instead).
 */
export class ErasedDataRewrite1796001100000 implements MigrationInterface {
  name = 'ErasedDataRewrite1796001100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "erased_data_rewrite" ("id" smallint NOT NULL DEFAULT '1', "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_erased_data_rewrite" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "erased_data_rewrite"`);
  }
}
