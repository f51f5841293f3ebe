import { nonGermanWords } from './language';

describe('nonGermanWords', () => {
  it('finds what the walkthrough saw: raw codes, field names, English words and a command', () => {
    expect(nonGermanWords('Einstellungen security')).toEqual(['security']);
    expect(nonGermanWords('Felder: requireTwoFactor')).toEqual(['requireTwoFactor']);
    expect(nonGermanWords('Geändert · lead-outcome 31')).toEqual(['lead-outcome']);
    expect(nonGermanWords('Status: won → lost')).toEqual(['won', 'lost']);
    expect(nonGermanWords('npm run audit:verify prüft die Kette')).toEqual(['audit:verify']);
    expect(nonGermanWords('Login')).toEqual(['Login']);
    expect(nonGermanWords('app.audit.title')).toEqual(['app.audit.title']);
    expect(nonGermanWords('Weitere more_tools')).toEqual(['more_tools']);
  });

  it('lets German, data and the words a caller allows pass', () => {
    expect(nonGermanWords('Lead-Statistik · E-Mail „Filter“ (Status: Offen), Excel-Export, Name, Test senden')).toEqual([]);
    expect(nonGermanWords('anna.schmidt@example.de https://crm.example.de/deal/4 gespraechsprotokoll-sehr-lang.pdf schmal-mi3k2x9')).toEqual([]);
    expect(nonGermanWords('Settings Logout weClapp', ['Settings', 'Logout'])).toEqual([]);
    expect(nonGermanWords('Platzhalter: {{firstName}}, {{lastName}}')).toEqual([]);
    expect(nonGermanWords('Settings')).toEqual(['Settings']);
  });
});
