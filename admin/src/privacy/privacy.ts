import type { TranslateFunction } from 'react-admin';
import { retentionSettingsErrors, type RetentionSettings } from '@contract/retention';
import { rolesAllowedText } from '../auth/roles';
import type { ErasureResult, RetentionRun, Subjects } from '../dataProvider/apiTypes';

/** Routes of the permission table the screen asks about (libs/contract staff-permissions). */
export const PRIVACY_PERMISSIONS = {
  search: 'GET /api/privacy/subjects',
  export: 'GET /api/privacy/export',
  erase: 'POST /api/privacy/erase',
  saveRetention: 'PUT /api/settings/retention',
  runRetention: 'POST /api/privacy/retention-runs',
} as const;

/**
 * Who may find a person, hand out their data and erase it, named from the permission table: 'Personen suchen und
 * Auskunft geben dürfen Administratoren und Vertrieb; löschen dürfen nur Administratoren.'
 */
export function privacyRolesText(translate: TranslateFunction): string {
  return translate('app.privacy.search.no_permission', {
    search: rolesAllowedText(PRIVACY_PERMISSIONS.search, translate),
    erase: rolesAllowedText(PRIVACY_PERMISSIONS.erase, translate),
  });
}

/** 'Löschen dürfen nur Administratoren.': in place of 'Löschen' for a role that may search but not erase. */
export const eraseRolesText = (translate: TranslateFunction): string =>
  translate('app.privacy.erase.only_for', { roles: rolesAllowedText(PRIVACY_PERMISSIONS.erase, translate) });

/** What an erasure of the search's person takes, as the confirmation names it. */
export interface ErasurePreview {
  leadIds: number[];
  orderNumbers: string[];
  complaints: number;
  documents: number;
}

/** Records already pseudonymised are left out: an erasure does not touch them again. */
export function erasurePreview(subjects: Subjects): ErasurePreview {
  const leads = subjects.leads.filter((lead) => !lead.pseudonymisedAt);
  const leadIds = new Set(leads.map((lead) => lead.id));
  const complaints = subjects.complaints.filter((complaint) => leadIds.has(complaint.leadId));
  return {
    leadIds: leads.map((lead) => lead.id),
    orderNumbers: subjects.orders.filter((order) => !order.pseudonymisedAt).map((order) => order.orderNumber),
    complaints: complaints.length,
    documents: complaints.reduce((sum, complaint) => sum + complaint.documents, 0),
  };
}

export const foundNothing = (subjects: Subjects): boolean => subjects.leads.length + subjects.orders.length + subjects.complaints.length === 0;

/** 'Anna Schmidt' / 'Frau Anna Schmidt'; a pseudonymised record has only 'Gelöscht' or nothing. */
export const personName = (person: { salutation?: string; firstName: string; lastName: string }): string =>
  [person.salutation, person.firstName, person.lastName].filter(Boolean).join(' ').trim();

/** The erasure's answer as counts for the German summary. */
export function erasureCounts(result: ErasureResult): { leads: number; orders: number; complaints: number; notified: number } {
  return { leads: result.leadIds.length, orders: result.orderIds.length, complaints: result.complaintIds.length, notified: result.notifiedBuyerIds.length };
}

/** The translation parameters of a run's line in 'Letzte Läufe'. */
export function runCounts(run: RetentionRun): Record<string, number> {
  return { unsold: run.unsoldLeads, sold: run.soldLeads, documents: run.complaintDocuments, mails: run.mailBodies };
}

/** react-admin form validation of 'Aufbewahrung': the shared ranges, German messages at the fields. */
export function validateRetention(values: Partial<Record<keyof RetentionSettings, unknown>>): Partial<Record<keyof RetentionSettings, string>> {
  const numbers = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' || value === null ? undefined : Number(value)]));
  return retentionSettingsErrors(numbers);
}
