import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';

const VERSION = 'v1';

/**
 * Encrypts integration secrets (API tokens of buyers' tools) before they reach the database:
 * AES-256-GCM with a key from ENCRYPTION_KEY, or derived from JWT_SECRET when none is set.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    const material = config.ENCRYPTION_KEY ?? config.jwtSecret;
    this.key = Buffer.from(hkdfSync('sha256', material, 'leadportal', 'integration-secrets', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
  }

  /** Throws when the text was not sealed with this key (or was tampered with). */
  open(box: string): string {
    const [version, iv, tag, sealed] = box.split(':');
    if (version !== VERSION || !sealed) throw new Error('Unbekanntes Format verschlüsselter Daten');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}
