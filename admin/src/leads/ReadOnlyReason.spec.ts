import { createElement, Fragment } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { LEAD_CONTACT_FIELDS, type LeadContact } from '@contract/lead-rules';
import { STAFF_ROLES, staffMay } from '@contract/staff-permissions';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { controlsIn, renderAs } from '../testing/render';
import { ContactForm } from './ContactForm';
import { DealIdForm } from './DealIdForm';

const contact = Object.fromEntries(LEAD_CONTACT_FIELDS.map((field) => [field, ''])) as LeadContact;
const lead = { id: 7, contact: { ...contact, firstName: 'Anna', lastName: 'Schmidt' }, pipedriveId: '4711' } as LeadDetail;

const render = (role: (typeof STAFF_ROLES)[number]) =>
  renderAs(role, createElement(ResourceContextProvider, { value: 'sells', children: createElement(Fragment, null, createElement(ContactForm, { lead }), createElement(DealIdForm, { lead })) }));

/** The native tooltips (`title`) on the page, as MUI's Tooltip sets them while closed. */
const tooltips = (html: string) => [...html.matchAll(/\stitle="([^"]*)"/g)].map((match) => match[1]);

describe('lead page fields a role may not change (issue 27 §6)', () => {
  it("say why in a tooltip naming the roles of the permission table and the user's own", () => {
    expect(STAFF_ROLES.filter((role) => staffMay(role, 'PUT /api/lead/{lId}'))).toEqual(['admin', 'sales']);
    const html = render('accounting');
    const fields = controlsIn(html).filter((control) => control.name.startsWith('contact.'));
    expect(fields.map((field) => field.name)).toEqual(LEAD_CONTACT_FIELDS.filter((field) => field !== 'salutation').map((field) => `contact.${field}`));
    expect(fields.every((field) => field.disabled)).toBe(true);
    // Every contact field (the salutation too) and the deal id.
    expect(tooltips(html)).toEqual(Array(LEAD_CONTACT_FIELDS.length + 1).fill('Nur für Administratoren und Vertrieb änderbar (Sie sind angemeldet als Buchhaltung).'));
  });

  it('have no such tooltip for a role that may change them', () => {
    const html = render('sales');
    expect(controlsIn(html).filter((control) => control.name.startsWith('contact.') && control.disabled)).toEqual([]);
    expect(tooltips(html)).toEqual([]);
  });
});
