import { MigrationInterface, QueryRunner } from 'typeorm';

export class SheetZipList1795382627793 implements MigrationInterface {
  name = 'SheetZipList1795382627793';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sheet_zip_list" ("organisation_id" integer NOT NULL, "sheet_key" text NOT NULL, "zips" text array NOT NULL DEFAULT '{}', "synced_at" TIMESTAMP WITH TIME ZONE, "checked_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_error" text, "revision" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_4b97748d0b6771a46069aa5531d" PRIMARY KEY ("organisation_id"))`);
    await queryRunner.query(`ALTER TABLE "sheet_zip_list" ADD CONSTRAINT "FK_4b97748d0b6771a46069aa5531d" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sheet_zip_list" DROP CONSTRAINT "FK_4b97748d0b6771a46069aa5531d"`);
    await queryRunner.query(`DROP TABLE "sheet_zip_list"`);
  }
}
