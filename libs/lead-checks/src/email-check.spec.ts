import { checkEmail, checkEmailSyntax, emailDnsFinding, emailDomain, isDisposableDomain } from './email-check';

describe('checkEmailSyntax', () => {
  it.each(['anna.schmidt@example.de', 'Anna.Schmidt+solar@T-Online.de', 'j.mueller@web.de', 'a@b.co'])(
    '%s is an address',
    (email) => {
      expect(checkEmailSyntax(email)).toEqual([]);
    },
  );

  it.each([
    ['anna.schmidt@', 'E-Mail-Adresse ungültig: anna.schmidt@'],
    ['anna.schmidt@gmx', 'E-Mail-Adresse ungültig: anna.schmidt@gmx'],
    ['anna schmidt@gmx.de', 'E-Mail-Adresse ungültig: anna schmidt@gmx.de'],
    ['anna..schmidt@gmx.de', 'E-Mail-Adresse ungültig: anna..schmidt@gmx.de'],
    ['keine', 'E-Mail-Adresse ungültig: keine'],
    ['', 'E-Mail-Adresse fehlt'],
  ])('%j is email-invalid: %s', (email, text) => {
    expect(checkEmailSyntax(email)).toEqual([{ code: 'email-invalid', text }]);
  });
});

describe('isDisposableDomain', () => {
  it.each(['trashmail.de', 'wegwerfmail.de', 'mailinator.com', '10minutemail.com', 'TrashMail.DE', ' trashmail.de. ', 'inbox.mailinator.com'])(
    '%j is a throwaway-mail domain',
    (domain) => {
      expect(isDisposableDomain(domain)).toBe(true);
    },
  );

  it.each(['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'posteo.de', 'mailbox.org', 'outlook.de', 'stadtwerke-muenchen.de', 'de', ''])(
    '%j is not',
    (domain) => {
      expect(isDisposableDomain(domain)).toBe(false);
    },
  );
});

describe('checkEmail', () => {
  it.each([
    ['anna@trashmail.de', [{ code: 'email-disposable', text: 'Wegwerf-Adresse (trashmail.de)' }]],
    ['Anna@Mailinator.COM', [{ code: 'email-disposable', text: 'Wegwerf-Adresse (mailinator.com)' }]],
    ['anna.schmidt@gmx.de', []],
    // An address that is no address is not looked up further.
    ['anna@@trashmail.de', [{ code: 'email-invalid', text: 'E-Mail-Adresse ungültig: anna@@trashmail.de' }]],
  ])('%s → %j', (email, expected) => {
    expect(checkEmail(email)).toEqual(expected);
  });

  it.each([
    ['anna@gmx.de', 'gmx.de'],
    ['"a@b"@Example.DE', 'example.de'],
    ['keine', ''],
  ])('the domain of %s is %j', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });
});

describe('emailDnsFinding', () => {
  it.each([
    ['has-mail-host', undefined, null],
    ['no-such-domain', 'gmial.com', { code: 'email-no-mx', text: 'E-Mail-Domain gmial.com nimmt keine Mails an (kein MX- oder A-Eintrag)' }],
    ['no-such-domain', undefined, { code: 'email-no-mx', text: 'E-Mail-Domain nimmt keine Mails an (kein MX- oder A-Eintrag)' }],
    ['not-checked', 'gmx.de', { code: 'email-unchecked', text: 'E-Mail-Domain nicht geprüft (DNS nicht erreichbar)' }],
  ] as const)('%s (%s) → %j', (result, domain, finding) => {
    expect(emailDnsFinding(result, domain)).toEqual(finding);
  });
});
