import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PortalContact } from '../api/types';
import { ContactDetails } from './ContactDetails';

const contact = (phone: string): PortalContact => ({
  salutation: 'Frau',
  firstName: 'Petra',
  lastName: 'Lehmann',
  phone,
  email: 'petra.lehmann@example.de',
  street: 'Prager Straße 4',
  zip: '01067',
  city: 'Dresden',
});

/** The lead page's contact card as HTML, without styles. */
const render = (phone: string) =>
  renderToStaticMarkup(createElement(ContactDetails, { contact: contact(phone) }))
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/ class="[^"]*"/g, '');

describe('the contact on the portal’s lead page', () => {
  it('shows the phone number as people read it and dials it as stored', () => {
    const html = render('+491607005447');
    expect(html).toContain('>+49 160 7005447<');
    expect(html).not.toContain('>+491607005447<');
    expect(html).toContain('href="tel:+491607005447"');
  });

  it('reads a national number as German and leaves what is no number as it was typed', () => {
    expect(render('0160 7005447')).toContain('>+49 160 7005447<');
    expect(render('bitte abends')).toContain('>bitte abends<');
  });
});
