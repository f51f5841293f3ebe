import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ping/post for suppliers (issue 30 §3). A ping holds no personal data (postal code and answers only) and lives
 * ten minutes: a sweep deletes it after it expired and adds it to `lead_ping_day`, so Lieferanten-Qualität can
 * still count the pings of any period. A lead posted with a ping carries the ping's id and the price agreed in it
 * (`ping_price`); every other lead is paid at the source's 'Einkaufspreis je Lead', as before. The lead source's
 * cost rules ('Zu- und Abschläge') default to none, so a ping's price is that purchase price.
 */
export class LeadPings1796001900000 implements MigrationInterface {
  name = 'LeadPings1796001900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_ping" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "leadsource_id" integer NOT NULL,
         "zip" character varying(5) NOT NULL,
         "answers" jsonb NOT NULL DEFAULT '{}',
         "wanted" boolean NOT NULL,
         "price" numeric(10,2),
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         "used_at" TIMESTAMP WITH TIME ZONE,
         "lead_id" integer,
         CONSTRAINT "PK_lead_ping" PRIMARY KEY ("id")
       )`,
    );
    // No foreign key: a ping lives ten minutes and its source is never deleted (only hidden), while every ping's check
    // of the key would lock the source's row against the other pings of the same supplier.
    // The sweep takes the expired ones; the statistics count a source's pings of a period.
    await queryRunner.query(`CREATE INDEX "ix_lead_ping_expires" ON "lead_ping" ("expires_at")`);
    await queryRunner.query(`CREATE INDEX "ix_lead_ping_source_created" ON "lead_ping" ("leadsource_id", "created_at")`);
    await queryRunner.query(
      `CREATE TABLE "lead_ping_day" (
         "leadsource_id" integer NOT NULL,
         "day" date NOT NULL,
         "pings" integer NOT NULL DEFAULT 0,
         CONSTRAINT "PK_lead_ping_day" PRIMARY KEY ("leadsource_id", "day"),
         CONSTRAINT "FK_lead_ping_day_leadsource" FOREIGN KEY ("leadsource_id") REFERENCES "leadsource"("id") ON DELETE CASCADE
       )`,
    );
    await queryRunner.query(`ALTER TABLE "lead" ADD "ping_id" uuid`);
    await queryRunner.query(`ALTER TABLE "lead" ADD "ping_price" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "leadsource" ADD "cost_rules" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leadsource" DROP COLUMN "cost_rules"`);
    await queryRunner.query(`ALTER TABLE "lead" DROP COLUMN "ping_price"`);
    await queryRunner.query(`ALTER TABLE "lead" DROP COLUMN "ping_id"`);
    await queryRunner.query(`DROP TABLE "lead_ping_day"`);
    await queryRunner.query(`DROP TABLE "lead_ping"`);
  }
}
