import { defaultConditions } from '@app/contract';
import { CoverageIndex } from './matching/coverage-index';
import { Buyer } from './matching/types';
import { zipCoverage } from './zip-coverage';

const buyer = (id: number, change: Partial<Buyer>, zips = ['8']): Buyer => ({
  id,
  name: `Käufer ${id}`,
  active: true,
  deleted: false,
  prio: 100,
  email: '',
  monthlyLeadLimit: 0,
  monthlyLeadGoal: 0,
  ...change,
  conditions: { ...defaultConditions(), zipConditions: zips.map((zip) => ({ zip, email: '' })) },
});

function rows(buyers: Buyer[], twoDigits = false) {
  return zipCoverage(['80331', '81667'], buyers, new CoverageIndex(buyers, { centroid: () => null }), { excluded: new Set(), twoDigits });
}

describe('zipCoverage: who may get leads alone (Lead Analyse)', () => {
  it('names nobody with the defaults, so the rows stay as they were', () => {
    expect(rows([buyer(1, {}), buyer(2, {})])).toEqual([
      { zip: '80331', buyers: 2, orgas: 2 },
      { zip: '81667', buyers: 2, orgas: 2 },
    ]);
  });

  it.each([
    ['the best-prio buyer takes exclusive leads', [buyer(1, { prio: 1, exclusiveLeads: true }), buyer(2, { prio: 2 })], ['Käufer 1']],
    ['only a lower-prio buyer does', [buyer(1, { prio: 1 }), buyer(2, { prio: 2, exclusiveLeads: true })], undefined],
    ['two with the same best prio do', [buyer(2, { prio: 1, exclusiveLeads: true }), buyer(1, { prio: 1, exclusiveLeads: true })], ['Käufer 1', 'Käufer 2']],
    ['the exclusive one is inactive', [buyer(1, { prio: 1, exclusiveLeads: true, active: false }), buyer(2, { prio: 2 })], undefined],
  ])('%s', (_, buyers, expected) => {
    expect(rows(buyers)[0].exclusiveTo).toEqual(expected);
  });

  it('names it per area in two-digit mode', () => {
    const area = rows([buyer(1, { prio: 1, exclusiveLeads: true }, ['803']), buyer(2, { prio: 2 })], true);
    expect(area).toEqual([
      { zip: '80', buyers: 2, orgas: 2, exclusiveTo: ['Käufer 1'] },
      { zip: '81', buyers: 1, orgas: 1 },
    ]);
  });
});
