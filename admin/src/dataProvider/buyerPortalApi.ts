import type { DownloadedFile, HttpClient } from '@ui/http/httpClient';
import type { BuyerSettings, OrganisationOutcomes, OutcomeReminder, PortalUser, QualityGroup, QualityReport } from './apiTypes';
import { fillPath, withQuery } from './mappers';
import { BUYER_PORTAL_API_ROUTES, QUALITY_API_ROUTES } from './routes';

/** The period and grouping of the report Lead-Qualität; days 'YYYY-MM-DD' (Berlin), both included. */
export interface QualityFilter {
  from: string;
  to: string;
  groupBy: QualityGroup;
}

/** The export's file name as the API sends it: 'Lead-Qualitaet-2026-11-01-2026-11-30.xlsx'. */
export const qualityExportFileName = ({ from, to }: Pick<QualityFilter, 'from' | 'to'>): string => `Lead-Qualitaet-${from}-${to}.xlsx`;

const userPath = (template: string, organisationId: number | string, userId: number | string) =>
  fillPath(template, organisationId).replace('{userId}', encodeURIComponent(String(userId)));

/**
 * The organisation tab 'Käuferportal' and the report Lead-Qualität. Failures reject with the HTTP
 * client's ApiError, whose message is the server's German reason (e.g. an e-mail that has an account).
 */
export interface BuyerPortalApi {
  portalUsers(organisationId: number | string): Promise<PortalUser[]>;
  /** Sends the invitation mail with the link to set a password. */
  invitePortalUser(organisationId: number | string, invitation: { email: string; name: string }): Promise<PortalUser>;
  /** Deactivating ends the user's sessions at once. */
  setPortalUserActive(organisationId: number | string, userId: number, active: boolean): Promise<PortalUser>;
  /** A new invitation link; earlier links stop working. */
  resendPortalInvitation(organisationId: number | string, userId: number): Promise<PortalUser>;
  outcomes(organisationId: number | string): Promise<OrganisationOutcomes>;
  setOutcomeReminder(organisationId: number | string, enabled: boolean): Promise<OutcomeReminder>;
  buyerSettings(organisationId: number | string): Promise<BuyerSettings>;
  qualityReport(filter: QualityFilter): Promise<QualityReport>;
  qualityExport(filter: QualityFilter): Promise<DownloadedFile>;
}

const qualityQuery = ({ from, to, groupBy }: QualityFilter) => ({ from, to, groupBy });

export function createBuyerPortalApi(http: HttpClient): BuyerPortalApi {
  return {
    portalUsers(organisationId) {
      return http.request<PortalUser[]>(fillPath(BUYER_PORTAL_API_ROUTES.portalUsers, organisationId));
    },
    invitePortalUser(organisationId, invitation) {
      return http.request<PortalUser>(fillPath(BUYER_PORTAL_API_ROUTES.portalUsers, organisationId), { method: 'POST', body: invitation });
    },
    setPortalUserActive(organisationId, userId, active) {
      return http.request<PortalUser>(userPath(BUYER_PORTAL_API_ROUTES.portalUser, organisationId, userId), { method: 'PUT', body: { active } });
    },
    resendPortalInvitation(organisationId, userId) {
      return http.request<PortalUser>(userPath(BUYER_PORTAL_API_ROUTES.invitation, organisationId, userId), { method: 'POST' });
    },
    outcomes(organisationId) {
      return http.request<OrganisationOutcomes>(fillPath(BUYER_PORTAL_API_ROUTES.outcomes, organisationId));
    },
    setOutcomeReminder(organisationId, enabled) {
      return http.request<OutcomeReminder>(fillPath(BUYER_PORTAL_API_ROUTES.outcomeReminder, organisationId), { method: 'PUT', body: { enabled } });
    },
    buyerSettings(organisationId) {
      return http.request<BuyerSettings>(fillPath(BUYER_PORTAL_API_ROUTES.buyerSettings, organisationId));
    },
    qualityReport(filter) {
      return http.request<QualityReport>(withQuery(QUALITY_API_ROUTES.report, qualityQuery(filter)));
    },
    qualityExport(filter) {
      return http.download(withQuery(QUALITY_API_ROUTES.export, qualityQuery(filter)));
    },
  };
}
