import { monthLabel, statisticMail } from './statistic-mail';

const FIGURES = { count: 13, reclamations: 2, revenue: 630, deduction: 90, income: 540 };

describe('statisticMail (last month’s statistics, German and formal)', () => {
  const mail = statisticMail({ year: 2026, month: 11 }, FIGURES, 'Lead-Statistik-2026-11.xlsx');

  it('names the month and carries the figures of the statistics table, money in German format', () => {
    expect(mail.kind).toBe('statistic-monthly');
    expect(mail.subject).toBe('Ihre Lead-Statistik für November 2026');
    expect(mail.text).toMatch(/^Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie Ihre Lead-Statistik für November 2026\./);
    expect(mail.text).toMatch(/Verkaufte Leads: +13\n/);
    expect(mail.text).toMatch(/Reklamationen: +2\n/);
    expect(mail.text).toMatch(/Einnahmen ohne Rekla\.: +630,00\u00a0€\n/);
    expect(mail.text).toMatch(/Rekla\. Abzug: +90,00\u00a0€\n/);
    expect(mail.text).toMatch(/Einnahmen inkl\. Rekla\.: +540,00\u00a0€\n/);
    expect(mail.text).toContain('„Lead-Statistik-2026-11.xlsx“');
    expect(mail.text.trimEnd().endsWith('Mit freundlichen Grüßen\nIhr Leadportal-Team')).toBe(true);
    for (const part of ['Verkaufte Leads', '13', 'Einnahmen inkl. Rekla.', '540,00\u00a0€', 'Mit freundlichen Grüßen<br>Ihr Leadportal-Team']) expect(mail.html).toContain(part);
  });

  it('escapes what it puts into HTML', () => {
    const escaped = statisticMail({ year: 2026, month: 11 }, FIGURES, '<b>Liste</b>.xlsx');
    expect(escaped.html).toContain('&lt;b&gt;Liste&lt;/b&gt;.xlsx');
    expect(escaped.html).not.toContain('<b>Liste');
  });

  it('writes months in German', () => {
    expect(monthLabel({ year: 2027, month: 3 })).toBe('März 2027');
    expect(monthLabel({ year: 2026, month: 12 })).toBe('Dezember 2026');
  });
});
