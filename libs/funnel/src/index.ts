// The public surface of libs/funnel.
export * from './funnel.module';
export * from './funnel.service';
export * from './entities/funnel-step.entity';
export * from './dto/funnel.response.dto';
