import { AppLogger, nestLogLevels } from './app-logger';

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
});
