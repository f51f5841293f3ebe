import type { MatchedOrganisation } from '../dataProvider/apiTypes';
import { eligibleCount, sortMatches, typeLabel } from './matchRows';

const row = (id: number, name: string, extra: Partial<MatchedOrganisation> = {}): MatchedOrganisation => ({
  id,
  leadId: 12,
  name,
  type: 'buyer',
  email: `${name.toLowerCase()}@example.de`,
  phone: '089 1',
  zip: '80331',
  eligible: true,
  ...extra,
});

// The API's order: fitting ones first, in the order they would get the lead.
const ROWS = [
  row(3, 'Zeta', { type: 'pipedrive' }),
  row(1, 'Alpha', { type: 'buyer-email', zip: '10115' }),
  row(2, 'Beta', { eligible: false, reason: 'Unternehmen ist inaktiv' }),
  row(4, 'Gamma', { eligible: false, reason: 'Postleitzahl liegt nicht im Gebiet: 80331', type: 'zapier' }),
];
const names = (rows: MatchedOrganisation[]) => rows.map((entry) => entry.name);

describe('sortMatches', () => {
  it("keeps the API's rank order until a column is chosen", () => {
    expect(names(sortMatches(ROWS, null))).toEqual(['Zeta', 'Alpha', 'Beta', 'Gamma']);
  });

  it('sorts by each column, both ways', () => {
    expect(names(sortMatches(ROWS, { field: 'name', order: 'ASC' }))).toEqual(['Alpha', 'Beta', 'Gamma', 'Zeta']);
    expect(names(sortMatches(ROWS, { field: 'name', order: 'DESC' }))).toEqual(['Zeta', 'Gamma', 'Beta', 'Alpha']);
    expect(names(sortMatches(ROWS, { field: 'zip', order: 'ASC' }))).toEqual(['Alpha', 'Zeta', 'Beta', 'Gamma']);
    expect(names(sortMatches(ROWS, { field: 'email', order: 'DESC' }))).toEqual(['Zeta', 'Gamma', 'Beta', 'Alpha']);
  });

  it('sorts the type by its German label, as shown', () => {
    // Käufer, Käufer (E-Mail), Pipedrive, Zapier
    expect(names(sortMatches(ROWS, { field: 'type', order: 'ASC' }))).toEqual(['Beta', 'Alpha', 'Zeta', 'Gamma']);
  });

  it('sorts by reason, fitting organisations (no reason) last', () => {
    expect(names(sortMatches(ROWS, { field: 'reason', order: 'ASC' }))).toEqual(['Gamma', 'Beta', 'Zeta', 'Alpha']);
  });
});

describe('typeLabel and eligibleCount', () => {
  it('names known types in German and shows unknown ones as they are', () => {
    expect(typeLabel('buyer-email')).toBe('Käufer (E-Mail)');
    expect(typeLabel('neu')).toBe('neu');
  });

  it('counts the organisations that would get the lead', () => {
    expect(eligibleCount(ROWS)).toBe(2);
    expect(eligibleCount([])).toBe(0);
  });
});
