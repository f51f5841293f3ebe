// The public surface of libs/email-template.
export * from './email-template.module';
export * from './email-template.service';
export * from './email-template.exception';
export * from './entities/email-template.entity';
export * from './dto/email-template.dto';
