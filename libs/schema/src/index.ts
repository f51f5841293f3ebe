// The public surface of libs/schema: every entity and migration, for the apps and the database tools.
export * from './schema';
