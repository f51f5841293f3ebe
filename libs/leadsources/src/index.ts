// The public surface of libs/leadsources.
export * from './leadsources.module';
export * from './leadsources.service';
export * from './leadsources.exception';
export * from './entities/leadsource.entity';
export * from './dto/leadsource.dto';
export * from './cost-rules';
