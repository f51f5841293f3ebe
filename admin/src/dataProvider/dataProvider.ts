import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from '../auth/httpClient';
import { fillPath, filterToQuery, toListResult, toPage, withQuery, type Filter, type PageParams } from './mappers';
import { API_ROUTES, type ResourceRoutes, type RouteName } from './routes';

function routesOf(resource: string): ResourceRoutes {
  const routes = API_ROUTES[resource];
  if (!routes) throw new Error(`Unbekannte Ressource „${resource}“`);
  return routes;
}

function routeOf(resource: string, name: RouteName): string {
  const route = routesOf(resource)[name];
  if (!route) throw new Error(`Die API bietet für „${resource}“ keine Route „${name}“`);
  return route;
}

/** The API answers create and update with the stored record, or with nothing. */
function asRecord(body: unknown): Partial<RaRecord> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
}

export function createDataProvider(http: HttpClient): DataProvider {
  const fetchList = (resource: string, filter: Filter) => {
    const { listQuery } = routesOf(resource);
    const query = listQuery ? filterToQuery(filter, listQuery) : undefined;
    return http.request<unknown>(withQuery(routeOf(resource, 'list'), query));
  };

  /** Filters the API applied itself must not be applied again to its answer. */
  const clientFilter = (resource: string, filter: Filter): Filter =>
    routesOf(resource).listQuery ? {} : filter;

  const getOne = async (resource: string, id: Identifier) =>
    http.request<RaRecord>(fillPath(routeOf(resource, 'one'), id));

  const remove = (resource: string, id: Identifier) =>
    http.request(fillPath(routeOf(resource, 'delete'), id), { method: 'DELETE' });

  const provider = {
    async getList(resource: string, params: PageParams): Promise<GetListResult> {
      const filter = params.filter ?? {};
      const body = await fetchList(resource, filter);
      return toListResult(body, { ...params, filter: clientFilter(resource, filter) });
    },

    async getOne(resource: string, params: { id: Identifier }) {
      return { data: await getOne(resource, params.id) };
    },

    async getMany(resource: string, params: { ids: Identifier[] }) {
      const routes = routesOf(resource);
      // One list call beats one call per id, unless the list is filtered server-side (leads).
      if (routes.list && !routes.listQuery) {
        const { data } = toPage((await fetchList(resource, {})) as RaRecord[], { filter: { id: params.ids } });
        return { data };
      }
      return { data: await Promise.all(params.ids.map((id) => getOne(resource, id))) };
    },

    async getManyReference(
      resource: string,
      params: PageParams & { target: string; id: Identifier },
    ): Promise<GetListResult> {
      const filter = params.filter ?? {};
      const body = await fetchList(resource, filter);
      const records = Array.isArray(body) ? (body as RaRecord[]) : toListResult(body, {}).data;
      return toPage(records, {
        ...params,
        filter: { ...clientFilter(resource, filter), [params.target]: [params.id] },
      });
    },

    async create(resource: string, params: { data: Partial<RaRecord> }) {
      const body = await http.request(routeOf(resource, 'create'), { method: 'POST', body: params.data });
      return { data: { ...params.data, ...asRecord(body) } };
    },

    async update(resource: string, params: { id: Identifier; data: Partial<RaRecord> }) {
      const path = fillPath(routeOf(resource, 'update'), params.id);
      const body = await http.request(path, { method: 'PUT', body: params.data });
      return { data: { id: params.id, ...params.data, ...asRecord(body) } };
    },

    async updateMany(resource: string): Promise<never> {
      // PUT replaces a whole record; the bulk actions of the spec have their own endpoints.
      throw new Error(`Die API bietet für „${resource}“ keine Sammelaktualisierung`);
    },

    async delete(resource: string, params: { id: Identifier; previousData?: RaRecord }) {
      await remove(resource, params.id);
      return { data: params.previousData ?? { id: params.id } };
    },

    async deleteMany(resource: string, params: { ids: Identifier[] }) {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
  };

  // react-admin types every method as generic in the record type; the API is untyped JSON.
  return provider as unknown as DataProvider;
}
