import { RECLAMATION_REASONS } from '@app/contract';
import { ComplaintFacts, decideComplaint, duplicateDelivery, lowReturnShare, OtherSale, outsideCoverage, PersonOfLead, phoneInvalid, samePerson, supplierAtFault } from './complaint-rules';

const DAY = 24 * 60 * 60 * 1000;
const SOLD = new Date('2026-04-15T10:00:00Z');
const days = (n: number) => new Date(SOLD.getTime() + n * DAY);

/** A complaint about lead 20 (sold on 15.04.2026) that no rule accepts: each test changes what it is about. */
function facts(overrides: Partial<ComplaintFacts> = {}, lead: Partial<ComplaintFacts['lead']> = {}): ComplaintFacts {
  return {
    reasonCode: null,
    lead: { leadId: 20, rootId: 20, createdAt: days(-1), phone: '+4915112345678', email: 'anna@example.de', zip: '80331', qualityFindings: [], ...lead },
    soldAt: SOLD,
    duplicateWindowDays: 30,
    otherSales: [],
    coverage: { covered: true, conclusive: true },
    returnShare: { limit: null, sales: 0, reclaimed: 0 },
    ...overrides,
  };
}

/** An earlier sale to the same buyer of another person (lead 10, two days before). */
const other = (overrides: Partial<OtherSale> = {}): OtherSale => ({
  leadId: 10,
  rootId: 10,
  createdAt: days(-3),
  phone: '+4915199999999',
  email: 'bernd@example.de',
  soldAt: days(-2),
  reclaimed: false,
  ...overrides,
});

describe('complaint rules', () => {
  describe('samePerson', () => {
    const anna = facts().lead;
    const removed = { ...anna, phone: '', email: '' };
    it.each<[string, PersonOfLead, Partial<OtherSale>, boolean]>([
      ['one duplicate chain', anna, { rootId: 20 }, true],
      ['the same phone', anna, { phone: '+4915112345678' }, true],
      ['the same e-mail in other case', anna, { email: 'Anna@Example.de' }, true],
      ['nothing in common', anna, {}, false],
      ['both removed (empty phone and e-mail)', removed, { phone: '', email: '' }, false],
    ])('%s → %s', (_name, person, change, expected) => {
      expect(samePerson(person, other(change))).toBe(expected);
    });
  });

  describe('(a) duplicateDelivery', () => {
    it.each<[string, Partial<OtherSale>[], number, string | null]>([
      ['same phone, sold two days before', [{ phone: '+4915112345678' }], 30, 'Doppelt geliefert: dieselbe Person ging am 13.04.2026 schon als Lead 10 an das Unternehmen'],
      ['same e-mail', [{ email: 'anna@example.de' }], 30, 'Doppelt geliefert: dieselbe Person ging am 13.04.2026 schon als Lead 10 an das Unternehmen'],
      ['same duplicate chain (other phone and e-mail)', [{ rootId: 20 }], 30, 'Doppelt geliefert: dieselbe Person ging am 13.04.2026 schon als Lead 10 an das Unternehmen'],
      ['another person', [{}], 30, null],
      ['the other sale was reclaimed already (the buyer pays once)', [{ phone: '+4915112345678', reclaimed: true }], 30, null],
      ['sold 40 days apart, window 30', [{ phone: '+4915112345678', soldAt: days(-40), createdAt: days(-41) }], 30, null],
      ['sold exactly 30 days apart', [{ phone: '+4915112345678', soldAt: days(-30), createdAt: days(-31) }], 30, 'Doppelt geliefert: dieselbe Person ging am 16.03.2026 schon als Lead 10 an das Unternehmen'],
      ['the complaint is about the first delivery (the other lead is newer)', [{ phone: '+4915112345678', leadId: 30, createdAt: days(0), soldAt: days(1) }], 30, null],
      ['the earliest of two earlier sales is named', [{ phone: '+4915112345678', leadId: 12, soldAt: days(-1) }, { email: 'anna@example.de', leadId: 11, soldAt: days(-5) }], 30, 'Doppelt geliefert: dieselbe Person ging am 10.04.2026 schon als Lead 11 an das Unternehmen'],
    ])('%s', (_name, sales, windowDays, text) => {
      const decision = duplicateDelivery(facts({ otherSales: sales.map(other), duplicateWindowDays: windowDays }));
      expect(decision?.text ?? null).toBe(text);
      if (decision) expect(decision).toMatchObject({ rule: 'duplicate-delivery', provenReason: 'duplicate' });
    });

    it('leaves out the complained sale itself', () => {
      expect(duplicateDelivery(facts({ otherSales: [other({ leadId: 20, rootId: 20 })] }))).toBeNull();
    });

    it('takes the later lead by number when both arrived at the same moment', () => {
      const sameTime = { phone: '+4915112345678', createdAt: days(-1) };
      expect(duplicateDelivery(facts({ otherSales: [other({ ...sameTime, leadId: 19 })] }))).not.toBeNull();
      expect(duplicateDelivery(facts({ otherSales: [other({ ...sameTime, leadId: 21 })] }))).toBeNull();
    });
  });

  describe('(b) phoneInvalid', () => {
    it.each<[string, ComplaintFacts['reasonCode'], string[], string | null]>([
      ['invalid at intake, but no reason chosen (the free text may be about anything)', null, ['phone-invalid'], null],
      ['invalid, "Telefonnummer falsch"', 'phone-wrong', ['phone-invalid'], 'Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt'],
      ['fake, "nicht erreicht"', 'not-reached', ['phone-fake'], 'Telefonnummer schon bei der Eingangsprüfung als Fälschung erkannt'],
      ['fake and invalid: the fake is named', 'phone-wrong', ['phone-invalid', 'phone-fake'], 'Telefonnummer schon bei der Eingangsprüfung als Fälschung erkannt'],
      ['invalid, but the buyer spoke to the person ("Kein Eigentümer")', 'not-owner', ['phone-invalid'], null],
      ['invalid, "Hat nie angefragt" (also a conversation)', 'never-asked', ['phone-invalid'], null],
      ['other findings only', 'phone-wrong', ['email-disposable', 'name-placeholder'], null],
      ['no findings', 'phone-wrong', [], null],
    ])('%s', (_name, reasonCode, codes, text) => {
      const decision = phoneInvalid(facts({ reasonCode }, { qualityFindings: codes.map((code) => ({ code })) }));
      expect(decision?.text ?? null).toBe(text);
      if (decision) expect(decision).toMatchObject({ rule: 'phone-invalid', provenReason: 'phone-wrong' });
    });
  });

  describe('(c) outsideCoverage', () => {
    it.each<[string, ComplaintFacts['coverage'], boolean]>([
      ['outside, conclusive', { covered: false, conclusive: true }, true],
      ['inside', { covered: true, conclusive: true }, false],
      ['outside now, but the buyer changed since the sale (or a sheet, or a radius that cannot be measured)', { covered: false, conclusive: false }, false],
    ])('%s → %s', (_name, coverage, accepted) => {
      const decision = outsideCoverage(facts({ coverage }));
      expect(decision).toEqual(accepted ? { rule: 'outside-coverage', text: 'PLZ 80331 liegt außerhalb des Gebiets des Unternehmens', provenReason: 'outside-area' } : null);
    });
  });

  describe('(d) lowReturnShare (setting)', () => {
    it.each<[string, ComplaintFacts['returnShare'], string | null]>([
      ['off', { limit: null, sales: 100, reclaimed: 0 }, null],
      ['limit 0 counts as off', { limit: 0, sales: 100, reclaimed: 0 }, null],
      ['no sales to measure', { limit: 10, sales: 0, reclaimed: 0 }, null],
      ['4 of 100 reclaimed, this one makes 5 %: under 10 %', { limit: 10, sales: 100, reclaimed: 4 }, 'Reklaquote des Unternehmens bleibt mit dieser Reklamation bei 5,0\u00a0% (Grenze 10\u00a0%)'],
      ['exactly at the limit', { limit: 10, sales: 20, reclaimed: 1 }, 'Reklaquote des Unternehmens bleibt mit dieser Reklamation bei 10,0\u00a0% (Grenze 10\u00a0%)'],
      ['over the limit with this one', { limit: 10, sales: 20, reclaimed: 2 }, null],
      ['a single sale is 100 %', { limit: 10, sales: 1, reclaimed: 0 }, null],
      ['a limit with decimals', { limit: 7.5, sales: 40, reclaimed: 2 }, 'Reklaquote des Unternehmens bleibt mit dieser Reklamation bei 7,5\u00a0% (Grenze 7,5\u00a0%)'],
    ])('%s', (_name, returnShare, text) => {
      const decision = lowReturnShare(facts({ returnShare, reasonCode: 'never-asked' }));
      expect(decision?.text ?? null).toBe(text);
      // The buyer's own reason stands: the rule proves nothing about the lead.
      if (decision) expect(decision).toMatchObject({ rule: 'low-return-share', provenReason: 'never-asked' });
    });
  });

  describe('decideComplaint', () => {
    const duplicate = [other({ phone: '+4915112345678' })];
    const invalid = { qualityFindings: [{ code: 'phone-invalid' }] };
    const aboutCalling = { reasonCode: 'not-reached' as const };
    it.each<[string, Partial<ComplaintFacts>, Partial<ComplaintFacts['lead']>, string | null]>([
      ['nothing proven → staff decide', {}, {}, null],
      ['all apply: the duplicate decides first', { ...aboutCalling, otherSales: duplicate, coverage: { covered: false, conclusive: true }, returnShare: { limit: 50, sales: 10, reclaimed: 0 } }, invalid, 'duplicate-delivery'],
      ['phone and area: the phone decides', { ...aboutCalling, coverage: { covered: false, conclusive: true } }, invalid, 'phone-invalid'],
      ['area and trust: the area decides', { coverage: { covered: false, conclusive: true }, returnShare: { limit: 50, sales: 10, reclaimed: 0 } }, {}, 'outside-coverage'],
      ['only the trust', { returnShare: { limit: 50, sales: 10, reclaimed: 0 } }, {}, 'low-return-share'],
    ])('%s', (_name, change, lead, rule) => {
      expect(decideComplaint(facts(change, lead))?.rule ?? null).toBe(rule);
    });
  });

  describe('supplierAtFault (the catalogue decides)', () => {
    it.each([
      ['phone-wrong', true],
      ['not-reached', true],
      ['never-asked', true],
      ['duplicate', true],
      ['not-owner', false],
      ['has-pv', false],
      ['outside-area', false],
      ['other', false],
      [null, false],
      ['gibt-es-nicht', false],
    ])('%s → %s', (code, expected) => {
      expect(supplierAtFault(code)).toBe(expected);
    });

    it('every reason of the catalogue has a German text and a proof, and codes are unique', () => {
      expect(new Set(RECLAMATION_REASONS.map((reason) => reason.code)).size).toBe(RECLAMATION_REASONS.length);
      for (const reason of RECLAMATION_REASONS) {
        expect(reason.text.length).toBeGreaterThan(3);
        expect(reason.proof.length).toBeGreaterThan(10);
      }
      expect(RECLAMATION_REASONS.find((reason) => reason.code === 'not-reached')?.proof).toContain('Anrufprotokoll');
    });
  });
});
