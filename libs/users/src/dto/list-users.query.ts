import type { ListQueryOptions } from '@app/contract';

export const USER_SORT_FIELDS = ['id', 'name', 'email', 'role', 'active', 'lastLoginAt', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** `GET /api/users` in ra-data-simple-rest's conventions; without a query the spec's call gets the first page by id. */
export const USER_LIST_QUERY: ListQueryOptions<UserSortField> = {
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'ASC' },
};
