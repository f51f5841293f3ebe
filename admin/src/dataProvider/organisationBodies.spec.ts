import { defaultConditions } from '@contract/organisation';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { createDataProvider } from './dataProvider';
import { organisationBody, organisationCreateBody, organisationStatus, withOrganisationStatus } from './organisationBodies';

/** `GET /api/organisation/4` as the API sends it. */
const detail = () => ({
  id: 4,
  name: 'Sonnenstrom Bayern GmbH',
  active: true,
  deleted: false,
  type: 'pipedrive',
  email: 'leads@sonnenstrom.example',
  phone: '+49891234567',
  street: 'Sonnenweg 1',
  zip: '80331',
  city: 'München',
  country: 'germany',
  prio: 100,
  creationDate: '2026-01-05T10:00:00.000Z',
  apiKey: 'key-123',
  leadSellCost: 45.5,
  exclusiveLeads: false,
  exclusiveLeadSellCost: null,
  creditLimit: null,
  leadBuyCost: 20,
  reclamationQuote: 10,
  monthlyLeadLimit: 0,
  monthlyLeadGoal: 30,
  leadEvaluationMail: 'chef@sonnenstrom.example',
  leadEvaluationDay: 3,
  sendStatistic: true,
  sendInvoice: false,
  sendReclaLink: true,
  autoCrefo: false,
  crefoDays: 30,
  zapier: { active: true, uri: 'https://hooks.zapier.com/hooks/catch/1/abc', username: 'zap', secretSet: false },
  make: { active: false, uri: '', username: '', secretSet: true },
  leveto: { active: false, uri: '', username: '', secretSet: true },
  pipedrive: { type: 'deal', pipeline: 1, stage: 2, leadLabel: null, tokenSet: true },
  lexOffice: { number: '10001', id: 'abc' },
  weClapp: { uri: '', keySet: false },
  config: { reclamationEmail: 'recla@sonnenstrom.example' },
  extension: { lawyer: { active: false, email: '', days: 30 } },
  conditions: {
    ...defaultConditions(),
    zipConditions: [{ zip: '803', email: 'muenchen@sonnenstrom.example' }],
    radiuses: [{ zip: '80331', radius: 50 }],
    answers: { roofType: ['Satteldach'] },
  },
  invoices: [{ id: 1 }],
  dunnings: [],
  missingInvoices: [],
  warnings: [],
});

describe('organisationBody (PUT /api/organisation/{id})', () => {
  it('sends the whole form in the detail shape without the read-only fields', () => {
    const { id, deleted, creationDate, apiKey, invoices, dunnings, missingInvoices, warnings, ...editable } = detail();
    void [id, deleted, creationDate, apiKey, invoices, dunnings, missingInvoices, warnings];
    const { tokenSet, ...pipedrive } = editable.pipedrive;
    const { secretSet, ...leveto } = editable.leveto;
    const { secretSet: zapierSecretSet, ...zapier } = editable.zapier;
    const { secretSet: makeSecretSet, ...make } = editable.make;
    const { keySet, ...weClapp } = editable.weClapp;
    void [tokenSet, secretSet, zapierSecretSet, makeSecretSet, keySet];

    expect(organisationBody(detail())).toEqual({ ...editable, pipedrive, leveto, zapier, make, weClapp });
  });

  it('sends a secret only when one was typed; an emptied input keeps the stored one', () => {
    const typed = detail();
    const body = organisationBody({
      ...typed,
      pipedrive: { ...typed.pipedrive, token: ' pd-token ' },
      weClapp: { ...typed.weClapp, key: 'wc-key' },
      leveto: { ...typed.leveto, secret: null },
    });
    expect(body.pipedrive).toEqual({ type: 'deal', pipeline: 1, stage: 2, leadLabel: null, token: 'pd-token' });
    expect(body.weClapp).toEqual({ uri: '', key: 'wc-key' });
    expect(body.leveto).toEqual({ active: false, uri: '', username: '' });
  });

  it('sends the Zapier and Make hooks with their secret when typed, null when cleared, none to keep it', () => {
    const typed = detail();
    const body = organisationBody({
      ...typed,
      zapier: { ...typed.zapier, secret: ' geheim ' },
      make: { ...typed.make, secret: 'ignored', clearSecret: true },
    });
    expect(body.zapier).toEqual({ active: true, uri: 'https://hooks.zapier.com/hooks/catch/1/abc', username: 'zap', secret: 'geheim' });
    expect(body.make).toEqual({ active: false, uri: '', username: '', secret: null });
    expect(organisationBody(typed).make).toEqual({ active: false, uri: '', username: '' });
    expect(organisationBody({ ...typed, pipedrive: { ...typed.pipedrive, token: '' } }).pipedrive).not.toHaveProperty('token');
  });

  it('turns emptied inputs into the defaults and texts into numbers', () => {
    const body = organisationBody({
      ...detail(),
      phone: null,
      prio: null,
      leadSellCost: '45,50',
      crefoDays: null,
      leadEvaluationDay: 35,
      pipedrive: { type: 'lead', pipeline: '', stage: null, leadLabel: 'b5d2-uuid', tokenSet: true },
      extension: { lawyer: { active: true, email: 'anwalt@kanzlei.example', days: '' } },
    });
    expect(body).toMatchObject({
      phone: '',
      prio: 100,
      leadSellCost: 45.5,
      crefoDays: 30,
      leadEvaluationDay: 28,
      pipedrive: { type: 'lead', pipeline: null, stage: null, leadLabel: 'b5d2-uuid' },
      extension: { lawyer: { active: true, email: 'anwalt@kanzlei.example', days: 30 } },
    });
  });

  it('leaves out the status of a deleted organisation, whose disabled switch has no value', () => {
    const { active, ...withoutSwitch } = detail();
    void active;
    expect(organisationBody({ ...withoutSwitch, deleted: true })).not.toHaveProperty('active');
  });

  it('drops postal-code rows left empty and writes e-mail lists uniformly', () => {
    const conditions = organisationBody({
      ...detail(),
      email: 'a@x.de,b@y.de ; c@z.de',
      conditions: {
        ...detail().conditions,
        zipConditions: [
          { zip: '8', email: 'a@x.de,b@y.de' },
          { zip: null, email: '' },
        ],
        radiuses: [
          { zip: '10115', radius: '25' },
          { zip: '', radius: null },
        ],
        answers: { roofType: [], buildingType: ['Einfamilienhaus'] },
      },
    });
    expect(conditions.email).toBe('a@x.de, b@y.de, c@z.de');
    expect(conditions.conditions).toMatchObject({
      zipConditions: [{ zip: '8', email: 'a@x.de, b@y.de' }],
      radiuses: [{ zip: '10115', radius: 25 }],
      answers: { buildingType: ['Einfamilienhaus'] },
    });
  });

  it('always sends seven active days in week order', () => {
    const days = defaultConditions().activeDays;
    const shuffled = [days[6], { ...days[0], active: false, startTime: '09:15' }, ...days.slice(1, 6)];
    const body = organisationBody({ ...detail(), conditions: { ...detail().conditions, activeDays: shuffled } });
    const activeDays = (body.conditions as { activeDays: typeof days }).activeDays;
    expect(activeDays.map((day) => day.weekDay)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(activeDays[0]).toEqual({ active: false, weekDay: 'monday', label: 'Montag', startTime: '09:15', endTime: '18:00' });
  });
});

describe('organisationCreateBody (POST /api/organisation)', () => {
  it('sends the dialog fields and the default conditions, no id, creation date or API key', () => {
    expect(
      organisationCreateBody({
        name: ' Dachprofi Nord ',
        type: 'zapier',
        email: 'info@dachprofi.example',
        phone: null,
        street: 'Hafenstraße 2',
        zip: '20095',
        city: 'Hamburg',
        country: 'germany',
        active: false,
      }),
    ).toEqual({
      active: false,
      name: 'Dachprofi Nord',
      phone: '',
      email: 'info@dachprofi.example',
      street: 'Hafenstraße 2',
      zip: '20095',
      city: 'Hamburg',
      country: 'germany',
      type: 'zapier',
      conditions: defaultConditions(),
    });
  });
});

describe('organisation status', () => {
  it('is deleted before anything else, else active or inactive', () => {
    expect(organisationStatus({ active: true, deleted: true })).toBe('deleted');
    expect(organisationStatus({ active: true })).toBe('active');
    expect(organisationStatus({ active: false, deleted: false })).toBe('inactive');
    expect(withOrganisationStatus({ id: 1, active: true })).toEqual({ id: 1, active: true, status: 'active' });
  });
});

describe('dataProvider for organisations', () => {
  function setup(answers: Record<string, unknown>) {
    const requests: { path: string; options?: RequestOptions }[] = [];
    const http: HttpClient = {
      request: async <T>(path: string, options?: RequestOptions) => {
        requests.push({ path, options });
        return answers[`${options?.method ?? 'GET'} ${path}`] as T;
      },
      exchange: async () => {
        throw new Error('not used by these tests');
      },
      download: async () => ({ blob: new Blob(), fileName: null }),
      renewSession: async () => undefined,
    };
    return { requests, dataProvider: createDataProvider(http) };
  }

  it('updates with PUT of the whole form and takes the stored record from the answer', async () => {
    const stored = { ...detail(), name: 'Neu' };
    const { dataProvider, requests } = setup({ 'PUT /api/organisation/4': stored });
    const form = { ...detail(), name: 'Neu', pipedrive: { ...detail().pipedrive, token: 'pd-token' } };

    const result = await dataProvider.update('organisations', { id: 4, data: form, previousData: detail() });

    expect(requests).toEqual([{ path: '/api/organisation/4', options: { method: 'PUT', body: organisationBody(form) } }]);
    expect(requests[0].options?.body).not.toHaveProperty('apiKey');
    // The typed token is gone from the record: the answer only says that one is stored.
    expect(result.data.pipedrive).toEqual(detail().pipedrive);
  });

  it("sorts the list by name both ways, German order, with the list's status switches applied", async () => {
    const { dataProvider } = setup({
      'GET /api/organisations': [
        { id: 1, name: 'Zeta Solar', active: true },
        { id: 2, name: 'Alpha Dach', active: true, deleted: true },
        { id: 3, name: 'Ärger GmbH', active: false },
        { id: 4, name: 'beta Strom', active: true },
      ],
    });
    const names = async (order: 'ASC' | 'DESC', status: string[]) =>
      (await dataProvider.getList('organisations', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order }, filter: { status } })).data.map(
        (record) => `${record.name} (${record.status})`,
      );

    await expect(names('ASC', ['active', 'inactive'])).resolves.toEqual(['Ärger GmbH (inactive)', 'beta Strom (active)', 'Zeta Solar (active)']);
    await expect(names('DESC', ['active', 'inactive', 'deleted'])).resolves.toEqual([
      'Zeta Solar (active)',
      'beta Strom (active)',
      'Ärger GmbH (inactive)',
      'Alpha Dach (deleted)',
    ]);
    await expect(names('ASC', ['deleted'])).resolves.toEqual(['Alpha Dach (deleted)']);
  });

  it('deletes on the plural route', async () => {
    const { dataProvider, requests } = setup({ 'DELETE /api/organisations/4': { id: 4, deleted: true } });

    await dataProvider.delete('organisations', { id: 4, previousData: detail() });

    expect(requests).toEqual([{ path: '/api/organisations/4', options: { method: 'DELETE' } }]);
  });
});
