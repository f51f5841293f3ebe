import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, dataSourceOptions, openDataSource, IN_MEMORY, migrationSource, schemaDrift } from '@app/infrastructure';
import { SCHEMA } from '@app/schema';

/**
 * `npm run migration:generate -- <name>`: applies all migrations to a fresh in-memory database, compares
 * with the entities and writes the difference as a new migration into libs/schema/src/migrations.
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
    console.error('Aufruf: npm run migration:generate -- <name-in-kebab-case>');
    process.exit(2);
  }
  const config = loadConfig({ DATA_DIR: IN_MEMORY, JWT_SECRET: 'x'.repeat(32) });
  const dataSource = await openDataSource(dataSourceOptions(config, SCHEMA));
  try {
    const drift = await schemaDrift(dataSource);
    if (drift.up.length === 0) {
      console.log('Keine Änderungen: Entities und Migrationen stimmen überein.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}${timestamp}`;
    const file = join(process.cwd(), 'libs/schema/src/migrations', `${timestamp}-${name}.ts`);
    writeFileSync(file, migrationSource(className, drift));
    console.log(`Migration geschrieben: ${file}\nIn libs/schema/src/schema.ts eintragen.`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
