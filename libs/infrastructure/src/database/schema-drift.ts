import { DataSource } from 'typeorm';

export interface SchemaDrift {
  up: string[];
  down: string[];
}

/** The SQL that would bring the database in line with the entities: empty when migrations cover them. */
export async function schemaDrift(dataSource: DataSource): Promise<SchemaDrift> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((query) => query.query),
    down: sql.downQueries.map((query) => query.query),
  };
}

/** A migration class source for the given drift, in the style of TypeORM's generator. */
export function migrationSource(className: string, drift: SchemaDrift): string {
  const literal = (query: string) => '`' + query.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const indent = (queries: string[]) =>
    queries.map((query) => `    await queryRunner.query(${literal(query)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${indent(drift.up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${indent([...drift.down].reverse())}
  }
}
`;
}
