import { AppLogger, escapeForLog, nestLogLevels } from './app-logger';

describe('AppLogger', () => {
  const written = () => (process.stdout.write as unknown as jest.Mock).mock.calls.map(([line]) => String(line));
  beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true));
  afterEach(() => jest.restoreAllMocks());

  it('switches on the chosen level and every more severe one', () => {
    expect(nestLogLevels('error')).toEqual(['fatal', 'error']);
    expect(nestLogLevels('log')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('verbose')).toEqual(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']);
  });

  it('leaves out the per-route start-up lines at LOG_LEVEL=log but keeps other log lines', () => {
    const logger = new AppLogger('log');
    logger.log('Mapped {/api/outgoing-mails, GET} route', 'RouterExplorer');
    logger.log('OutgoingMailsController {/api/outgoing-mails}:', 'RoutesResolver');
    logger.log('Outbox läuft', 'Outbox');
    const lines = written().join('');
    expect(lines).not.toContain('Mapped');
    expect(lines).not.toContain('OutgoingMailsController');
    expect(lines).toContain('Outbox läuft');
  });

  it('shows them at LOG_LEVEL=debug', () => {
    new AppLogger('debug').log('Mapped {/api/outgoing-mails, GET} route', 'RouterExplorer');
    expect(written().join('')).toContain('Mapped {/api/outgoing-mails, GET} route');
  });

  describe('user input in a message', () => {
    const errors = () => (process.stderr.write as unknown as jest.Mock).mock.calls.map(([line]) => String(line));
    beforeEach(() => jest.spyOn(process.stderr, 'write').mockImplementation(() => true));

    it('cannot start a line of its own: control characters are written escaped', () => {
      const forged = 'x@example.de\n[Nest] 1  - 01.01.2030, 00:00:00     LOG [Auth] Anmeldung von admin@example.de erfolgreich';
      new AppLogger('log').warn(`Fehlgeschlagene Anmeldung für ${forged} von 127.0.0.1`, 'Auth');
      const output = written().join('');
      expect(output.split('\n').filter(Boolean)).toHaveLength(1);
      expect(output).toContain('Fehlgeschlagene Anmeldung für x@example.de\\n[Nest] 1  - 01.01.2030');
    });

    it('escapes carriage returns, terminal escapes, tabs and Unicode line separators', () => {
      expect(escapeForLog('a\rb\u001b[2Jc\td\u2028e\u0000f')).toBe('a\\rb\\u001b[2Jc\\td\\u2028e\\u0000f');
      expect(escapeForLog('Müller <m@example.de>: 45,50 €')).toBe('Müller <m@example.de>: 45,50 €');
    });

    it('escapes the context, objects and stack traces too', () => {
      const logger = new AppLogger('log');
      logger.log({ email: 'a\nb' }, 'Kon\ntext');
      logger.error('Fehler', 'Error: kaputt\n    at x (y.ts:1:1)', 'HTTP');
      expect(written().join('').split('\n').filter(Boolean)).toHaveLength(1);
      expect(written().join('')).toContain('Kon\\ntext');
      expect(written().join('')).toContain("email: 'a\\nb'");
      expect(errors().join('').split('\n').filter(Boolean)).toHaveLength(2);
      expect(errors().join('')).toContain('Error: kaputt\\n    at x (y.ts:1:1)');
    });
  });
});
