import {
  clampEvaluationDay,
  defaultConditions,
  ORGANISATION_DEFAULTS,
  splitEmailList,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  type ActiveDay,
  type Conditions,
} from '@contract/organisation';
import type { RaRecord } from 'react-admin';
import type { OrganisationStatus } from '../organisations/types';
import type { WriteBody } from './bodies';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown): Data => (isObject(value) ? value : {});
const listAt = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** react-admin turns an emptied text input into null; the API wants strings. */
function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

function isBlank(value: unknown): boolean {
  return text(value) === '';
}

/**
 * A number as typed ('45,50' too); empty gives the default. Anything unreadable is sent as it is,
 * so the server names the field instead of a silently replaced value being saved.
 */
function numberOr(value: unknown, fallback: number | null): unknown {
  if (isBlank(value)) return fallback;
  if (typeof value === 'number') return value;
  const parsed = Number(text(value).replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : value;
}

/** "a@x.de ,b@y.de; c@z.de" → "a@x.de, b@y.de, c@z.de". */
function emailList(value: unknown): string {
  return splitEmailList(text(value)).join(', ');
}

/** Pipedrive ids of pipelines and stages are numbers; '' (no choice) is null. */
function idOrNull(value: unknown): number | null {
  if (isBlank(value)) return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

/**
 * Secrets are write-only: sent only when someone typed one. Left out, the server keeps the stored
 * one (an emptied input comes as null from react-admin, which the server would read as "remove").
 */
function typedSecret(name: string, value: unknown): Data {
  return typeof value === 'string' && value.trim() !== '' ? { [name]: value.trim() } : {};
}

function activeDaysBody(value: unknown): ActiveDay[] {
  const given = listAt(value);
  const defaults = defaultConditions().activeDays;
  return WEEK_DAYS.map((weekDay, index) => {
    // Rows are matched by week day; a row without one (never saved) by its position.
    const unnamed = given[index]?.weekDay === undefined ? given[index] : undefined;
    const day: Data = given.find((entry) => entry.weekDay === weekDay) ?? unnamed ?? {};
    const fallback = defaults[index];
    return {
      active: day.active === undefined ? fallback.active : day.active === true,
      weekDay,
      label: text(day.label) || WEEK_DAY_LABELS[weekDay],
      startTime: text(day.startTime) || fallback.startTime,
      endTime: text(day.endTime) || fallback.endTime,
    };
  });
}

/** Per funnel step key the accepted answers; an empty list accepts all, so it is left out. */
function answersBody(value: unknown): Record<string, string[]> {
  const answers: Record<string, string[]> = {};
  for (const [key, selected] of Object.entries(objectAt(value))) {
    const list = Array.isArray(selected) ? selected.map(text).filter(Boolean) : [];
    if (list.length > 0) answers[key] = list;
  }
  return answers;
}

/** The conditions of the form; rows left completely empty are dropped rather than refused. */
export function conditionsBody(value: unknown): Conditions {
  const conditions = objectAt(value);
  const config = objectAt(conditions.config);
  const sheet = objectAt(config.googleZipSheet);
  return {
    delay: numberOr(conditions.delay, 0) as number,
    age: numberOr(conditions.age, 7) as number,
    config: {
      radius: config.radius === true,
      otherAndRadius: config.otherAndRadius === true,
      googleZipSheet: {
        sheetId: text(sheet.sheetId),
        pageName: text(sheet.pageName),
        tableName: text(sheet.tableName),
        whiteList: sheet.whiteList !== false,
      },
    },
    zipConditions: listAt(conditions.zipConditions)
      .filter((row) => !isBlank(row.zip) || !isBlank(row.email))
      .map((row) => ({ zip: text(row.zip), email: emailList(row.email) })),
    radiuses: listAt(conditions.radiuses)
      .filter((row) => !isBlank(row.zip) || !isBlank(row.radius))
      .map((row) => ({ zip: text(row.zip), radius: numberOr(row.radius, 0) as number })),
    activeDays: activeDaysBody(conditions.activeDays),
    answers: answersBody(conditions.answers),
  };
}

/**
 * Zapier, Make, Leveto: `{active, uri, username}`, and `secret` only when typed, or null when
 * 'Secret entfernen' is ticked; omitted, the stored one is kept.
 */
function hookBody(hook: Record<string, unknown>) {
  const secret = hook.clearSecret === true ? { secret: null } : typedSecret('secret', hook.secret);
  return { active: hook.active === true, uri: text(hook.uri), username: text(hook.username), ...secret };
}

/**
 * `PUT /api/organisation/{id}`: the whole form in the detail shape, without the read-only fields
 * (id, apiKey, creationDate, deleted, the invoice lists, warnings, the "secret is set" flags).
 */
export const organisationBody: WriteBody = (data) => {
  const zapier = objectAt(data.zapier);
  const make = objectAt(data.make);
  const leveto = objectAt(data.leveto);
  const pipedrive = objectAt(data.pipedrive);
  const lexOffice = objectAt(data.lexOffice);
  const weClapp = objectAt(data.weClapp);
  const config = objectAt(data.config);
  const lawyer = objectAt(objectAt(data.extension).lawyer);
  const evaluationDay = numberOr(data.leadEvaluationDay, ORGANISATION_DEFAULTS.leadEvaluationDay);
  return {
    name: text(data.name),
    // A deleted organisation's switch is disabled, and a disabled input has no value: then the
    // stored state stays.
    ...(data.active === undefined ? {} : { active: data.active === true }),
    type: data.type,
    email: emailList(data.email),
    phone: text(data.phone),
    street: text(data.street),
    zip: text(data.zip),
    city: text(data.city),
    country: text(data.country) || ORGANISATION_DEFAULTS.country,
    prio: numberOr(data.prio, ORGANISATION_DEFAULTS.prio),
    leadSellCost: numberOr(data.leadSellCost, 0),
    leadBuyCost: numberOr(data.leadBuyCost, 0),
    exclusiveLeads: data.exclusiveLeads === true,
    // Empty is a value of its own here: no own exclusive price (the price list decides), no credit limit.
    exclusiveLeadSellCost: numberOr(data.exclusiveLeadSellCost, null),
    creditLimit: numberOr(data.creditLimit, null),
    reclamationQuote: numberOr(data.reclamationQuote, 0),
    monthlyLeadLimit: numberOr(data.monthlyLeadLimit, ORGANISATION_DEFAULTS.monthlyLeadLimit),
    monthlyLeadGoal: numberOr(data.monthlyLeadGoal, ORGANISATION_DEFAULTS.monthlyLeadGoal),
    leadEvaluationMail: emailList(data.leadEvaluationMail),
    leadEvaluationDay: typeof evaluationDay === 'number' ? clampEvaluationDay(evaluationDay) : evaluationDay,
    sendStatistic: data.sendStatistic === true,
    sendInvoice: data.sendInvoice === true,
    sendReclaLink: data.sendReclaLink === true,
    autoCrefo: data.autoCrefo === true,
    crefoDays: numberOr(data.crefoDays, ORGANISATION_DEFAULTS.crefoDays),
    zapier: hookBody(zapier),
    make: hookBody(make),
    leveto: hookBody(leveto),
    pipedrive: {
      type: pipedrive.type === 'lead' ? 'lead' : 'deal',
      pipeline: idOrNull(pipedrive.pipeline),
      stage: idOrNull(pipedrive.stage),
      leadLabel: text(pipedrive.leadLabel) || null,
      ...typedSecret('token', pipedrive.token),
    },
    lexOffice: { number: text(lexOffice.number), id: text(lexOffice.id) },
    weClapp: { uri: text(weClapp.uri), ...typedSecret('key', weClapp.key) },
    config: { reclamationEmail: emailList(config.reclamationEmail) },
    extension: {
      lawyer: {
        active: lawyer.active === true,
        email: emailList(lawyer.email),
        days: numberOr(lawyer.days, ORGANISATION_DEFAULTS.lawyerDays),
      },
    },
    conditions: conditionsBody(data.conditions),
  };
};

/**
 * `POST /api/organisation`: the fields of the add dialog, and the default conditions (spec section
 * 7 sends conditions along). The server makes id, creation date and API key itself.
 */
export const organisationCreateBody: WriteBody = (data) => ({
  active: data.active !== false,
  name: text(data.name),
  phone: text(data.phone),
  email: emailList(data.email),
  street: text(data.street),
  zip: text(data.zip),
  city: text(data.city),
  country: text(data.country) || ORGANISATION_DEFAULTS.country,
  type: text(data.type) || 'buyer-email',
  conditions: defaultConditions(),
});

export function organisationStatus(record: object): OrganisationStatus {
  const { active, deleted } = record as Data;
  if (deleted === true) return 'deleted';
  return active === true ? 'active' : 'inactive';
}

/** List rows get their status (active, inactive, deleted), which the list filters and sorts by. */
export function withOrganisationStatus(record: RaRecord): RaRecord {
  return { ...record, status: organisationStatus(record) };
}
