import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync } from 'node:crypto';
import { AppConfig } from '@app/infrastructure';

/**
 * Keyed hashes for the 'Nicht kontaktieren' list. Phone numbers and e-mail addresses are few enough to be
 * guessed, so a plain hash would give them away to anyone reading the table; the key is kept outside the
 * database like the other keys: derived from ENCRYPTION_KEY, or from JWT_SECRET (which embedded mode
 * generates once and keeps in DATA_DIR). Changing that secret empties the list in effect (README).
 */
@Injectable()
export class ContactHasher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    const material = config.ENCRYPTION_KEY ?? config.jwtSecret;
    this.key = Buffer.from(hkdfSync('sha256', material, 'leadportal', 'do-not-contact', 32));
  }

  /** Of a value already normalised as the intake stores it (e-mail lower-case, phone +49…). */
  hash(kind: 'email' | 'phone', normalised: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${normalised}`).digest('hex');
  }
}
