import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every new lead is updated once moments after its insert: the checks after intake store the completed
 * verdict (issue 31). With full pages (fill factor 100) that new row version goes to another page and
 * every one of the lead's indexes gets an entry for it; with room left on the page PostgreSQL updates in
 * place (a HOT update: no index touched) whenever no indexed column changed, the usual case. The setting
 * applies to pages written from now on.
 */
export class LeadRoomForUpdates1796001700000 implements MigrationInterface {
  name = 'LeadRoomForUpdates1796001700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lead" SET (fillfactor = 85)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lead" RESET (fillfactor)`);
  }
}
