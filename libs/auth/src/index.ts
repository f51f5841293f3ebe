export * from './auth.module';
export * from './auth.service';
export * from './public.decorator';
export * from './authenticated-user';
