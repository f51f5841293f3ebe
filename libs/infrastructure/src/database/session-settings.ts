/**
 * Settings every database session of the product starts with, for the PostgreSQL server (the pool's
 * startup options) and the embedded one (PGlite's start parameters).
 *
 * `plan_cache_mode=force_custom_plan`: a prepared statement is planned for its parameters and the tables
 * as they are at each run. PostgreSQL otherwise settles on a generic plan after five runs and keeps it for
 * the connection's life. The intake's statement (`queryPrepared`), first run on a young lead table, kept
 * a sequential scan for its duplicate lookup while the table grew: every new lead read every lead. On
 * the server only the next ANALYZE ended it; PGlite has no autovacuum, so there it never ended (issue 19,
 * 30 s of embedded intake: 359 → 494 leads/s). Statements are still parsed once per connection, and
 * PL/pgSQL's cached statements (the day tally's trigger) are planned the same way, each cheap to plan.
 */
export const SESSION_SETTINGS: readonly string[] = ['plan_cache_mode=force_custom_plan'];

/** The settings as `pg`'s `options` startup parameter. */
export const sessionStartupOptions = (): string => SESSION_SETTINGS.map((setting) => `-c ${setting}`).join(' ');

/** The settings as PGlite's start parameters. */
export const sessionStartParams = (): string[] => SESSION_SETTINGS.flatMap((setting) => ['-c', setting]);
