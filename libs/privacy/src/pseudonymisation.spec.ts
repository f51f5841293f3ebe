import type { ClickHistoryEntry } from '@app/leads';
import { erasureNoticeMail } from './erasure-mail';
import { AnswerCatalogue, ERASED_NAME, keptAnswers, keptClicks, leadPseudonym, orderPseudonym } from './pseudonymisation';

const CATALOGUE: AnswerCatalogue = new Map([
  ['consumption', { answers: [{ text: '3.000 – 5.000 kWh', freeText: false }, { text: '5.000 – 8.000 kWh', freeText: false }] }],
  ['buildingType', { answers: [{ text: 'Einfamilienhaus', freeText: false }, { text: 'Sonstiges', freeText: true }] }],
  ['roofType', { answers: [{ text: 'Satteldach', freeText: false }, { text: 'Flachdach', freeText: false }] }],
]);
const AT = new Date('2026-12-03T09:00:00Z');

describe('pseudonymisation rules', () => {
  describe('answers by key', () => {
    it('keeps an answer chosen from the question’s list as it is', () => {
      expect(keptAnswers({ consumption: '3.000 – 5.000 kWh', roofType: 'Flachdach' }, CATALOGUE)).toEqual({ consumption: '3.000 – 5.000 kWh', roofType: 'Flachdach' });
    });

    it('replaces typed text by the label of the question’s free-text answer, so the key keeps its category', () => {
      expect(keptAnswers({ buildingType: 'Bauernhof von Familie Huber, Hofweg 3' }, CATALOGUE)).toEqual({ buildingType: 'Sonstiges' });
    });

    it('drops typed text of a question without a free-text answer (a supplier’s own wording) and keys of no question (remarks)', () => {
      expect(keptAnswers({ roofType: 'Walmdach, Herr Huber ruft ab 18 Uhr zurück', extraInfo: 'Tel. privat 0171 555' }, CATALOGUE)).toEqual({});
    });
  });

  it('keeps which answer was clicked but not the typed text in the click history', () => {
    const clicks: ClickHistoryEntry[] = [
      { title: 'Hausart', id: 2, key: 'buildingType', action: { title: 'Sonstiges', freeText: 'Bauernhof von Familie Huber' } },
      { key: 'roofType', action: { title: 'Satteldach' } },
    ];
    expect(keptClicks(clicks)).toEqual([
      { title: 'Hausart', id: 2, key: 'buildingType', action: { title: 'Sonstiges' } },
      { key: 'roofType', action: { title: 'Satteldach' } },
    ]);
    expect(JSON.stringify(keptClicks(clicks))).not.toContain('Huber');
  });

  it('removes the lead’s contact, free texts, consent address and browser, the double opt-in’s origin and the page address, and dates the pseudonym', () => {
    const pseudonym = leadPseudonym(
      {
        data: { consumption: '5.000 – 8.000 kWh', buildingType: 'Bauernhof', extraInfo: 'Hund im Garten' },
        details: [{ key: 'buildingType', action: { title: 'Sonstiges', freeText: 'Bauernhof' } }],
      },
      CATALOGUE,
      AT,
    );
    expect(pseudonym).toEqual({
      salutation: '',
      firstName: '',
      lastName: ERASED_NAME,
      phone: '',
      email: '',
      street: '',
      city: '',
      data: { consumption: '5.000 – 8.000 kWh', buildingType: 'Sonstiges' },
      details: [{ key: 'buildingType', action: { title: 'Sonstiges' } }],
      consentIp: null,
      consentUserAgent: null,
      consentProofUrl: null,
      emailConfirmTokenHash: null,
      emailConfirmIp: null,
      emailConfirmUserAgent: null,
      fromUrl: null,
      pseudonymisedAt: AT,
    });
    // What stays is not written at all: the lead's number, dates, postcode, source, qualification and consent time.
    for (const kept of ['id', 'zip', 'createdAt', 'realCreatedAt', 'leadsourceId', 'qualified', 'consentAt', 'consentText', 'consentVersionId', 'emailConfirmedAt']) {
      expect(pseudonym).not.toHaveProperty(kept);
    }
  });

  it('empties an order’s name, address, phone, e-mail and note, last name included, so the status page cannot find it any more', () => {
    expect(orderPseudonym(AT)).toEqual({ firstName: '', lastName: '', street: '', city: '', phone: '', mail: '', note: '', pseudonymisedAt: AT });
  });

  it('asks a buyer to erase by the lead number only, in German, with the company as sender', () => {
    const mail = erasureNoticeMail({ leadId: 4711, soldAt: new Date('2026-11-20T10:00:00Z'), buyerName: 'Solar & Dach <Süd>', companyName: 'Leadportal GmbH' });
    expect(mail.subject).toBe('Bitte löschen: Daten zu Lead 4711 (Art. 17 DSGVO)');
    expect(mail.text).toContain('am 20.11.2026 als Lead 4711 übermittelt');
    expect(mail.text).toContain('Nach Art. 19 DSGVO teilen wir Ihnen dies mit: Bitte löschen Sie die Kontaktdaten zu Lead 4711 auch bei sich');
    expect(mail.text).toMatch(/Mit freundlichen Grüßen\nLeadportal GmbH$/);
    expect(mail.html).toContain('Guten Tag Solar &amp; Dach &lt;Süd&gt;,');
  });
});
