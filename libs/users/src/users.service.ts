import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import type { UserSortField } from './dto/list-users.query';
import { User } from './entities/user.entity';
import { hashPassword } from './password-hasher';
import { UserRepository } from './user.repository';
import { UsersException } from './users.exception';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export interface UserInput {
  email: string;
  password: string;
  name?: string;
  isAdmin?: boolean;
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');

  constructor(private readonly users: UserRepository) {}

  list(query: ListQuery<UserSortField>): Promise<{ rows: User[]; total: number }> {
    return this.users.list(query);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** Creates the user, or sets a new password (and name/admin flag when given) for an existing e-mail. */
  async createOrUpdate(input: UserInput): Promise<{ user: User; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) throw new UsersException('INVALID_EMAIL', `Ungültige E-Mail-Adresse: ${input.email}`);
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      throw new UsersException('PASSWORD_TOO_SHORT', `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein`);
    }
    const existing = await this.users.findByEmail(email);
    const user = await this.users.save({
      ...(existing ?? {}),
      email,
      name: input.name ?? existing?.name ?? email.split('@')[0],
      isAdmin: input.isAdmin ?? existing?.isAdmin ?? false,
      passwordHash: await hashPassword(input.password),
    });
    return { user, created: !existing };
  }

  /**
   * On the very first start there is nobody to log in: create the configured admin, or
   * admin@localhost with a random password that is printed exactly once.
   */
  async ensureFirstAdmin(config: AppConfig): Promise<{ email: string; password?: string } | null> {
    if ((await this.users.count()) > 0) return null;
    const email = config.ADMIN_EMAIL ?? 'admin@localhost';
    const generated = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
    await this.createOrUpdate({ email, password: config.ADMIN_PASSWORD ?? generated!, name: 'Administrator', isAdmin: true });
    this.logger.log(`Erster Benutzer angelegt: ${email}`);
    return { email, password: generated };
  }
}
