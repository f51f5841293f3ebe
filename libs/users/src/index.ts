// The public surface of libs/users.
export * from './users.module';
export * from './users.service';
export * from './users.exception';
export * from './password-hasher';
export * from './entities/user.entity';
export * from './dto/user.response.dto';
export * from './password-policy';
export * from './entities/staff-password-token.entity';
export * from './entities/staff-recovery-code.entity';
export * from './invitation-mail';
export * from './dto/user-input.dto';
export type { SecondFactorState } from './user.repository';
export * from './staff-id.pipe';
