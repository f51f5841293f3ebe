import type { WriteBody } from './bodies';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** `POST /api/users`: who is invited and with which role; the server mails the link to set a password. */
export const staffInviteBody: WriteBody = (data) => ({
  email: text(data.email).toLowerCase(),
  name: text(data.name),
  role: data.role,
});

/**
 * `PUT /api/users/{id}`: only the fields given. Deactivating is a change of its own (`{ active: false }`),
 * so editing a name never sends `active` back, and a role change never touches it.
 */
export const staffUserBody: WriteBody = (data) => {
  const body: Record<string, unknown> = {};
  if (data.name !== undefined) body.name = text(data.name);
  if (data.role !== undefined) body.role = data.role;
  if (typeof data.active === 'boolean') body.active = data.active;
  return body;
};
