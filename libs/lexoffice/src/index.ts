// The public surface of libs/lexoffice: the Lexware Office API client, its module and types.
export * from './lexoffice.module';
export { LexofficeClient, LEXOFFICE_CATEGORY_EINNAHMEN } from './lexoffice.client';
export { LexofficeError } from './lexoffice.error';
export * from './lexoffice.types';
