require('reflect-metadata');
const { DataSource } = require('typeorm');
const { createPgConfig } = require('@electric-sql/pglite/node-postgres');
(async () => {
  const { PGlite } = require('@electric-sql/pglite'); const pg = new PGlite('/tmp/pgl1'); const cfg = createPgConfig(pg);
  const ds = new DataSource({ type: 'postgres', host: 'localhost', username: 'postgres', password: 'dummy', database: 'postgres', extra: { connection: cfg.connection, max: 1, connectionTimeoutMillis: 5000 }, uuidExtension: 'pgcrypto', installExtensions: false });
  const t = Date.now();
  await ds.initialize();
  console.log('init ms', Date.now() - t, await ds.query('select version(), gen_random_uuid()'));
  await ds.transaction(async (m) => { await m.query('create table if not exists x(id int)'); await m.query('insert into x values (1)'); });
  console.log(await ds.query('select count(*) from x'));
  await ds.destroy();
})().catch(e => { console.error(e); process.exit(1); });
