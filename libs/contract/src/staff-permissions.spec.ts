import { permissionDeniedMessage, STAFF_ROLES, staffMay } from './staff-permissions';

describe('staff permission table', () => {
  it('keeps the rules the business set', () => {
    // Only administrators manage users, read the audit log, change settings and regenerate API keys.
    for (const route of ['POST /api/users', 'PUT /api/users/{id}', 'GET /api/audit', 'PUT /api/settings/company', 'PUT /api/settings/dunning', 'PUT /api/settings/legal', 'PUT /api/settings/distribution', 'PUT /api/settings/reclamation', 'POST /api/leadsource/{id}/apikey', 'POST /api/organisation/{id}/apikey']) {
      expect([route, STAFF_ROLES.filter((role) => staffMay(role, route))]).toEqual([route, ['admin']]);
    }
    // Vertrieb does not create, send, pay or void invoices, nor run invoicing or dunning.
    for (const route of ['POST /api/organisation/{id}/invoice', 'PUT /api/organisation/{id}/invoice/{invoiceId}/send', 'PUT /api/organisation/{id}/invoice/{invoiceId}/paid', 'PUT /api/organisation/{id}/invoice/{invoiceId}/void', 'POST /api/invoicing/run', 'POST /api/dunning/run']) {
      expect([route, staffMay('sales', route), staffMay('accounting', route)]).toEqual([route, false, true]);
    }
    // Buchhaltung does not change leads (edit, qualify, sell, reclaim) nor export them.
    for (const route of ['PUT /api/lead/{lId}', 'POST /api/lead/{lId}/sell', 'PUT /api/lead/{lId}/reclamate/buyers', 'PUT /api/leads/reclamate', 'GET /api/leads/export']) {
      expect([route, staffMay('accounting', route), staffMay('sales', route)]).toEqual([route, false, true]);
    }
  });

  it('leaves a route nobody listed to administrators only', () => {
    expect(staffMay('admin', 'DELETE /api/something-new')).toBe(true);
    expect(staffMay('sales', 'DELETE /api/something-new')).toBe(false);
    expect(staffMay('accounting', 'DELETE /api/something-new')).toBe(false);
  });

  it('names the role in German when it refuses', () => {
    expect(permissionDeniedMessage('sales')).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Vertrieb).');
    expect(permissionDeniedMessage('accounting')).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Buchhaltung).');
  });
});
