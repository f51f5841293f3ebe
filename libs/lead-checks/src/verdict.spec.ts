import { FINDING_CODES, FINDING_WEIGHTS, findings, type Finding, type FindingCode } from './findings';
import { qualityVerdict } from './verdict';

const found = (...codes: FindingCode[]): Finding[] => codes.map((code) => ({ code, text: `Befund ${code}` }));

describe('qualityVerdict', () => {
  it.each<[FindingCode[], number, 'ok' | 'review' | 'rejected']>([
    [[], 100, 'ok'],
    [['email-unchecked'], 100, 'ok'],
    [['zip-town-mismatch'], 85, 'ok'],
    [['email-invalid'], 80, 'ok'],
    [['email-disposable'], 75, 'ok'],
    [['email-no-mx'], 75, 'ok'],
    [['velocity'], 75, 'ok'],
    [['too-fast'], 70, 'ok'],
    [['address-duplicate'], 70, 'ok'],
    [['phone-other-names'], 70, 'ok'],
    [['phone-invalid'], 55, 'review'],
    [['name-placeholder'], 55, 'review'],
    [['zip-unknown'], 55, 'review'],
    [['honeypot'], 50, 'review'],
    [['phone-fake'], 40, 'review'],
    [['email-disposable', 'too-fast'], 45, 'review'],
    [['phone-invalid', 'email-invalid'], 35, 'review'],
    // A bot: the hidden field filled within a second or two.
    [['honeypot', 'too-fast'], 20, 'rejected'],
    // A test lead.
    [['phone-fake', 'name-placeholder'], 0, 'rejected'],
    [['phone-fake', 'email-disposable', 'too-fast', 'velocity'], 0, 'rejected'],
    // A code counts once, however often it was found.
    [['phone-invalid', 'phone-invalid'], 55, 'review'],
    // DNS that could not be asked never tips a lead over.
    [['email-disposable', 'too-fast', 'email-unchecked'], 45, 'review'],
  ])('%j → %i, %s', (codes, score, status) => {
    expect(qualityVerdict(found(...codes))).toMatchObject({ score, status });
  });

  it('never rejects on one finding, whatever the thresholds', () => {
    for (const code of FINDING_CODES) {
      expect({ code, status: qualityVerdict(found(code), { rejectBelow: 101 }).status }).not.toEqual({ code, status: 'rejected' });
    }
  });

  it('never lets a check that could not run lower the score or decide the status', () => {
    const unchecked = found('email-unchecked');
    expect(qualityVerdict(unchecked, { reviewBelow: 101, rejectBelow: 101 })).toMatchObject({ score: 100, status: 'review' });
    expect(qualityVerdict([...found('phone-fake'), ...unchecked], { rejectBelow: 101 }).status).toBe('review');
  });

  it('takes its thresholds as options', () => {
    expect(qualityVerdict(found('too-fast'), { reviewBelow: 80 }).status).toBe('review');
    expect(qualityVerdict(found('phone-invalid'), { reviewBelow: 50 }).status).toBe('ok');
    expect(qualityVerdict(found('phone-invalid', 'email-invalid'), { rejectBelow: 40 }).status).toBe('rejected');
  });

  it('scores an integer from 0 to 100 for any set of findings', () => {
    expect(qualityVerdict(found(...FINDING_CODES)).score).toBe(0);
    for (const code of FINDING_CODES) expect(qualityVerdict(found(code)).score).toBe(100 - FINDING_WEIGHTS[code]);
  });

  it('lists each finding once with its text, heaviest first, equal weights in the order found', () => {
    const verdict = qualityVerdict([
      findings.emailUnchecked(),
      findings.tooFast(2000, 8000),
      findings.phoneFake('0170 0000000', 'repeated-digit'),
      findings.addressDuplicate(12),
      findings.tooFast(2000, 8000),
    ]);
    expect(verdict.findings).toEqual([
      { code: 'phone-fake', text: 'Telefonnummer offensichtlich falsch: 0170 0000000 (eine Ziffer wiederholt)' },
      { code: 'too-fast', text: 'Anfrage 2 s nach dem ersten Schritt abgeschickt (Grenze 8 s)' },
      { code: 'address-duplicate', text: 'Adresse schon als Lead vorhanden (Lead 12)' },
      { code: 'email-unchecked', text: 'E-Mail-Domain nicht geprüft (DNS nicht erreichbar)' },
    ]);
  });
});
