import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The monthly sales tally beside the daily one, kept by the same trigger function: statistics of a year
 * and the overview's months and years add up twelve rows per buyer and source instead of 365. The daily
 * tally still answers the days of a month that is only partly in a filter.
 */
export class SalesMonthTally1795500100000 implements MigrationInterface {
  name = 'SalesMonthTally1795500100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sales_month_tally" ("organisation_id" integer NOT NULL, "month" date NOT NULL, "leadsource_id" integer NOT NULL, "count" integer NOT NULL DEFAULT '0', "reclamations" integer NOT NULL DEFAULT '0', "revenue_cents" bigint NOT NULL DEFAULT '0', "reclaimed_cents" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_sales_month_tally" PRIMARY KEY ("organisation_id", "month", "leadsource_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_sales_month_tally_month" ON "sales_month_tally" ("month") `);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION sales_day_tally_apply(org integer, sold timestamptz, lead integer, price numeric, reclaimed boolean, sign integer)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        cents bigint := round(coalesce(price, 0) * 100);
        berlin_day date := (sold AT TIME ZONE 'Europe/Berlin')::date;
        source integer;
      BEGIN
        SELECT l.leadsource_id INTO source FROM lead l WHERE l.id = lead;
        IF NOT FOUND THEN RETURN; END IF;
        INSERT INTO sales_day_tally AS t (organisation_id, day, leadsource_id, count, reclamations, revenue_cents, reclaimed_cents)
        VALUES (org, berlin_day, source, sign, CASE WHEN reclaimed THEN sign ELSE 0 END, sign * cents, CASE WHEN reclaimed THEN sign * cents ELSE 0 END)
        ON CONFLICT (organisation_id, day, leadsource_id) DO UPDATE SET
          count = t.count + EXCLUDED.count,
          reclamations = t.reclamations + EXCLUDED.reclamations,
          revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents,
          reclaimed_cents = t.reclaimed_cents + EXCLUDED.reclaimed_cents;
        INSERT INTO sales_month_tally AS t (organisation_id, month, leadsource_id, count, reclamations, revenue_cents, reclaimed_cents)
        VALUES (org, date_trunc('month', berlin_day)::date, source, sign, CASE WHEN reclaimed THEN sign ELSE 0 END, sign * cents, CASE WHEN reclaimed THEN sign * cents ELSE 0 END)
        ON CONFLICT (organisation_id, month, leadsource_id) DO UPDATE SET
          count = t.count + EXCLUDED.count,
          reclamations = t.reclamations + EXCLUDED.reclamations,
          revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents,
          reclaimed_cents = t.reclaimed_cents + EXCLUDED.reclaimed_cents;
      END $$`);
    // Sales made before this migration.
    await queryRunner.query(`
      INSERT INTO sales_month_tally (organisation_id, month, leadsource_id, count, reclamations, revenue_cents, reclaimed_cents)
      SELECT organisation_id, date_trunc('month', day)::date, leadsource_id, sum(count), sum(reclamations), sum(revenue_cents), sum(reclaimed_cents)
        FROM sales_day_tally
       GROUP BY 1, 2, 3`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION sales_day_tally_apply(org integer, sold timestamptz, lead integer, price numeric, reclaimed boolean, sign integer)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        cents bigint := round(coalesce(price, 0) * 100);
      BEGIN
        INSERT INTO sales_day_tally AS t (organisation_id, day, leadsource_id, count, reclamations, revenue_cents, reclaimed_cents)
        SELECT org, (sold AT TIME ZONE 'Europe/Berlin')::date, l.leadsource_id,
               sign, CASE WHEN reclaimed THEN sign ELSE 0 END, sign * cents, CASE WHEN reclaimed THEN sign * cents ELSE 0 END
          FROM lead l WHERE l.id = lead
        ON CONFLICT (organisation_id, day, leadsource_id) DO UPDATE SET
          count = t.count + EXCLUDED.count,
          reclamations = t.reclamations + EXCLUDED.reclamations,
          revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents,
          reclaimed_cents = t.reclaimed_cents + EXCLUDED.reclaimed_cents;
      END $$`);
    await queryRunner.query(`DROP INDEX "ix_sales_month_tally_month"`);
    await queryRunner.query(`DROP TABLE "sales_month_tally"`);
  }
}
