// The public surface of libs/funnel-questions.
export * from './funnel.module';
export * from './funnel.service';
export * from './entities/funnel-step.entity';
export * from './dto/funnel.response.dto';
