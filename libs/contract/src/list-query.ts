/**
 * The list query of react-admin's `ra-data-simple-rest`: `range=[0,24]`, `sort=["field","ASC"]`,
 * `filter={"q":"…"}` as JSON in the query string. Parsed here once, for the server and for tests,
 * with German messages for a client that sends something else.
 */
export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery<Field extends string = string> {
  /** Zero-based index of the first row. */
  offset: number;
  /** How many rows at most. */
  limit: number;
  sort: { field: Field; order: SortOrder };
  filter: Record<string, unknown>;
}

export interface ListQueryOptions<Field extends string> {
  sortFields: readonly Field[];
  defaultSort: { field: Field; order: SortOrder };
  /** Rows when no range is given. */
  defaultLimit?: number;
  /** The largest page a client may ask for. */
  maxLimit?: number;
}

export interface RawListQuery {
  range?: unknown;
  sort?: unknown;
  filter?: unknown;
}

/** A list query the client got wrong; the message is German and names the parameter. */
export class ListQueryError extends Error {}

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 1000;

function parseJson(name: string, raw: unknown): unknown {
  if (typeof raw !== 'string') throw new ListQueryError(`${name} muss JSON sein`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new ListQueryError(`${name} ist kein gültiges JSON`);
  }
}

function parseRange(raw: unknown, defaultLimit: number, maxLimit: number): { offset: number; limit: number } {
  if (raw === undefined || raw === '') return { offset: 0, limit: defaultLimit };
  const range = parseJson('range', raw);
  const valid =
    Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[1] >= range[0];
  if (!valid) throw new ListQueryError('range muss [erster, letzter] mit ganzen Zahlen ab 0 sein, z. B. [0,24]');
  const limit = range[1] - range[0] + 1;
  if (limit > maxLimit) throw new ListQueryError(`range umfasst höchstens ${maxLimit} Zeilen`);
  return { offset: range[0], limit };
}

function parseSort<Field extends string>(raw: unknown, options: ListQueryOptions<Field>): ListQuery<Field>['sort'] {
  if (raw === undefined || raw === '') return options.defaultSort;
  const sort = parseJson('sort', raw);
  if (!Array.isArray(sort) || sort.length !== 2) throw new ListQueryError('sort muss ["feld","ASC"] oder ["feld","DESC"] sein');
  const [field, order] = sort as unknown[];
  if (!options.sortFields.includes(field as Field)) {
    throw new ListQueryError(`Sortieren ist nur nach ${options.sortFields.join(', ')} möglich`);
  }
  const upper = typeof order === 'string' ? order.toUpperCase() : '';
  if (upper !== 'ASC' && upper !== 'DESC') throw new ListQueryError('Sortierrichtung muss ASC oder DESC sein');
  return { field: field as Field, order: upper };
}

function parseFilter(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  const filter = parseJson('filter', raw);
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new ListQueryError('filter muss ein JSON-Objekt sein');
  }
  return filter as Record<string, unknown>;
}

export function parseListQuery<Field extends string>(raw: RawListQuery, options: ListQueryOptions<Field>): ListQuery<Field> {
  const { offset, limit } = parseRange(raw.range, options.defaultLimit ?? DEFAULT_LIMIT, options.maxLimit ?? MAX_LIMIT);
  return { offset, limit, sort: parseSort(raw.sort, options), filter: parseFilter(raw.filter) };
}

/** The `Content-Range` header value ra-data-simple-rest reads the total from, e.g. `orders 0-24/319`. */
export function contentRange(resource: string, offset: number, rows: number, total: number): string {
  return rows === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + rows - 1}/${total}`;
}
