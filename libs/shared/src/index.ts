export * from './routes';
export * from './format';
