import { randomBytes } from 'node:crypto';
import { Leadsource, WEBSITE_SLUG } from '@app/leadsources';
import { nextNumber, Running } from './running';

/** A supplier as stored: active, not pre-qualified, without a Mindestqualität, with a fresh 48-character API key. */
export function leadsourceRow(overrides: Partial<Leadsource> = {}): Partial<Leadsource> {
  const n = nextNumber();
  return { name: `Lieferant ${n}`, slug: `lieferant-${n}`, apiKey: randomBytes(24).toString('hex'), mail: '', minQuality: 0, ...overrides };
}

/**
 * Stores a supplier through the app's repository: tests choose its API key, state and flags exactly
 * (the service would generate the key).
 */
export function insertLeadsource(running: Pick<Running, 'db'>, overrides: Partial<Leadsource> = {}): Promise<Leadsource> {
  return running.db.getRepository(Leadsource).save(leadsourceRow(overrides));
}

/** The built-in source of funnel leads. */
export function websiteSource(running: Pick<Running, 'db'>): Promise<Leadsource> {
  return running.db.getRepository(Leadsource).findOneByOrFail({ slug: WEBSITE_SLUG });
}
