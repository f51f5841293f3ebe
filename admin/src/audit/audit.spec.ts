import { de } from '../i18n/de';
import { actionLabelKey, actorText, AUDIT_ACTIONS, AUDIT_ENTITIES, changeLines, changesText, detailsText, entityLabelKey, entityPath, entityText, roleText, valueText } from './audit';
import { i18nProvider } from '../i18n/i18nProvider';

const audit = (de as unknown as { app: { audit: { actions: Record<string, string>; entities: Record<string, string> } } }).app.audit;
const translate = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('audit screen helpers', () => {
  it('has a German name for every action and object type it offers as a filter', () => {
    for (const action of AUDIT_ACTIONS) expect(audit.actions[action]).toBeTruthy();
    for (const entity of AUDIT_ENTITIES) expect(audit.entities[entity]).toBeTruthy();
    expect(actionLabelKey('sell')).toBe('app.audit.actions.sell');
    expect(actionLabelKey('something-new')).toBeNull();
    expect(entityLabelKey('reclamation-request')).toBe('app.audit.entities.reclamation-request');
  });

  it('reads changes as one line per field, nested fields by their path', () => {
    const changes = { before: { lastName: 'S***', conditions: { radius: 20 }, qualified: false }, after: { lastName: 'M***', conditions: { radius: 30 }, qualified: true } };
    expect(changeLines(changes)).toEqual([
      { field: 'lastName', before: 'S***', after: 'M***' },
      { field: 'conditions.radius', before: '20', after: '30' },
      { field: 'qualified', before: 'Nein', after: 'Ja' },
    ]);
    const german = (key: string, options?: Record<string, unknown>) =>
      ({ 'app.audit.fields.lastName': 'Nachname', 'app.audit.fields.qualified': 'Qualifiziert' })[key] ?? String(options?._ ?? key);
    expect(changesText(changes, german)).toBe('Nachname: S*** → M***; conditions › radius: 20 → 30; Qualifiziert: Nein → Ja');
  });

  it('shows a create or delete with the other side empty, and nothing for no changes', () => {
    expect(changeLines({ before: null, after: { status: 'draft' } })).toEqual([{ field: 'status', before: '—', after: 'Entwurf' }]);
    expect(changeLines({ before: { status: 'draft' }, after: null })).toEqual([{ field: 'status', before: 'Entwurf', after: '—' }]);
    expect(changeLines(null)).toEqual([]);
  });

  it('writes values as a person reads them', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText('2026-05-04T08:30:00.000Z')).toBe('04.05.2026 10:30');
    expect(valueText(['80', '81'])).toBe('["80","81"]');
  });

  it('says what a row without changes knows', () => {
    expect(detailsText({ route: 'GET /api/leads/export', count: 3, ids: [[1, 3]] }, translate)).toBe('app.audit.details.count {"smart_count":3}');
    const fieldsAsSent = (key: string, options?: Record<string, unknown>) => (key.startsWith('app.audit.fields.') ? String(options?._) : translate(key, options));
    expect(detailsText({ fields: ['name', 'email'] }, fieldsAsSent)).toBe('app.audit.details.fields {"fields":"name, email"}');
    expect(detailsText(null, translate)).toBe('');
  });

  it('names the actor and the role', () => {
    expect(actorText({ userEmail: 'a@example.de', role: 'admin' }, translate)).toBe('a@example.de');
    expect(actorText({ userEmail: null, role: 'buyer' }, translate)).toBe('app.audit.buyer');
    expect(actorText({ userEmail: null, role: null }, translate)).toBe('app.audit.system');
    expect(roleText('sales', translate)).toBe('app.roles.sales');
    // A buyer user of the portal: its address, and the role Käufer (its id is no staff id).
    expect(actorText({ userEmail: 'einkauf@kaeufer.example', role: 'buyer-user' }, translate)).toBe('einkauf@kaeufer.example');
    expect(roleText('buyer-user', translate)).toBe('app.audit.buyerUser');
    expect(roleText(null, translate)).toBe('');
  });

  it('reads as German what the walkthrough saw raw: a settings area, its fields, an outcome and its status (issue 29 §3)', () => {
    const german = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
    expect(entityText({ entityType: 'settings', entityId: 'security' }, german)).toBe('Einstellungen: Sicherheit');
    expect(entityText({ entityType: 'lead-outcome', entityId: '31' }, german)).toBe('Ergebnis eines Leads 31');
    expect(changesText({ before: { requireTwoFactor: false }, after: { requireTwoFactor: true } }, german)).toBe('Zweiter Faktor für alle Mitarbeiter Pflicht: Nein → Ja');
    expect(changesText({ before: { status: 'offer', reason: null }, after: { status: 'won', reason: null } }, german)).toBe('Status: Angebot abgegeben → Auftrag erhalten; Grund: — → —');
    expect(changesText({ before: { status: 'lost', reason: 'price' }, after: { status: 'lost', reason: 'competitor' } }, german)).toContain('Grund: Preis → Wettbewerber');
    expect(changesText({ before: { conditions: { delay: 0 } }, after: { conditions: { delay: 15 } } }, german)).toBe('Bedingungen › Verzögerung (Minuten): 0 → 15');
    expect(detailsText({ fields: ['requireTwoFactor'] }, german)).toBe('Felder: Zweiter Faktor für alle Mitarbeiter Pflicht');
    // A code of another field stays as it is: only the fields with codes are translated.
    expect(valueText('won', 'note')).toBe('won');
  });

  it('links leads, organisations and lead sources to their pages', () => {
    expect(entityPath({ entityType: 'lead', entityId: '17' })).toBe('/sells/17');
    expect(entityPath({ entityType: 'organisation', entityId: '3' })).toBe('/organisations/3');
    expect(entityPath({ entityType: 'settings', entityId: 'company' })).toBeNull();
    expect(entityPath({ entityType: 'lead', entityId: null })).toBeNull();
  });
});
