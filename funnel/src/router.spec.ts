import { resolvePage } from './router';

describe('resolvePage', () => {
  it.each([
    ['/', 'offer', {}],
    ['/check', 'check', {}],
    ['/check/', 'check', {}],
    ['/reclamation/42', 'reclamation', { orgaId: '42' }],
    ['/reclamation/42/', 'reclamation', { orgaId: '42' }],
    ['/reclamation/a%20b', 'reclamation', { orgaId: 'a b' }],
    ['/impressum', 'legal', {}],
    ['/agb', 'legal', {}],
    ['/datenschutz/', 'legal', {}],
    ['/partner-werden', 'legal', {}],
  ])('%s → %s %j', (pathname, page, params) => {
    expect(resolvePage(pathname)).toEqual({ page, params });
  });

  it.each([
    ['a back-office page', '/overview'],
    ['the login page (admin app)', '/login'],
    ['a login page with e-mail', '/login/a@example.de'],
    ['complaint page without organisation', '/reclamation'],
    ['complaint page with an extra segment', '/reclamation/42/7'],
    ['an unknown page', '/kontakt'],
    ['a sub-path of a known page', '/check/123'],
    ['different letter case', '/Check'],
    ['a malformed escape', '/reclamation/%E0%A4%A'],
  ])('%s (%s) → null', (_label, pathname) => {
    expect(resolvePage(pathname)).toBeNull();
  });
});
