// The public surface of libs/portal: the buyers' portal data routes (the app module imports the module).
export * from './portal.module';
export * from './portal.exception';
