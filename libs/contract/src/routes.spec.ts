import { matchRoute, pageAppFor, statisticDetailsPath } from './routes';

describe('page routes', () => {
  it.each([
    ['/', 'funnel'],
    ['/check', 'funnel'],
    ['/reclamation/17', 'funnel'],
    ['/login', 'admin'],
    ['/login/anna@example.de', 'admin'],
    ['/overview', 'admin'],
    ['/statistics', 'admin'],
    ['/settings', 'admin'],
    ['/statistic/4/1767225600', 'admin'],
    ['/organisations', 'admin'],
    ['/organisations/4', 'admin'],
    ['/organisations/4/', 'admin'],
    ['/zips', 'admin'],
    ['/matching', 'admin'],
    ['/leadsources/2', 'admin'],
    ['/sells/99', 'admin'],
    ['/leadstatistics/99', 'admin'],
    ['/reclamationrequest', 'admin'],
    ['/login/set-password', 'admin'],
    ['/settings/staff', 'admin'],
    ['/account', 'admin'],
    ['/reclamation', null],
    ['/organisations/4/extra', null],
    ['/wp-admin', null],
    ['/portal', 'portal'],
    ['/portal/', 'portal'],
    ['/portal/leads/5', 'portal'],
    ['/portal/set-password', 'portal'],
    ['/portalx', null],
  ])('%s → %s', (path, app) => {
    expect(pageAppFor(path)).toBe(app);
  });

  it('extracts parameters', () => {
    expect(matchRoute('/statistic/:orga/:date', '/statistic/4/1767225600')).toEqual({ orga: '4', date: '1767225600' });
    expect(matchRoute('/login/:email', '/login/anna%40example.de')).toEqual({ email: 'anna@example.de' });
  });
});

it('treats a malformed escape as unknown', () => {
  expect(pageAppFor('/reclamation/%E0%A4%A')).toBeNull();
});

describe('statisticDetailsPath', () => {
  it('names a month by noon UTC on its first day, which is in that month in Berlin, summer or winter', () => {
    expect(statisticDetailsPath(12, '2026-04-01')).toBe(`/statistic/12/${Date.parse('2026-04-01T12:00:00Z') / 1000}`);
    expect(statisticDetailsPath(3, '2026-01-01')).toBe(`/statistic/3/${Date.parse('2026-01-01T12:00:00Z') / 1000}`);
    expect(matchRoute('/statistic/:orga/:date', statisticDetailsPath(7, '2025-12-01'))).toEqual({ orga: '7', date: '1764590400' });
  });
});
