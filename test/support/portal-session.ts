import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import { PortalUsersService } from '@app/portal-auth';

/** A strong password for test buyer users (the staff rules apply to them too). */
export const PORTAL_TEST_PASSWORD = 'Dachziegel-Sonne-2026!q';

export interface PortalTestSession {
  token: string;
  renewToken: string;
  user: { id: number; email: string; name: string; organisationId: number };
  /** `Authorization` header for /portal-api calls. */
  auth: { Authorization: string };
  email: string;
  password: string;
}

/**
 * Creates a buyer user of the organisation (straight through the service: no invitation mail) and logs it
 * in through `POST /portal-api/auth/login`. `t` is a TestApp (test/support/test-app.ts) or anything with
 * its `app` and `http`.
 */
export async function portalLogin(
  t: { app: INestApplication; http: ReturnType<typeof request> },
  organisationId: number,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<PortalTestSession> {
  const email = overrides.email ?? `kaeufer-${randomBytes(4).toString('hex')}@example.de`;
  const password = overrides.password ?? PORTAL_TEST_PASSWORD;
  await t.app.get(PortalUsersService).createOrUpdate({ organisationId, email, name: overrides.name ?? 'Petra Käufer', password });
  const response = await t.http.post('/portal-api/auth/login').send({ email, password });
  if (response.status !== 200) throw new Error(`Portal-Anmeldung fehlgeschlagen: ${response.status} ${JSON.stringify(response.body)}`);
  const { token, renewToken, user } = response.body as Pick<PortalTestSession, 'token' | 'renewToken' | 'user'>;
  return { token, renewToken, user, auth: { Authorization: `Bearer ${token}` }, email, password };
}
