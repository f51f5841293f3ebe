import { BadRequestException } from '@nestjs/common';
import type { ListQuery, ListQueryOptions } from '@app/contract';

export const ORDER_SORT_FIELDS = ['orderNumber', 'lastName', 'updatedAt', 'progress'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** `GET /api/orders` in ra-data-simple-rest's conventions; the newest changes first when no sort is asked for. */
export const ORDER_LIST_QUERY: ListQueryOptions<OrderSortField> = {
  sortFields: ORDER_SORT_FIELDS,
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  maxLimit: 500,
};

const MAX_SEARCH_LENGTH = 100;

/** The list's filters: `q`, searched in order number, first and last name; `id`, order numbers (react-admin's getMany). */
export interface OrderListQuery extends ListQuery<OrderSortField> {
  search?: string;
  orderNumbers?: string[];
}

/** Checks the filter; an unknown key or a search that is not a short text is a 400, not ignored. */
export function toOrderListQuery(query: ListQuery<OrderSortField>): OrderListQuery {
  const { q, id, ...unknown } = query.filter;
  const refuse = (error: string) => new BadRequestException({ statusCode: 400, error, code: 'invalid_list_query' });
  if (Object.keys(unknown).length > 0) throw refuse('Filtern ist nur nach q (Suchbegriff) und id (Auftragsnummern) möglich');
  if (id !== undefined && !(Array.isArray(id) && id.every((number) => typeof number === 'string'))) {
    throw refuse('id muss eine Liste von Auftragsnummern sein');
  }
  if (q !== undefined && q !== null && typeof q !== 'string') throw refuse('Suchbegriff muss ein Text sein');
  if (typeof q === 'string' && q.length > MAX_SEARCH_LENGTH) throw refuse('Suchbegriff ist zu lang');
  const search = typeof q === 'string' && q.trim() ? q.trim() : undefined;
  return { ...query, search, orderNumbers: id };
}
