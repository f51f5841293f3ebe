import { STAFF_PERMISSIONS } from '@app/contract';
import { describeRoute, openApiPath } from './audit-route';

/** The parameters of a route filled with their own names, so the test reads which one became the id. */
function params(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, `<${name}>`]));
}

const describe_ = (route: string, selfId: number | null = 42) => {
  const [method, path] = route.split(' ');
  return describeRoute(method, path, params(path), selfId);
};

describe('describeRoute', () => {
  it.each([
    ['POST /api/organisation', 'create', 'organisation', null],
    ['PUT /api/organisation/{id}', 'update', 'organisation', '<id>'],
    ['DELETE /api/organisations/{id}', 'delete', 'organisation', '<id>'],
    ['POST /api/organisation/{id}/apikey', 'regenerate-apikey', 'organisation', '<id>'],
    ['POST /api/leadsource/{id}/apikey', 'regenerate-apikey', 'leadsource', '<id>'],
    ['PUT /api/lead/{lId}', 'update', 'lead', '<lId>'],
    ['POST /api/lead/{lId}/sell', 'sell', 'lead', '<lId>'],
    ['POST /api/lead/{lId}/reject', 'reject', 'lead', '<lId>'],
    ['DELETE /api/leadsource/{id}/throttle', 'lift-throttle', 'leadsource', '<id>'],
    ['PUT /api/lead/{lId}/reclamate/buyer/{orgId}', 'reclaim', 'lead', '<lId>'],
    ['PUT /api/leads/reclamate', 'reclaim', 'lead', null],
    ['POST /api/organisation/{id}/invoice', 'create', 'invoice', null],
    ['PUT /api/organisation/{id}/invoice/{invoiceId}/send', 'send', 'invoice', '<invoiceId>'],
    ['PUT /api/organisation/{id}/invoice/{invoiceId}/paid', 'paid', 'invoice', '<invoiceId>'],
    ['PUT /api/organisation/{id}/invoice/{invoiceId}/void', 'void', 'invoice', '<invoiceId>'],
    ['PUT /api/organisation/{id}/dunning/{dunningId}/release', 'release', 'dunning', '<dunningId>'],
    ['POST /api/invoicing/run', 'run', 'invoice', null],
    ['POST /api/dunning/run', 'run', 'dunning', null],
    ['PUT /api/settings/company', 'update', 'settings', 'company'],
    ['PUT /api/email/1', 'update', 'email-template', '1'],
    ['POST /api/reclamation/request/{id}/open', 'open', 'reclamation-request', '<id>'],
    ['POST /api/reclamation/request/{id}/revert', 'revert', 'reclamation-request', '<id>'],
    ['PUT /api/reclamation/requests', 'update', 'reclamation-request', null],
    ['POST /api/outgoing-mails/{id}/send', 'send', 'outgoing-mail', '<id>'],
    ['POST /api/deliveries/{id}/retry', 'retry', 'delivery', '<id>'],
    ['PUT /api/orders/{orderNumber}', 'update', 'order', '<orderNumber>'],
    ['POST /api/users', 'create', 'user', null],
    ['PUT /api/users/{id}', 'update', 'user', '<id>'],
    ['DELETE /api/users/{id}/2fa', '2fa-reset', 'user', '<id>'],
    ['PUT /api/auth/password', 'password-change', 'user', '42'],
    ['DELETE /api/leadsource/{id}', 'delete', 'leadsource', '<id>'],
    ['POST /api/organisation/{id}/webhook-secret', 'rotate-webhook-secret', 'organisation', '<id>'],
    ['POST /api/organisation/{id}/deliveries/resume', 'resume-deliveries', 'organisation', '<id>'],
    ['POST /api/deliveries/retry', 'retry', 'delivery', null],
  ])('%s → %s %s %s', (route, action, entityType, entityId) => {
    expect(describe_(route)).toMatchObject({ action, entityType, entityId });
  });

  it('keeps the other route parameters as details', () => {
    expect(describe_('PUT /api/lead/{lId}/reclamate/buyer/{orgId}')?.params).toEqual({ orgId: '<orgId>' });
    expect(describe_('PUT /api/organisation/{id}/invoice/{invoiceId}/paid')?.params).toEqual({ id: '<id>' });
  });

  it('records nothing for a POST that only looks something up', () => {
    expect(describe_('POST /api/organisations/zipconditions')).toBeNull();
  });

  it('gives every write in the permission table an action and an object type', () => {
    const writes = Object.keys(STAFF_PERMISSIONS).filter((route) => !route.startsWith('GET '));
    for (const route of writes) {
      const target = describe_(route);
      if (route === 'POST /api/organisations/zipconditions') continue;
      expect(target?.action).toMatch(/^[a-z0-9-]+$/);
      expect(target?.entityType).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe('openApiPath', () => {
  it('writes Express parameters the OpenAPI way', () => {
    expect(openApiPath('/api/organisation/:id/invoice/:invoiceId/paid')).toBe('/api/organisation/{id}/invoice/{invoiceId}/paid');
  });
});
