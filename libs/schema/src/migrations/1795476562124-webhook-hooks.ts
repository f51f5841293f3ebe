import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Zapier and Make hooks get the spec's fields `active` and `username` (their secret lives in the
 * encrypted `secrets`). Hooks that exist were delivered to until now, so they stay active.
 * Data only: `integrations` is one jsonb column.
 */
export class WebhookHooks1795476562124 implements MigrationInterface {
  name = 'WebhookHooks1795476562124';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const hook of ['zapier', 'make']) {
      await queryRunner.query(
        `UPDATE "organisation" SET "integrations" = jsonb_set("integrations", '{${hook}}', '{"active": true, "uri": "", "username": ""}'::jsonb || COALESCE("integrations"->'${hook}', '{}'::jsonb))`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const hook of ['zapier', 'make']) {
      await queryRunner.query(
        `UPDATE "organisation" SET "integrations" = jsonb_set("integrations", '{${hook}}', COALESCE("integrations"->'${hook}', '{}'::jsonb) - 'active' - 'username')`,
      );
    }
  }
}
