import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily sales tally and the trigger that keeps it: a sale counts on its Berlin day, under its buyer
 * and its lead's source; a change of a sale first takes its old contribution away, then adds the new one,
 * so reclaims, reverts, price corrections and deletes all stay exact.
 */
export class SalesDayTally1795400000000 implements MigrationInterface {
  name = 'SalesDayTally1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sales_day_tally" ("organisation_id" integer NOT NULL, "day" date NOT NULL, "leadsource_id" integer NOT NULL, "count" integer NOT NULL DEFAULT '0', "reclamations" integer NOT NULL DEFAULT '0', "revenue_cents" bigint NOT NULL DEFAULT '0', "reclaimed_cents" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_sales_day_tally" PRIMARY KEY ("organisation_id", "day", "leadsource_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_sales_day_tally_day" ON "sales_day_tally" ("day") `);
    await queryRunner.query(`
      CREATE FUNCTION sales_day_tally_apply(org integer, sold timestamptz, lead integer, price numeric, reclaimed boolean, sign integer)
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
    await queryRunner.query(`
      CREATE FUNCTION sales_day_tally_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM sales_day_tally_apply(OLD.organisation_id, OLD.sold_at, OLD.lead_id, OLD.price, OLD.reclaimed, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM sales_day_tally_apply(NEW.organisation_id, NEW.sold_at, NEW.lead_id, NEW.price, NEW.reclaimed, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sales_day_tally_on_sale AFTER INSERT OR DELETE OR UPDATE OF organisation_id, sold_at, lead_id, price, reclaimed
        ON sale FOR EACH ROW EXECUTE FUNCTION sales_day_tally_on_sale()`);
    // Sales made before this migration.
    await queryRunner.query(`
      INSERT INTO sales_day_tally (organisation_id, day, leadsource_id, count, reclamations, revenue_cents, reclaimed_cents)
      SELECT s.organisation_id, (s.sold_at AT TIME ZONE 'Europe/Berlin')::date, l.leadsource_id, count(*),
             count(*) FILTER (WHERE s.reclaimed), sum(round(s.price * 100)), coalesce(sum(round(s.price * 100)) FILTER (WHERE s.reclaimed), 0)
        FROM sale s JOIN lead l ON l.id = s.lead_id
       GROUP BY 1, 2, 3`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "sales_day_tally_on_sale" ON "sale"`);
    await queryRunner.query(`DROP FUNCTION sales_day_tally_on_sale()`);
    await queryRunner.query(`DROP FUNCTION sales_day_tally_apply(integer, timestamptz, integer, numeric, boolean, integer)`);
    await queryRunner.query(`DROP INDEX "ix_sales_day_tally_day"`);
    await queryRunner.query(`DROP TABLE "sales_day_tally"`);
  }
}
