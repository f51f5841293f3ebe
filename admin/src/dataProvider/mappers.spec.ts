import { ApiError } from '@ui/http/apiError';
import {
  fillPath,
  filterToQuery,
  matchesFilter,
  pageQuery,
  queryValue,
  sortRecords,
  toListResult,
  toPage,
  totalFromContentRange,
  withFieldErrors,
  withQuery,
} from './mappers';
import { LEAD_FILTER_QUERY, LEAD_SORT_FIELDS, RECLAMATION_FILTER_QUERY } from './routes';

describe('fillPath and withQuery', () => {
  it('puts the id into the template, encoded', () => {
    expect(fillPath('/api/organisation/{id}', 12)).toBe('/api/organisation/12');
    expect(fillPath('/api/lead/{id}', 'a/b')).toBe('/api/lead/a%2Fb');
  });

  it('appends a query string only when there is one', () => {
    expect(withQuery('/api/leads', { startTime: 'false', firstname: 'Jörg' })).toBe(
      '/api/leads?startTime=false&firstname=J%C3%B6rg',
    );
    expect(withQuery('/api/users')).toBe('/api/users');
    expect(withQuery('/api/users', {})).toBe('/api/users');
  });
});

describe('filter → query', () => {
  it('sends unset filters as the word false', () => {
    expect([undefined, null, ''].map(queryValue)).toEqual(['false', 'false', 'false']);
    expect([0, true, 'x'].map(queryValue)).toEqual(['0', 'true', 'x']);
  });

  it('maps the lead filters to the query names of GET /api/leads, all of them, in order', () => {
    const query = filterToQuery({ start: '1700000000', soldTo: 4, qualified: true, pIdFilter: '' }, LEAD_FILTER_QUERY);

    expect(Object.entries(query)).toEqual([
      ['startTime', '1700000000'],
      ['endTime', 'false'],
      ['leadsource', 'false'],
      ['zipfilter', 'false'],
      ['soldto', '4'],
      ['firstname', 'false'],
      ['lastname', 'false'],
      ['qualified', 'true'],
      ['pidfilter', 'false'],
      ['phone', 'false'],
      ['email', 'false'],
      ['quality', 'false'],
    ]);
  });

  it('gives the open-complaints query of the sidebar badge for an empty filter', () => {
    expect(withQuery('/api/leads/reclamationrequests', filterToQuery({}, RECLAMATION_FILTER_QUERY))).toBe(
      '/api/leads/reclamationrequests?zipfilter=false&reclamatedFrom=false&pidfilter=false&proccessed=false',
    );
  });

  it('ignores filter keys the API does not know', () => {
    expect(filterToQuery({ q: 'x' }, RECLAMATION_FILTER_QUERY)).not.toHaveProperty('q');
  });
});

describe('matchesFilter', () => {
  const organisation = { id: 7, name: 'Sonnen Dach GmbH', active: true, contact: { zip: '80331' } };

  it('treats a missing flag as false', () => {
    expect(matchesFilter(organisation, { active: true, deleted: false })).toBe(true);
    expect(matchesFilter({ ...organisation, deleted: true }, { active: true, deleted: false })).toBe(false);
    expect(matchesFilter({ ...organisation, active: false }, { active: true })).toBe(false);
  });

  it('matches strings as case-insensitive substrings, also on paths', () => {
    expect(matchesFilter(organisation, { name: 'dach' })).toBe(true);
    expect(matchesFilter(organisation, { 'contact.zip': '803' })).toBe(true);
    expect(matchesFilter(organisation, { name: 'Glas' })).toBe(false);
  });

  it('matches arrays exactly, across number and string ids', () => {
    expect(matchesFilter(organisation, { id: ['7', 9] })).toBe(true);
    expect(matchesFilter({ ...organisation, id: 70 }, { id: ['7'] })).toBe(false);
  });

  it('searches all plain fields with q, and ignores empty values', () => {
    expect(matchesFilter(organisation, { q: 'sonnen' })).toBe(true);
    expect(matchesFilter(organisation, { q: '80331' })).toBe(false);
    expect(matchesFilter(organisation, { name: '', city: undefined, type: null })).toBe(true);
  });
});

describe('sortRecords', () => {
  const records = [
    { id: 1, name: 'Zander', count: 10 },
    { id: 2, name: 'Äpfel', count: 9 },
    { id: 3, name: null, count: 100 },
    { id: 4, name: 'birne', count: 2 },
  ];

  it('sorts strings the German way (Ä with A, any case) and numbers numerically', () => {
    expect(sortRecords(records, { field: 'name', order: 'ASC' }).map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(sortRecords(records, { field: 'count', order: 'DESC' }).map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  it('puts records without a value last in both directions', () => {
    expect(sortRecords(records, { field: 'name', order: 'DESC' }).map((r) => r.id)).toEqual([1, 4, 2, 3]);
  });

  it('does not change the array it was given', () => {
    sortRecords(records, { field: 'count', order: 'ASC' });
    expect(records.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('toPage and toListResult', () => {
  const records = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, even: index % 2 === 1 }));

  it('filters, sorts and cuts out the requested page, with the total before paging', () => {
    const page = toPage(records, {
      filter: { even: true },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 2, perPage: 4 },
    });

    expect(page).toEqual({ data: [{ id: 4, even: true }, { id: 2, even: true }], total: 6 });
  });

  it('returns everything without pagination', () => {
    expect(toPage(records, {}).total).toBe(12);
    expect(toPage(records, {}).data).toHaveLength(12);
  });

  it('uses a server-paged answer as it is', () => {
    const answer = { data: [{ id: 99 }], total: 250 };

    expect(toListResult(answer, { pagination: { page: 3, perPage: 1 }, filter: { id: [1] } })).toEqual(answer);
  });

  it('pages a plain array answer', () => {
    expect(toListResult(records, { pagination: { page: 1, perPage: 2 } })).toEqual({
      data: records.slice(0, 2),
      total: 12,
    });
  });

  it('rejects an answer that is no list', () => {
    expect(() => toListResult({ message: 'oops' }, {})).toThrow();
  });
});

describe('withFieldErrors', () => {
  it("copies the API's field messages to where react-admin's forms look for them", () => {
    const fields = { body: 'Unbekannter Platzhalter: {{vorname}}.' };
    const error = withFieldErrors(new ApiError('Bitte Eingaben prüfen.', 400, { statusCode: 400, error: 'Bitte Eingaben prüfen.', fields }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Bitte Eingaben prüfen.', status: 400, body: { fields, errors: fields } });
  });

  it('passes other errors on unchanged', () => {
    const serverError = new ApiError('ra.notification.http_error', 500);
    const networkError = new TypeError('Failed to fetch');

    expect(withFieldErrors(serverError)).toBe(serverError);
    expect(withFieldErrors(networkError)).toBe(networkError);
  });
});

describe('pageQuery and totalFromContentRange (lists the API pages itself)', () => {
  it('asks for the page as an inclusive range and the order under the API sort field', () => {
    expect(pageQuery({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created', order: 'DESC' } }, LEAD_SORT_FIELDS)).toEqual({
      range: '[0,24]',
      sort: '["created","DESC"]',
    });
    expect(pageQuery({ pagination: { page: 3, perPage: 10 }, sort: { field: 'contact.zip', order: 'ASC' } }, LEAD_SORT_FIELDS)).toEqual({
      range: '[20,29]',
      sort: '["zip","ASC"]',
    });
  });

  it('leaves out an order the API cannot sort by, and a range without paging', () => {
    expect(pageQuery({ pagination: { page: 1, perPage: 5 }, sort: { field: 'leadsource', order: 'ASC' } }, LEAD_SORT_FIELDS)).toEqual({ range: '[0,4]' });
    expect(pageQuery({}, LEAD_SORT_FIELDS)).toEqual({});
  });

  it('reads the total after the slash, else counts the rows there are', () => {
    expect(totalFromContentRange('leads 0-24/319', 25)).toBe(319);
    expect(totalFromContentRange('leads */0', 0)).toBe(0);
    expect(totalFromContentRange(null, 3)).toBe(3);
    expect(totalFromContentRange('kaputt', 2)).toBe(2);
  });
});
