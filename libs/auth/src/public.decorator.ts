// Public lives in libs/infrastructure so that libs the auth lib depends on (settings) can mark routes too.
export { IS_PUBLIC, Public } from '@app/infrastructure';
