import { Logger } from '@nestjs/common';
import { QueryErrorLogger } from './query-error-logger';

describe('QueryErrorLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed query without its parameters (they hold customers\' data)', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    new QueryErrorLogger().logQueryError(Object.assign(new Error('relation "lead" does not exist'), { code: '42P01' }), 'SELECT * FROM lead WHERE email = $1', ['anna@example.de']);
    expect(error).toHaveBeenCalledTimes(1);
    const [text] = error.mock.calls[0];
    expect(text).toBe('Abfrage fehlgeschlagen (42P01): relation "lead" does not exist – SELECT * FROM lead WHERE email = $1');
    expect(String(text)).not.toContain('anna@example.de');
  });

  it('leaves unique violations, which the callers answer themselves, to debug output', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    new QueryErrorLogger().logQueryError(Object.assign(new Error('duplicate key value violates unique constraint "uq_leadsource_slug"'), { code: '23505' }), 'INSERT INTO leadsource …', ['x']);
    expect(error).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(1);
  });
});
