import { Writable } from 'node:stream';
import { AppLogger, createRootLogger, escapeForLog, redactPersonalData } from './app-logger';

/** A stream that keeps what the logger writes, as lines. */
function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, lines: () => text.split('\n').filter(Boolean), text: () => text };
}

const config = { LOG_LEVEL: 'log' as const, logFormat: 'json' as const };

describe('the logger', () => {
  it('writes one JSON object per line with time, level, context and message, at LOG_LEVEL and above', () => {
    const out = capture();
    const logger = new AppLogger(createRootLogger(config, { destination: out.stream }));
    logger.log('Outbox läuft', 'Outbox');
    logger.warn('Abgleich fehlgeschlagen', 'Outbox');
    logger.debug('nur bei LOG_LEVEL=debug', 'Outbox');
    const entries = out.lines().map((line) => JSON.parse(line));
    expect(entries).toEqual([
      expect.objectContaining({ level: 'info', context: 'Outbox', msg: 'Outbox läuft' }),
      expect.objectContaining({ level: 'warn', context: 'Outbox', msg: 'Abgleich fehlgeschlagen' }),
    ]);
    expect(new Date(entries[0].time).toISOString()).toBe(entries[0].time);
    expect(entries[0].pid).toBe(process.pid);
  });

  it('leaves out the per-route start-up lines at LOG_LEVEL=log, shows them at debug', () => {
    const quiet = capture();
    new AppLogger(createRootLogger(config, { destination: quiet.stream })).log('Mapped {/api/outgoing-mails, GET} route', 'RouterExplorer');
    expect(quiet.text()).toBe('');
    const talkative = capture();
    new AppLogger(createRootLogger({ ...config, LOG_LEVEL: 'debug' }, { destination: talkative.stream })).log('Mapped {/api/outgoing-mails, GET} route', 'RouterExplorer');
    expect(JSON.parse(talkative.lines()[0])).toMatchObject({ level: 'debug', context: 'RouterExplorer', msg: 'Mapped {/api/outgoing-mails, GET} route' });
  });

  it('writes nothing when silent', () => {
    const out = capture();
    new AppLogger(createRootLogger(config, { destination: out.stream, silent: true })).error('kaputt', 'Test');
    expect(out.text()).toBe('');
  });

  it('replaces e-mail addresses and phone numbers that reach a message or an error', () => {
    const out = capture();
    const logger = new AppLogger(createRootLogger(config, { destination: out.stream }));
    logger.warn('550 5.1.1 <anna.schmidt+leads@example-mail.de>: Recipient address rejected (+4915112345678)', 'Mail');
    logger.error(new Error('CRM: Person max@firma.de existiert schon'), 'Delivery');
    const text = out.text();
    expect(text).not.toMatch(/example-mail\.de|max@firma\.de|4915112345678/);
    const [warning, error] = out.lines().map((line) => JSON.parse(line));
    expect(warning.msg).toBe('550 5.1.1 <[E-Mail]>: Recipient address rejected ([Telefon])');
    expect(error.err.message).toBe('CRM: Person [E-Mail] existiert schon');
    expect(redactPersonalData('admin@localhost, Lead 4711, 45,50 €, 2026-01-01')).toBe('admin@localhost, Lead 4711, 45,50 €, 2026-01-01');
  });

  describe('user input in a message', () => {
    const forged = 'x\n[Nest] 1  - 01.01.2030, 00:00:00     LOG [Auth] Anmeldung erfolgreich';

    it('stays inside its JSON line', () => {
      const out = capture();
      new AppLogger(createRootLogger(config, { destination: out.stream })).warn(`Eingabe ${forged}`, 'Auth');
      expect(out.lines()).toHaveLength(1);
      expect(JSON.parse(out.lines()[0]).msg).toBe(`Eingabe ${forged}`);
    });

    it('cannot start a line of its own in the pretty format either: control characters are written escaped', () => {
      const out = capture();
      new AppLogger(createRootLogger(config, { destination: out.stream, format: 'pretty' })).warn(`Eingabe ${forged}`, 'Au\nth');
      expect(out.lines()).toHaveLength(1);
      expect(out.text()).toContain('Eingabe x\\n[Nest] 1  - 01.01.2030');
      expect(out.text()).not.toContain('{"');
    });

    it('escapes carriage returns, terminal escapes, tabs and Unicode line separators', () => {
      expect(escapeForLog('a\rb\u001b[2Jc\td\u2028e\u0000f')).toBe('a\\rb\\u001b[2Jc\\td\\u2028e\\u0000f');
      expect(escapeForLog('Müller: 45,50 €')).toBe('Müller: 45,50 €');
    });
  });
});
