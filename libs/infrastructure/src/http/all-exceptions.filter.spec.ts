import { AllExceptionsFilter } from './all-exceptions.filter';

describe('AllExceptionsFilter.describe', () => {
  const filter = new AllExceptionsFilter();

  it('answers 503 with a wait when the database pool had no connection free in time', () => {
    expect(filter.describe(new Error('timeout exceeded when trying to connect'))).toEqual({
      body: { statusCode: 503, error: 'Der Dienst ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.' },
      retryAfterSeconds: 5,
    });
  });

  it('keeps any other unknown error a 500 without details', () => {
    expect(filter.describe(new Error('relation "x" does not exist'))).toEqual({ body: { statusCode: 500, error: 'Interner Serverfehler' } });
  });
});
