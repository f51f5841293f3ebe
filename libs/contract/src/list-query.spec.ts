import { contentRange, ListQueryError, parseListQuery } from './list-query';

const options = { sortFields: ['name', 'createdAt'] as const, defaultSort: { field: 'createdAt' as const, order: 'DESC' as const } };

describe('parseListQuery', () => {
  it('reads the query ra-data-simple-rest sends', () => {
    expect(parseListQuery({ range: '[25,49]', sort: '["name","asc"]', filter: '{"q":"Solar"}' }, options)).toEqual({
      offset: 25,
      limit: 25,
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'Solar' },
    });
  });

  it('falls back to the first page and the default sort', () => {
    expect(parseListQuery({}, options)).toEqual({ offset: 0, limit: 25, sort: options.defaultSort, filter: {} });
  });

  it.each([
    [{ range: '[5,2]' }, 'range muss'],
    [{ range: '[0' }, 'range ist kein gültiges JSON'],
    [{ range: '[0,5000]' }, 'höchstens 1000 Zeilen'],
    [{ sort: '["password","ASC"]' }, 'Sortieren ist nur nach name, createdAt möglich'],
    [{ sort: '["name","UP"]' }, 'Sortierrichtung'],
    [{ filter: '[1]' }, 'filter muss ein JSON-Objekt sein'],
  ])('refuses %j with a German reason', (raw, message) => {
    expect(() => parseListQuery(raw, options)).toThrow(ListQueryError);
    expect(() => parseListQuery(raw, options)).toThrow(message);
  });
});

describe('contentRange', () => {
  it('names the rows sent and the total', () => {
    expect(contentRange('orders', 25, 10, 35)).toBe('orders 25-34/35');
    expect(contentRange('orders', 0, 0, 0)).toBe('orders */0');
  });
});
