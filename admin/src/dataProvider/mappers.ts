import type { GetListResult, Identifier, RaRecord, SortPayload } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { QueryMap } from './routes';

export type Filter = Record<string, unknown>;

export interface PageParams {
  pagination?: { page: number; perPage: number };
  sort?: SortPayload;
  filter?: Filter;
}

/** Puts a record id into a route template such as `/api/organisation/{id}`. */
export function fillPath(template: string, id: Identifier): string {
  return template.replace('{id}', encodeURIComponent(String(id)));
}

export function withQuery(path: string, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Spec section 7: an unset filter is sent as the word `false`, never left out. */
export function queryValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'false';
  return String(value);
}

export function filterToQuery(filter: Filter, map: QueryMap): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map).map(([filterKey, param]) => [param, queryValue(filter[filterKey])]),
  );
}

/**
 * ra-data-simple-rest's page and order for an API that pages itself: `range=[first,last]` (both
 * included) and `sort=["field","ASC"]`. `sortFields` maps the list's column sources to the API's
 * sort fields; a column the API cannot sort by leaves the order to the API.
 */
export function pageQuery(params: PageParams, sortFields: QueryMap): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    query.range = JSON.stringify([(page - 1) * perPage, page * perPage - 1]);
  }
  const field = params.sort?.field ? sortFields[params.sort.field] : undefined;
  if (field) query.sort = JSON.stringify([field, params.sort?.order === 'DESC' ? 'DESC' : 'ASC']);
  return query;
}

/** The total of `Content-Range: leads 0-24/319`; without the header, the rows there are. */
export function totalFromContentRange(header: string | null, rows: number): number {
  const total = header?.match(/\/(\d+)\s*$/)?.[1];
  return total === undefined ? rows : Number(total);
}

/**
 * The API names refused fields in `fields`; react-admin's forms look for `body.errors` to put each
 * message at its input. Anything else is passed on unchanged.
 */
export function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.body?.fields) return error;
  return new ApiError(error.message, error.status, { ...error.body, errors: error.body.fields });
}

/**
 * A list answer as react-admin wants it. A plain array is sorted, filtered and paged here; an
 * answer that is already `{data, total}` was paged by the server and is used as it is.
 */
export function toListResult<T extends RaRecord>(body: unknown, params: PageParams): GetListResult<T> {
  if (isPagedAnswer<T>(body)) return { data: body.data, total: body.total };
  if (Array.isArray(body)) return toPage(body as T[], params);
  throw new Error('ra.notification.data_provider_error');
}

export function toPage<T extends RaRecord>(records: T[], { pagination, sort, filter }: PageParams) {
  const filtered = filter ? records.filter((record) => matchesFilter(record, filter)) : records;
  const sorted = sort?.field ? sortRecords(filtered, sort) : filtered;
  const start = pagination ? (pagination.page - 1) * pagination.perPage : 0;
  const end = pagination ? start + pagination.perPage : sorted.length;
  return { data: sorted.slice(start, end), total: sorted.length };
}

/**
 * Filter semantics for lists the API does not filter: `q` searches all plain fields; an array
 * matches any of its values exactly; a boolean compares truthiness, so a missing flag counts as
 * false; a string matches case-insensitively as a substring; anything else must be equal.
 * Empty values filter nothing. Keys may be paths such as `contact.zip`.
 */
export function matchesFilter(record: RaRecord, filter: Filter): boolean {
  return Object.entries(filter).every(([key, expected]) => {
    if (expected === undefined || expected === null || expected === '') return true;
    if (key === 'q') return containsText(record, String(expected));
    const actual = valueAt(record, key);
    if (Array.isArray(expected)) return expected.some((value) => sameValue(actual, value));
    if (typeof expected === 'boolean') return Boolean(actual) === expected;
    if (typeof expected === 'string') return includesText(actual, expected);
    return sameValue(actual, expected);
  });
}

export function sortRecords<T extends RaRecord>(records: T[], { field, order }: SortPayload): T[] {
  const direction = order === 'DESC' ? -1 : 1;
  return [...records].sort((a, b) => {
    const left = valueAt(a, field);
    const right = valueAt(b, field);
    // Records without a value go last whatever the direction.
    if (isBlank(left) || isBlank(right)) return Number(isBlank(left)) - Number(isBlank(right));
    return direction * compareValues(left, right);
  });
}

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return String(left).localeCompare(String(right), 'de', { numeric: true, sensitivity: 'base' });
}

function valueAt(record: RaRecord, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), record);
}

function containsText(record: RaRecord, text: string): boolean {
  return Object.values(record).some(
    (value) => (typeof value === 'string' || typeof value === 'number') && includesText(value, text),
  );
}

function includesText(value: unknown, text: string): boolean {
  return String(value ?? '').toLowerCase().includes(text.toLowerCase());
}

function sameValue(actual: unknown, expected: unknown): boolean {
  // Ids arrive as numbers from the API and as strings from the address bar.
  return actual !== undefined && actual !== null && String(actual) === String(expected);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPagedAnswer<T>(body: unknown): body is { data: T[]; total: number } {
  return isObject(body) && Array.isArray(body.data) && typeof body.total === 'number';
}
