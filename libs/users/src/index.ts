export * from './users.module';
export * from './users.service';
export * from './entities/user.entity';
export * from './dto/user.response.dto';
