import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sales tallies get eight rows per buyer, period and source (by sale number), like the lead tally.
 * A lead sold to every buyer of an area locked each buyer's one row of the day and of the month from the
 * sale to the commit: every sale to a buyer waited for the transaction of the one before, selling on all
 * processes went one at a time, and under load (the cluster test, a process restarting beside them) the
 * chain of waiting transactions held every connection of a pool for ten seconds. Now two sales to one
 * buyer wait for each other only when their numbers fall on the same row. Readers already add rows up.
 *
 * A change of a sale (reclaim, revert, price, delete) takes its contribution from the row it was added to:
 * the sale's number does not change.
 */
export class ShardedSalesTallies1796000600000 implements MigrationInterface {
  name = 'ShardedSalesTallies1796000600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, period] of [
      ['sales_day_tally', 'day'],
      ['sales_month_tally', 'month'],
    ]) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "shard" smallint NOT NULL DEFAULT 0`);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "shard" DROP DEFAULT`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "PK_${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "PK_${table}" PRIMARY KEY ("organisation_id", "${period}", "leadsource_id", "shard")`);
    }
    await queryRunner.query(`DROP FUNCTION sales_day_tally_apply(integer, timestamptz, integer, numeric, boolean, integer)`);
    await queryRunner.query(`
      CREATE FUNCTION sales_day_tally_apply(org integer, sold timestamptz, lead integer, price numeric, reclaimed boolean, sign integer, sale integer)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        cents bigint := round(coalesce(price, 0) * 100);
        berlin_day date := (sold AT TIME ZONE 'Europe/Berlin')::date;
        row_shard smallint := sale % 8;
        source integer;
      BEGIN
        SELECT l.leadsource_id INTO source FROM lead l WHERE l.id = lead;
        IF NOT FOUND THEN RETURN; END IF;
        INSERT INTO sales_day_tally AS t (organisation_id, day, leadsource_id, shard, count, reclamations, revenue_cents, reclaimed_cents)
        VALUES (org, berlin_day, source, row_shard, sign, CASE WHEN reclaimed THEN sign ELSE 0 END, sign * cents, CASE WHEN reclaimed THEN sign * cents ELSE 0 END)
        ON CONFLICT (organisation_id, day, leadsource_id, shard) DO UPDATE SET
          count = t.count + EXCLUDED.count,
          reclamations = t.reclamations + EXCLUDED.reclamations,
          revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents,
          reclaimed_cents = t.reclaimed_cents + EXCLUDED.reclaimed_cents;
        INSERT INTO sales_month_tally AS t (organisation_id, month, leadsource_id, shard, count, reclamations, revenue_cents, reclaimed_cents)
        VALUES (org, date_trunc('month', berlin_day)::date, source, row_shard, sign, CASE WHEN reclaimed THEN sign ELSE 0 END, sign * cents, CASE WHEN reclaimed THEN sign * cents ELSE 0 END)
        ON CONFLICT (organisation_id, month, leadsource_id, shard) DO UPDATE SET
          count = t.count + EXCLUDED.count,
          reclamations = t.reclamations + EXCLUDED.reclamations,
          revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents,
          reclaimed_cents = t.reclaimed_cents + EXCLUDED.reclaimed_cents;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION sales_day_tally_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM sales_day_tally_apply(OLD.organisation_id, OLD.sold_at, OLD.lead_id, OLD.price, OLD.reclaimed, -1, OLD.id);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM sales_day_tally_apply(NEW.organisation_id, NEW.sold_at, NEW.lead_id, NEW.price, NEW.reclaimed, 1, NEW.id);
        END IF;
        RETURN NULL;
      END $$`);
    // The sales so far stay on row 0, where the earlier function put them: their changes would take from
    // row (number % 8) and leave row 0 too high. Moving each sale's contribution to its row keeps them exact.
    await queryRunner.query(`ALTER TABLE "sale" DISABLE TRIGGER "sales_day_tally_on_sale"`);
    await queryRunner.query(`DELETE FROM "sales_day_tally"`);
    await queryRunner.query(`DELETE FROM "sales_month_tally"`);
    await queryRunner.query(`
      INSERT INTO sales_day_tally (organisation_id, day, leadsource_id, shard, count, reclamations, revenue_cents, reclaimed_cents)
      SELECT s.organisation_id, (s.sold_at AT TIME ZONE 'Europe/Berlin')::date, l.leadsource_id, s.id % 8, count(*),
             count(*) FILTER (WHERE s.reclaimed), sum(round(coalesce(s.price, 0) * 100)), coalesce(sum(round(coalesce(s.price, 0) * 100)) FILTER (WHERE s.reclaimed), 0)
        FROM sale s JOIN lead l ON l.id = s.lead_id
       GROUP BY 1, 2, 3, 4`);
    await queryRunner.query(`
      INSERT INTO sales_month_tally (organisation_id, month, leadsource_id, shard, count, reclamations, revenue_cents, reclaimed_cents)
      SELECT organisation_id, date_trunc('month', day)::date, leadsource_id, shard, sum(count), sum(reclamations), sum(revenue_cents), sum(reclaimed_cents)
        FROM sales_day_tally
       GROUP BY 1, 2, 3, 4`);
    await queryRunner.query(`ALTER TABLE "sale" ENABLE TRIGGER "sales_day_tally_on_sale"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION sales_day_tally_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM sales_day_tally_apply(OLD.organisation_id, OLD.sold_at, OLD.lead_id, OLD.price, OLD.reclaimed, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM sales_day_tally_apply(NEW.organisation_id, NEW.sold_at, NEW.lead_id, NEW.price, NEW.reclaimed, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP FUNCTION sales_day_tally_apply(integer, timestamptz, integer, numeric, boolean, integer, integer)`);
    await queryRunner.query(`
      CREATE FUNCTION sales_day_tally_apply(org integer, sold timestamptz, lead integer, price numeric, reclaimed boolean, sign integer)
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
    for (const [table, period] of [
      ['sales_day_tally', 'day'],
      ['sales_month_tally', 'month'],
    ]) {
      // Rows of one buyer, period and source become one again.
      await queryRunner.query(`
        CREATE TEMP TABLE merged AS SELECT organisation_id, ${period}, leadsource_id, sum(count)::int AS count, sum(reclamations)::int AS reclamations,
               sum(revenue_cents)::bigint AS revenue_cents, sum(reclaimed_cents)::bigint AS reclaimed_cents FROM "${table}" GROUP BY 1, 2, 3`);
      await queryRunner.query(`DELETE FROM "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "PK_${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "shard"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "PK_${table}" PRIMARY KEY ("organisation_id", "${period}", "leadsource_id")`);
      await queryRunner.query(`INSERT INTO "${table}" (organisation_id, ${period}, leadsource_id, count, reclamations, revenue_cents, reclaimed_cents) SELECT * FROM merged`);
      await queryRunner.query(`DROP TABLE merged`);
    }
  }
}
