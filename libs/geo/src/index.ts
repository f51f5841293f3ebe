export * from './geo.module';
export * from './geo.service';
export * from './geo.exception';
export * from './geonames';
