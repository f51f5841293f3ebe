import { createElement } from 'react';
import { Form, ResourceContextProvider } from 'react-admin';
import { LEAD_CONTACT_FIELDS, type LeadContact } from '@contract/lead-rules';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { LeadCard } from '../leads/LeadCard';
import { renderAs } from '../testing/render';
import { PhoneInput } from './PhoneInput';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
const orderForm = (phone: string) =>
  renderAs('admin', createElement(ResourceContextProvider, { value: 'orders', children: createElement(Form, { record: { id: 'A-1', phone }, children: createElement(PhoneInput, { source: 'phone' }) }) }));

describe('phone numbers as staff read them (issue 29 §4)', () => {
  it('on the order page: the input keeps what was typed, the formatted number under it', () => {
    const html = orderForm('01607005447');
    expect(html).toMatch(/<input[^>]*value="01607005447"/);
    expect(text(html)).toContain('Formatiert: +49 160 7005447');
  });

  it('on the order page: no hint when the number is typed as it reads, or not a number at all', () => {
    for (const phone of ['+49 160 7005447', 'ab 18 Uhr', '']) {
      expect(text(orderForm(phone))).not.toContain('Formatiert');
    }
  });

  it('on the lead page: the call link reads +49 160 7005447 and dials the stored number', () => {
    const contact = { ...(Object.fromEntries(LEAD_CONTACT_FIELDS.map((field) => [field, ''])) as LeadContact), firstName: 'Anna', phone: '+491607005447' };
    const lead = { id: 7, contact, pipedriveId: null, qualified: false, qualifiedAt: null, created: '2026-11-20T09:00:00.000Z', realCreated: '2026-11-20T09:00:00.000Z', leadsource: 'Partner', sellingStatistics: [] } as unknown as LeadDetail;
    const html = renderAs('admin', createElement(ResourceContextProvider, { value: 'sells', children: createElement(LeadCard, { lead }) }));
    expect(html).toMatch(/href="tel:\+491607005447"[^>]*>\+49 160 7005447<\/a>/);
  });
});
