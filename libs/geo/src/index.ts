// The public surface of libs/geo.
export * from './geo.module';
export * from './geo.service';
export * from './geo.exception';
export * from './geonames';
export * from './compact-table';
export * from './haversine';
export * from './entities/postal-code.entity';
export * from './dto/geo-status.response.dto';
