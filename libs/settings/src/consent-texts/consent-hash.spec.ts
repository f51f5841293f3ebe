import { createHash } from 'node:crypto';
import { CONSENT_TEXT } from '@app/contract';
import { canonicalConsentText, consentTextHash } from './consent-hash';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('consent text hashing', () => {
  it('is the SHA-256 of the text as printed, so anyone can recompute it', () => {
    expect(consentTextHash(CONSENT_TEXT)).toBe(sha256(CONSENT_TEXT));
    expect(consentTextHash(CONSENT_TEXT)).toMatch(/^[0-9a-f]{64}$/);
    // A known vector: the hash of 'abc' from FIPS 180-2.
    expect(consentTextHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives the same version for the same words typed on another system', () => {
    const typed = 'Ich willige ein.\nWiderruf jederzeit möglich.';
    expect(consentTextHash('Ich willige ein.\r\nWiderruf jederzeit möglich.')).toBe(consentTextHash(typed));
    expect(consentTextHash('Ich willige ein.\rWiderruf jederzeit möglich.')).toBe(consentTextHash(typed));
    expect(consentTextHash(`${typed}\n\n  `)).toBe(consentTextHash(typed));
    // 'ö' as one code point or as 'o' with a combining diaeresis looks the same to a reader.
    expect(consentTextHash(typed.replace('ö', 'o\u0308'))).toBe(consentTextHash(typed));
  });

  it('gives a new version for any change a reader can see', () => {
    const base = consentTextHash('Ich willige in Anrufe ein.');
    expect(consentTextHash('Ich willige in Anrufe und E-Mails ein.')).not.toBe(base);
    expect(consentTextHash('ich willige in Anrufe ein.')).not.toBe(base);
    expect(consentTextHash(' Ich willige in Anrufe ein.')).not.toBe(base);
    expect(consentTextHash('Ich willige in Anrufe ein.\n\nZweiter Absatz')).not.toBe(base);
  });

  it('keeps the canonical text a reader sees (the stored form)', () => {
    expect(canonicalConsentText('Zeile 1\r\nZeile 2  \n')).toBe('Zeile 1\nZeile 2');
    expect(consentTextHash(canonicalConsentText('A\r\nB'))).toBe(sha256('A\nB'));
  });
});
