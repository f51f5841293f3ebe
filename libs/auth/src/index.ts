// The public surface of libs/auth.
export * from './auth.module';
export * from './auth.service';
export * from './public.decorator';
export * from './authenticated-user';
export * from './entities/renew-token.entity';
export * from './entities/second-factor-challenge.entity';
export * from './second-factor/one-time-codes';
