import { FINDING_CODES, FINDING_WEIGHTS, NOT_CHECKED_CODES, findings } from './findings';

describe('findings', () => {
  it('gives every code a weight between 0 and 100, and no weight to a check that could not run', () => {
    expect(Object.keys(FINDING_WEIGHTS).sort()).toEqual([...FINDING_CODES].sort());
    for (const code of FINDING_CODES) {
      expect(Number.isInteger(FINDING_WEIGHTS[code]) && FINDING_WEIGHTS[code] >= 0 && FINDING_WEIGHTS[code] <= 100).toBe(true);
    }
    for (const code of NOT_CHECKED_CODES) expect(FINDING_WEIGHTS[code]).toBe(0);
  });

  it('has the codes the API promises', () => {
    expect(FINDING_CODES).toEqual(
      expect.arrayContaining([
        'phone-invalid',
        'phone-fake',
        'email-disposable',
        'email-no-mx',
        'email-unchecked',
        'zip-unknown',
        'zip-town-mismatch',
        'address-duplicate',
        'name-placeholder',
        'too-fast',
        'honeypot',
        'velocity',
      ]),
    );
  });

  it.each([
    [findings.phoneInvalid('0123 4'), 'Telefonnummer ungültig: 0123 4 ist keine deutsche, österreichische oder Schweizer Nummer'],
    [findings.emailDisposable('trashmail.de'), 'Wegwerf-Adresse (trashmail.de)'],
    [findings.emailUnchecked(), 'E-Mail-Domain nicht geprüft (DNS nicht erreichbar)'],
    [findings.zipUnknown('00000'), 'Postleitzahl 00000 gibt es nicht'],
    [findings.tooFast(500, 8000), 'Anfrage 0,5 s nach dem ersten Schritt abgeschickt (Grenze 8 s)'],
    [findings.velocity(6, 'ip'), '6 Anfragen in einer Stunde von derselben IP-Adresse'],
  ])('%j', (finding, text) => {
    expect(finding.text).toBe(text);
  });

  it('cuts a pasted novel and folds its lines, so a finding stays one readable line', () => {
    const { text } = findings.namePlaceholder(`Test\n${'x'.repeat(500)}`);
    expect(text).toBe(`Platzhalter- oder Testname: Test ${'x'.repeat(55)}…`);
  });
});
