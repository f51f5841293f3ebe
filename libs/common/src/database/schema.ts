import { RenewToken } from '@app/auth/entities/renew-token.entity';
import { User } from '@app/users/entities/user.entity';
import { OutboxMessage } from '../queue/outbox-message.entity';
import { Initial1795371398975 } from './migrations/1795371398975-initial';

/**
 * Every entity and migration, listed explicitly (globs break in the monorepo build). Add new ones here;
 * the drift test fails when an entity changes without a migration.
 */
export const ENTITIES = [User, RenewToken, OutboxMessage];

export const MIGRATIONS = [Initial1795371398975];
