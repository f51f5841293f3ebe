import { createElement } from 'react';
import { Form, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { defaultConditions } from '@contract/organisation';
import { renderAs } from '../testing/render';
import { SettingsTab } from './SettingsTab';

/** `GET /api/organisation/4` after the whole Einstellungen tab was filled in and saved. */
const stored = () => ({
  id: 4,
  name: 'Integrationen GmbH',
  active: true,
  deleted: false,
  type: 'pipedrive',
  phone: '+49 89 7654321',
  prio: 20,
  apiKey: 'a1b2c3d4e5f6',
  leadSellCost: 45.5,
  leadBuyCost: 20,
  reclamationQuote: 10,
  monthlyLeadLimit: 100,
  monthlyLeadGoal: 40,
  leadEvaluationMail: 'chef@example.de',
  leadEvaluationDay: 28,
  sendStatistic: true,
  sendInvoice: false,
  sendReclaLink: true,
  autoCrefo: true,
  crefoDays: 45,
  zapier: { active: true, uri: 'https://hooks.zapier.com/hooks/catch/1/e2e', username: '', secretSet: false },
  make: { active: true, uri: 'https://hook.eu1.make.com/e2e', username: '', secretSet: false },
  leveto: { active: true, uri: 'https://api.leveto.example/leads', username: 'sonnenstrom', secretSet: true },
  pipedrive: { type: 'deal', pipeline: 7, stage: 72, leadLabel: null, tokenSet: true },
  lexOffice: { number: '10042', id: 'lex-abc' },
  weClapp: { uri: 'https://kunde.weclapp.com/webapp/api/v1', keySet: true },
  config: { reclamationEmail: 'recla@example.de' },
  extension: { lawyer: { active: true, email: 'kanzlei@example.de', days: 21 } },
  conditions: {
    ...defaultConditions(),
    delay: 15,
    age: 3,
    zipConditions: [{ zip: '803', email: 'muenchen@example.de, chef@example.de' }],
    radiuses: [{ zip: '80331', radius: 50 }],
    answers: { roofType: ['Flachdach'] },
    config: { ...defaultConditions().config, otherAndRadius: true, googleZipSheet: { ...defaultConditions().config.googleZipSheet, sheetId: '1AbCdEf' } },
    activeDays: defaultConditions().activeDays.map((day) =>
      day.weekDay === 'monday' ? { ...day, startTime: '09:15' } : day.weekDay === 'saturday' ? { ...day, active: true, endTime: '24:00' } : day,
    ),
  },
  warnings: [],
});

type Record = ReturnType<typeof stored>;

/** What the stand-in data provider's queries already know: the funnel's steps and the buyer's Pipedrive lists. */
const CACHED: [readonly unknown[], unknown][] = [
  [['funnel', 'steps'], [{ key: 'roofType', title: 'Dachart', answers: [{ text: 'Satteldach', freeText: false }, { text: 'Flachdach', freeText: false }] }]],
  [['organisations', 4, 'pipedrive', '', 'pipelines'], [{ id: 7, name: 'E2E Vertrieb' }, { id: 8, name: 'E2E Service' }]],
  [['organisations', 4, 'pipedrive', '', 'stages', 7], [{ id: 71, name: 'Qualifiziert', pipelineId: 7 }, { id: 72, name: 'Angebot', pipelineId: 7 }]],
  [['organisations', 4, 'pipedrive', '', 'leadlabels'], [{ id: 'f4b1c6a2', name: 'Heiß' }]],
];

/** The Einstellungen tab as the detail page's form shows a stored organisation. */
const render = (record: Record) =>
  renderAs(
    'admin',
    createElement(ResourceContextProvider, {
      value: 'organisations',
      children: createElement(RecordContextProvider, { value: record, children: createElement(Form, { record, children: createElement(SettingsTab) }) }),
    }),
    CACHED,
  );

/** Each named input's shown value (text inputs) or state (switches, radios, checkboxes). */
function inputs(html: string): Map<string, string | boolean> {
  const found = new Map<string, string | boolean>();
  for (const [, attributes] of html.matchAll(/<input(\s[^>]*?)\/?>/g)) {
    const name = /\sname="([^"]*)"/.exec(attributes)?.[1];
    if (!name) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    const value = /\svalue="([^"]*)"/.exec(attributes)?.[1] ?? '';
    if (type === 'checkbox') found.set(name, /\schecked=""/.test(attributes));
    else if (type === 'radio') {
      if (/\schecked=""/.test(attributes)) found.set(name, value);
    } else found.set(name, value.replace(/&amp;/g, '&'));
  }
  return found;
}

describe("organisation detail, tab 'Einstellungen'", () => {
  it('shows every stored setting in its input, amounts in German, midnight as 00:00', () => {
    const html = render(stored());
    const shown = inputs(html);
    expect(Object.fromEntries([...shown].filter(([name]) => !name.startsWith('conditions.activeDays')))).toMatchObject({
      type: 'pipedrive',
      phone: '+49 89 7654321',
      prio: '20',
      apiKey: 'a1b2c3d4e5f6',
      leadSellCost: '45,50',
      leadBuyCost: '20,00',
      reclamationQuote: '10',
      monthlyLeadLimit: '100',
      monthlyLeadGoal: '40',
      leadEvaluationMail: 'chef@example.de',
      leadEvaluationDay: '28',
      'config.reclamationEmail': 'recla@example.de',
      sendStatistic: true,
      sendInvoice: false,
      sendReclaLink: true,
      'conditions.delay': '15',
      'conditions.age': '3',
      'lexOffice.number': '10042',
      'lexOffice.id': 'lex-abc',
      'conditions.config.otherAndRadius': true,
      'conditions.zipConditions.0.zip': '803',
      'conditions.zipConditions.0.email': 'muenchen@example.de, chef@example.de',
      'conditions.radiuses.0.zip': '80331',
      'conditions.radiuses.0.radius': '50',
      'conditions.config.googleZipSheet.sheetId': '1AbCdEf',
      'conditions.config.googleZipSheet.whiteList': true,
      'conditions.answers.roofType': 'Flachdach',
      'extension.lawyer.active': true,
      'extension.lawyer.email': 'kanzlei@example.de',
      'extension.lawyer.days': '21',
      autoCrefo: true,
      crefoDays: '45',
    });
    // The key is the server's: shown, never edited.
    expect(html).toMatch(/<input[^>]*name="apiKey"[^>]*readonly=""/);
    // Monday is the first day, Saturday the sixth; an end at midnight is typed and shown as 00:00.
    expect([shown.get('conditions.activeDays.0.startTime'), shown.get('conditions.activeDays.0.endTime')]).toEqual(['09:15', '18:00']);
    expect([shown.get('conditions.activeDays.5.active'), shown.get('conditions.activeDays.5.endTime')]).toEqual([true, '00:00']);
    expect(html).toContain('placeholder="HH:MM"');
    expect(html).toContain('Ende 00:00 heißt: bis Mitternacht.');
    // Lawyer and Creditreform days offer their default as the placeholder.
    expect(html.match(/placeholder="30"/g)).toHaveLength(2);
  });

  it("shows a stored Pipedrive token only as 'Token gespeichert', with the kind and the names of pipeline and stage", () => {
    const html = render(stored());
    const shown = inputs(html);
    expect(shown.get('pipedrive.token')).toBe('');
    expect(html).toContain('Token gespeichert');
    expect(shown.get('pipedrive.type')).toBe('deal');
    expect(html).toMatch(/role="combobox"[^>]*>E2E Vertrieb</);
    expect(html).toMatch(/role="combobox"[^>]*>Angebot</);

    const lead = render({ ...stored(), pipedrive: { type: 'lead', pipeline: null, stage: null, leadLabel: 'f4b1c6a2', tokenSet: true } as unknown as Record['pipedrive'] });
    expect(inputs(lead).get('pipedrive.type')).toBe('lead');
    expect(lead).toMatch(/role="combobox"[^>]*>Heiß</);
  });

  it('shows the block of the chosen integration type with its own values; stored secrets are only named as saved', () => {
    const zapier = inputs(render({ ...stored(), type: 'zapier' }));
    expect(zapier.get('zapier.uri')).toBe('https://hooks.zapier.com/hooks/catch/1/e2e');
    expect(zapier.has('make.uri')).toBe(false);
    expect(inputs(render({ ...stored(), type: 'make' })).get('make.uri')).toBe('https://hook.eu1.make.com/e2e');

    const weClapp = render({ ...stored(), type: 'weClapp' });
    expect(inputs(weClapp).get('weClapp.uri')).toBe('https://kunde.weclapp.com/webapp/api/v1');
    expect(inputs(weClapp).get('weClapp.key')).toBe('');
    expect(weClapp).toContain('Gespeichert. Zum Ändern neu eingeben.');

    const leveto = render({ ...stored(), type: 'leveto' });
    expect(Object.fromEntries(inputs(leveto))).toMatchObject({
      'leveto.active': true,
      'leveto.uri': 'https://api.leveto.example/leads',
      'leveto.username': 'sonnenstrom',
      'leveto.secret': '',
    });
    expect(leveto).toContain('Gespeichert. Zum Ändern neu eingeben.');
  });
});
