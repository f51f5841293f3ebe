// The public surface of libs/distribution: the module, the matching rules and the buyer snapshot.
export * from './distribution.module';
export * from './distribution.service';
export * from './buyer-directory';
export * from './distribution.exception';
export * from './dto/distribution.dto';
export * from './matching/types';
export * from './matching/match-lead';
export * from './matching/coverage-index';
export * from './zip-coverage';
