import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead lists and the overview at a million leads.
 * - The daily lead tally and its triggers: a lead counts on its Berlin day under its source, as created,
 *   qualified and sold (has at least one sale). Totals of the lists without selective filters and the
 *   overview's lead figures read it instead of counting the lead table per request. Each day and source
 *   has eight rows (by lead number), so simultaneous intakes from one supplier rarely wait for the same
 *   row until their commits; readers add them up. A change of a lead
 *   takes its old contribution away and adds the new one; a sale counts its lead as sold when it is the
 *   lead's first, a deleted sale un-counts it when it was the last.
 * - The list indexes end in `id`, the lists' tie-break, so a page is read in index order and a deep page
 *   can be counted off the index alone; the name indexes carry the name, and a buyer's sales their lead, for
 *   index-only counts.
 */
export class LeadDayTally1795500000000 implements MigrationInterface {
  name = 'LeadDayTally1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "lead_day_tally" ("day" date NOT NULL, "leadsource_id" integer NOT NULL, "shard" smallint NOT NULL, "leads" integer NOT NULL DEFAULT '0', "qualified" integer NOT NULL DEFAULT '0', "sold" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_lead_day_tally" PRIMARY KEY ("day", "leadsource_id", "shard"))`);
    await queryRunner.query(`
      CREATE FUNCTION lead_day_tally_apply(lead integer, created timestamptz, source integer, leads integer, qualified integer, sold integer)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF leads = 0 AND qualified = 0 AND sold = 0 THEN RETURN; END IF;
        INSERT INTO lead_day_tally AS t (day, leadsource_id, shard, leads, qualified, sold)
        VALUES ((created AT TIME ZONE 'Europe/Berlin')::date, source, lead % 8, leads, qualified, sold)
        ON CONFLICT (day, leadsource_id, shard) DO UPDATE SET
          leads = t.leads + EXCLUDED.leads,
          qualified = t.qualified + EXCLUDED.qualified,
          sold = t.sold + EXCLUDED.sold;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION lead_day_tally_on_lead() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        sold integer := 0;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF OLD.created_at = NEW.created_at AND OLD.leadsource_id = NEW.leadsource_id AND OLD.qualified = NEW.qualified THEN RETURN NULL; END IF;
          sold := CASE WHEN EXISTS (SELECT 1 FROM sale WHERE lead_id = NEW.id) THEN 1 ELSE 0 END;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM lead_day_tally_apply(OLD.id, OLD.created_at, OLD.leadsource_id, -1, -OLD.qualified::integer, -sold);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM lead_day_tally_apply(NEW.id, NEW.created_at, NEW.leadsource_id, 1, NEW.qualified::integer, sold);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER lead_day_tally_on_lead AFTER INSERT OR DELETE OR UPDATE OF created_at, leadsource_id, qualified
        ON lead FOR EACH ROW EXECUTE FUNCTION lead_day_tally_on_lead()`);
    // Sales of one lead are written while the lead is locked (selling, reclaiming), so "first" and "last"
    // sale are seen correctly; a reclaimed sale still counts its lead as sold.
    await queryRunner.query(`
      CREATE FUNCTION lead_day_tally_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.lead_id = NEW.lead_id THEN RETURN NULL; END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND NOT EXISTS (SELECT 1 FROM sale WHERE lead_id = OLD.lead_id) THEN
          PERFORM lead_day_tally_apply(l.id, l.created_at, l.leadsource_id, 0, 0, -1) FROM lead l WHERE l.id = OLD.lead_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NOT EXISTS (SELECT 1 FROM sale WHERE lead_id = NEW.lead_id AND id <> NEW.id) THEN
          PERFORM lead_day_tally_apply(l.id, l.created_at, l.leadsource_id, 0, 0, 1) FROM lead l WHERE l.id = NEW.lead_id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER lead_day_tally_on_sale AFTER INSERT OR DELETE OR UPDATE OF lead_id
        ON sale FOR EACH ROW EXECUTE FUNCTION lead_day_tally_on_sale()`);
    // Leads taken in before this migration.
    await queryRunner.query(`
      INSERT INTO lead_day_tally (day, leadsource_id, shard, leads, qualified, sold)
      SELECT (l.created_at AT TIME ZONE 'Europe/Berlin')::date, l.leadsource_id, l.id % 8, count(*), count(*) FILTER (WHERE l.qualified),
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sale s WHERE s.lead_id = l.id))
        FROM lead l
       GROUP BY 1, 2, 3`);

    await queryRunner.query(`DROP INDEX "ix_lead_created_at"`);
    await queryRunner.query(`DROP INDEX "ix_lead_source_created"`);
    await queryRunner.query(`DROP INDEX "ix_lead_qualified_created"`);
    await queryRunner.query(`CREATE INDEX "ix_lead_created_id" ON "lead" ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_lead_source_created_id" ON "lead" ("leadsource_id", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_lead_qualified_created_id" ON "lead" ("created_at", "id") WHERE "qualified"`);
    await queryRunner.query(`DROP INDEX "ix_lead_last_name_prefix"`);
    await queryRunner.query(`DROP INDEX "ix_lead_first_name_prefix"`);
    await queryRunner.query(`CREATE INDEX "ix_lead_last_name_prefix" ON "lead" (lower("last_name") varchar_pattern_ops) INCLUDE ("last_name")`);
    await queryRunner.query(`CREATE INDEX "ix_lead_first_name_prefix" ON "lead" (lower("first_name") varchar_pattern_ops) INCLUDE ("first_name")`);
    await queryRunner.query(`CREATE INDEX "ix_sale_organisation_lead" ON "sale" ("organisation_id", "lead_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_sale_organisation_lead"`);
    await queryRunner.query(`DROP INDEX "ix_lead_first_name_prefix"`);
    await queryRunner.query(`DROP INDEX "ix_lead_last_name_prefix"`);
    await queryRunner.query(`CREATE INDEX "ix_lead_last_name_prefix" ON "lead" (lower("last_name") varchar_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_lead_first_name_prefix" ON "lead" (lower("first_name") varchar_pattern_ops)`);
    await queryRunner.query(`DROP INDEX "ix_lead_qualified_created_id"`);
    await queryRunner.query(`DROP INDEX "ix_lead_source_created_id"`);
    await queryRunner.query(`DROP INDEX "ix_lead_created_id"`);
    await queryRunner.query(`CREATE INDEX "ix_lead_qualified_created" ON "lead" ("created_at") WHERE "qualified"`);
    await queryRunner.query(`CREATE INDEX "ix_lead_source_created" ON "lead" ("leadsource_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_lead_created_at" ON "lead" ("created_at") `);
    await queryRunner.query(`DROP TRIGGER "lead_day_tally_on_sale" ON "sale"`);
    await queryRunner.query(`DROP FUNCTION lead_day_tally_on_sale()`);
    await queryRunner.query(`DROP TRIGGER "lead_day_tally_on_lead" ON "lead"`);
    await queryRunner.query(`DROP FUNCTION lead_day_tally_on_lead()`);
    await queryRunner.query(`DROP FUNCTION lead_day_tally_apply(integer, timestamptz, integer, integer, integer, integer)`);
    await queryRunner.query(`DROP TABLE "lead_day_tally"`);
  }
}
