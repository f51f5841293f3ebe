import { de } from '../i18n/de';
import { canResend, fileSize, kindChoices, mailKindLabel, MAIL_STATUSES, statusChip } from './outbox';

const german = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], de);

describe('Postausgang', () => {
  it('shows each status as a German chip', () => {
    expect(MAIL_STATUSES.map((status) => german(statusChip(status).label))).toEqual(['In Warteschlange', 'Versendet', 'Gehalten', 'Fehlgeschlagen']);
    expect(MAIL_STATUSES.map((status) => statusChip(status).color)).toEqual(['info', 'success', 'warning', 'error']);
    expect(statusChip('neu')).toEqual(statusChip('queued'));
  });

  it('offers sending again only for held or failed mails and only with an SMTP server', () => {
    expect(canResend({ status: 'held' }, true)).toBe(true);
    expect(canResend({ status: 'failed' }, true)).toBe(true);
    expect(canResend({ status: 'sent' }, true)).toBe(false);
    expect(canResend({ status: 'queued' }, true)).toBe(false);
    expect(canResend({ status: 'held' }, false)).toBe(false);
  });

  it('names every kind in German, the access mails included, never by its code', () => {
    expect(mailKindLabel('lead-delivery')).toBe('Lead an Käufer');
    expect(mailKindLabel('staff-invitation')).toBe('Einladung Mitarbeiter');
    expect(mailKindLabel('staff-login-code')).toBe('Anmeldecode');
    expect(mailKindLabel('portal-invitation')).toBe('Einladung Käuferportal');
    expect(mailKindLabel('dunning-handover-creditreform')).toBe('Übergabe an Creditreform');
    expect(mailKindLabel('etwas-anderes')).toBe('etwas-anderes');
    const choices = kindChoices();
    expect(choices.every((choice) => !/^[a-z-]+$/.test(choice.name))).toBe(true);
    expect(choices.map((choice) => choice.name)).toEqual([...choices.map((choice) => choice.name)].sort((a, b) => a.localeCompare(b, 'de')));
  });
});

describe('fileSize', () => {
  it('shows attachments in KB, large ones in MB with a German comma', () => {
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(46_500)).toBe('45 KB');
    expect(fileSize(1_300_000)).toBe('1,2 MB');
  });
});
