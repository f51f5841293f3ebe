import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { HttpClient } from '@ui/http/httpClient';
import type { TokenStorage } from '../auth/tokenStorage';
import type { OrderImportResult } from './apiTypes';
import {
  fillPath,
  filterToQuery,
  pageQuery,
  toListResult,
  totalFromContentRange,
  toPage,
  withFieldErrors,
  withQuery,
  type Filter,
  type PageParams,
} from './mappers';
import { createAccountApi, type AccountApi } from './accountApi';
import { createBuyerPortalApi, type BuyerPortalApi } from './buyerPortalApi';
import { createConsentApi, type ConsentApi } from './consentApi';
import { createPrivacyApi, type PrivacyApi } from './privacyApi';
import { createDistributionApi, type DistributionApi } from './distributionApi';
import { createInvoicingApi, type InvoicingApi } from './invoicingApi';
import { createLeadApi, type LeadApi } from './leadApi';
import { createLeadsourceApi, type LeadsourceApi } from './leadsourceApi';
import { createOrganisationApi, type OrganisationApi } from './organisationApi';
import { createOutboxApi, type OutboxApi } from './outboxApi';
import { createReclamationApi, type ReclamationApi } from './reclamationApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createStaffApi, type StaffApi } from './staffApi';
import { createStatisticsApi, type StatisticsApi } from './statisticsApi';
import { createSupplierScorecardApi, type SupplierScorecardApi } from './supplierScorecardApi';
import { API_ROUTES, ORDER_IMPORT_ROUTE, type ResourceRoutes, type RouteName } from './routes';
import { createSimpleRestProvider, type SimpleRestRead } from './simpleRest';

/** The calls beyond react-admin's CRUD methods. */
export interface AppDataProvider
  extends DataProvider,
    OrganisationApi,
    LeadsourceApi,
    SettingsApi,
    DistributionApi,
    LeadApi,
    OutboxApi,
    StatisticsApi,
    ReclamationApi,
    InvoicingApi,
    AccountApi,
    StaffApi,
    ConsentApi,
    PrivacyApi,
    BuyerPortalApi,
    SupplierScorecardApi {
  /** Rejects with a 400 ApiError whose body lists the faulty rows; then nothing was imported. */
  importOrders(csv: string): Promise<OrderImportResult>;
}

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

/** The API reports refused fields in a way react-admin's forms show at the inputs. */
async function showingFieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw withFieldErrors(error);
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * `tokens` is where the session's access token is read for download links (spec section 6); without
 * it (unit tests) a download link always renews first.
 */
export function createDataProvider(http: HttpClient, tokens: Pick<TokenStorage, 'getToken'> = { getToken: () => null }): AppDataProvider {
  const simpleRest = createSimpleRestProvider(http);
  const readsBySimpleRest = (resource: string, read: SimpleRestRead) => Boolean(routesOf(resource).simpleRest?.includes(read));

  const filtersOnServer = (resource: string) => Boolean(routesOf(resource).listQuery);

  const fetchList = async (resource: string, params: PageParams) => {
    const { listQuery, toListRecord } = routesOf(resource);
    const filter = params.filter ?? {};
    let query: Record<string, string> | undefined;
    if (listQuery) query = filterToQuery(filter, listQuery);
    const body = await http.request<unknown>(withQuery(routeOf(resource, 'list'), query));
    return toListRecord && Array.isArray(body) ? body.map(toListRecord) : body;
  };

  /** Filters the API applied itself must not be applied again to its answer. */
  const clientFilter = (resource: string, filter: Filter): Filter => (filtersOnServer(resource) ? {} : filter);

  const toBody = (resource: string, data: Partial<RaRecord>) => {
    const { toBody: write } = routesOf(resource);
    return write ? write(data) : data;
  };

  const toCreateBody = (resource: string, data: Partial<RaRecord>) => {
    const { toCreateBody: write } = routesOf(resource);
    return write ? write(data) : toBody(resource, data);
  };

  const getOne = async (resource: string, id: Identifier): Promise<RaRecord> => {
    if (readsBySimpleRest(resource, 'getOne')) return (await simpleRest.getOne(resource, { id })).data;
    return http.request<RaRecord>(fillPath(routeOf(resource, 'one'), id));
  };

  const remove = (resource: string, id: Identifier) =>
    http.request(fillPath(routeOf(resource, 'delete'), id), { method: 'DELETE' });

  const provider = {
    async getList(resource: string, params: PageParams): Promise<GetListResult> {
      if (readsBySimpleRest(resource, 'getList')) {
        const result = await simpleRest.getList(resource, params);
        const read = routesOf(resource).toListRecord;
        return read ? { ...result, data: result.data.map(read) } : result;
      }
      const { listQuery, pagedSort } = routesOf(resource);
      if (listQuery && pagedSort) {
        // The API's own filters (unset ones as `false`) plus ra-data-simple-rest's range and sort.
        const query = { ...filterToQuery(params.filter ?? {}, listQuery), ...pageQuery(params, pagedSort) };
        const answer = await http.exchange<unknown>(withQuery(routeOf(resource, 'list'), query));
        const { toListRecord } = routesOf(resource);
        const rows = Array.isArray(answer.body) ? (answer.body as RaRecord[]) : [];
        const data = toListRecord ? rows.map(toListRecord) : rows;
        return { data, total: totalFromContentRange(answer.headers.get('Content-Range'), data.length) };
      }
      const filter = params.filter ?? {};
      const body = await fetchList(resource, params);
      return toListResult(body, { ...params, filter: clientFilter(resource, filter) });
    },

    async getOne(resource: string, params: { id: Identifier }) {
      return { data: await getOne(resource, params.id) };
    },

    async getMany(resource: string, params: { ids: Identifier[] }) {
      if (readsBySimpleRest(resource, 'getMany')) return simpleRest.getMany(resource, params);
      // One list call beats one call per id, unless the list is filtered or paged server-side.
      if (routesOf(resource).list && !filtersOnServer(resource)) {
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
      const body = await fetchList(resource, { filter });
      const records = Array.isArray(body) ? (body as RaRecord[]) : toListResult(body, {}).data;
      return toPage(records, {
        ...params,
        filter: { ...clientFilter(resource, filter), [params.target]: [params.id] },
      });
    },

    async create(resource: string, params: { data: Partial<RaRecord> }) {
      const { createByPut, readAfterCreate } = routesOf(resource);
      if (!createByPut) {
        const request = http.request(routeOf(resource, 'create'), { method: 'POST', body: toCreateBody(resource, params.data) });
        const created = { ...params.data, ...asRecord(await showingFieldErrors(request)) };
        return { data: readAfterCreate && created.id !== undefined ? await getOne(resource, created.id) : created };
      }
      const id = String(params.data[createByPut.idField] ?? '').trim();
      // An upsert would silently replace an existing record; "new" must stay new.
      const existing = await getOne(resource, id).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      if (existing) {
        throw new ApiError('ra.message.invalid_form', 409, {
          statusCode: 409,
          errors: { [createByPut.idField]: `resources.${resource}.errors.exists` },
        });
      }
      const request = http.request(fillPath(createByPut.path, id), { method: 'PUT', body: toCreateBody(resource, params.data) });
      const body = await showingFieldErrors(request);
      return { data: { ...params.data, [createByPut.idField]: id, id, ...asRecord(body) } };
    },

    async update(resource: string, params: { id: Identifier; data: Partial<RaRecord> }) {
      const path = fillPath(routeOf(resource, 'update'), params.id);
      const request = http.request(path, { method: 'PUT', body: toBody(resource, params.data) });
      // The stored record as the server answers it wins over what the form sent.
      return { data: { id: params.id, ...params.data, ...asRecord(await showingFieldErrors(request)) } };
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

    importOrders(csv: string) {
      return http.request<OrderImportResult>(ORDER_IMPORT_ROUTE, {
        method: 'POST',
        rawBody: { content: csv, contentType: 'text/csv' },
      });
    },

    ...createOrganisationApi(http),
    ...createSettingsApi(http),
    ...createLeadsourceApi(http),
    ...createDistributionApi(http),
    ...createLeadApi(http),
    ...createOutboxApi(http),
    ...createStatisticsApi(http),
    ...createReclamationApi(http),
    ...createInvoicingApi(http, tokens),
    ...createAccountApi(http),
    ...createStaffApi(http),
    ...createConsentApi(http),
    ...createPrivacyApi(http),
    ...createBuyerPortalApi(http),
    ...createSupplierScorecardApi(http),
  };

  // react-admin types every method as generic in the record type; the API is untyped JSON.
  return provider as unknown as AppDataProvider;
}
