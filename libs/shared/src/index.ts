export * from './routes';
export * from './format';
export * from './berlin-time';
export * from './lead-rules';
export * from './mail-template';
export * from './organisation';
export * from './list-query';
export * from './distribution-settings';
