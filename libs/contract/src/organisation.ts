import { berlinWallClock, type BerlinWallClock } from './berlin-time';
import { formatMoney } from './format';

/**
 * The shape of a buyer (organisation) and its lead conditions, shared by the server and the back
 * office: types, defaults (spec section 9) and the check whether a buyer can receive leads at all.
 */

export const ORGANISATION_TYPES = ['buyer-email', 'service-buyer', 'buyer', 'weClapp', 'zapier', 'make', 'leveto', 'pipedrive'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/** How the back office names the types. */
export const ORGANISATION_TYPE_LABELS: Record<OrganisationType, string> = {
  'buyer-email': 'Käufer (E-Mail)',
  'service-buyer': 'Service-Käufer',
  buyer: 'Käufer',
  weClapp: 'weClapp',
  zapier: 'Zapier',
  make: 'Make',
  leveto: 'Leveto',
  pipedrive: 'Pipedrive',
};

export const COUNTRIES = [{ value: 'germany', label: 'Deutschland' }] as const;

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

export interface ActiveDay {
  active: boolean;
  weekDay: WeekDay;
  label: string;
  /** 'HH:mm', in 15-minute steps. */
  startTime: string;
  endTime: string;
}

/** A postal-code prefix ('8', '803', '80331') and who receives the leads from there (comma-separated). */
export interface ZipCondition {
  zip: string;
  email: string;
}

/** Leads within `radius` km of the postal code's centre. */
export interface RadiusCondition {
  zip: string;
  radius: number;
}

export interface GoogleZipSheet {
  sheetId: string;
  pageName: string;
  tableName: string;
  /** true: the sheet's postal codes add coverage; false: they are excluded. */
  whiteList: boolean;
}

export interface ConditionsConfig {
  /** Off: only the prefix list counts. On: only radiuses count (with otherAndRadius: either). */
  radius: boolean;
  otherAndRadius: boolean;
  googleZipSheet: GoogleZipSheet;
}

export interface Conditions {
  /** Minutes to wait before delivering a sold lead. */
  delay: number;
  /** Oldest lead (days) this buyer takes. */
  age: number;
  config: ConditionsConfig;
  zipConditions: ZipCondition[];
  radiuses: RadiusCondition[];
  activeDays: ActiveDay[];
  /** Per funnel step key, the answers this buyer accepts; empty or missing = all. */
  answers: Record<string, string[]>;
}

export const ORGANISATION_DEFAULTS = {
  prio: 100,
  monthlyLeadLimit: 0,
  monthlyLeadGoal: 0,
  leadEvaluationDay: 1,
  lawyerDays: 30,
  crefoDays: 30,
  country: 'germany',
} as const;

export const LEAD_EVALUATION_DAY = { min: 1, max: 28 } as const;

/** Spec: Leadauswertung day is clamped to 1–28. */
export function clampEvaluationDay(value: number): number {
  if (!Number.isFinite(value)) return ORGANISATION_DEFAULTS.leadEvaluationDay;
  return Math.min(LEAD_EVALUATION_DAY.max, Math.max(LEAD_EVALUATION_DAY.min, Math.round(value)));
}

/** Monday to Friday 08:00–18:00 active, Saturday 08:00–14:00 and Sunday 08:00–18:00 inactive. */
export function defaultActiveDays(): ActiveDay[] {
  return WEEK_DAYS.map((weekDay) => ({
    active: weekDay !== 'saturday' && weekDay !== 'sunday',
    weekDay,
    label: WEEK_DAY_LABELS[weekDay],
    startTime: '08:00',
    endTime: weekDay === 'saturday' ? '14:00' : '18:00',
  }));
}

export function defaultConditions(): Conditions {
  return {
    delay: 0,
    age: 7,
    config: { radius: false, otherAndRadius: false, googleZipSheet: { sheetId: '', pageName: '', tableName: '', whiteList: true } },
    zipConditions: [],
    radiuses: [],
    activeDays: defaultActiveDays(),
    answers: {},
  };
}

/**
 * Why a buyer gets no lead, in the words of Lead Matchen (libs/distribution's matching), so the
 * organisation page warns in the same words.
 */
export const MATCH_EXCLUSION_MESSAGES = {
  deleted: 'Unternehmen ist gelöscht',
  inactive: 'Unternehmen ist inaktiv',
  dunningHold: 'Lieferstopp wegen Mahnverfahren',
  alreadyBought: 'Hat diesen Lead schon gekauft',
  samePersonBought: 'Hat dieselbe Person im Dubletten-Zeitraum schon gekauft',
  noCoverage: 'Keine PLZ-Abdeckung eingerichtet',
  zipNotCovered: 'Postleitzahl liegt nicht im Gebiet',
  zipExcludedBySheet: 'Postleitzahl ist in der Google-Tabelle ausgeschlossen',
  unknownZip: 'Postleitzahl des Leads ist in den Geodaten unbekannt (Umkreis nicht prüfbar)',
  answerMismatch: 'Antworten passen nicht zu den Filtern',
  notActiveNow: 'Gerade außerhalb der aktiven Tage und Zeiten',
  tooOld: 'Lead ist älter als das Max. Lead-Alter',
  monthlyLimitReached: 'Monatliches Lead-Limit erreicht',
  paused: 'Pausiert',
  holiday: 'Feiertag',
  budgetReached: 'Monatsbudget erreicht',
  creditLimitReached: 'Kreditlimit erreicht',
  soldExclusively: 'Lead wurde exklusiv verkauft',
} as const;

/** At this share of its credit limit a buyer and staff get one mail (issue 30 §5). */
export const CREDIT_WARNING_SHARE = 0.8;

/** A credit limit (EUR, null: none) is reached when what the buyer owes and has not been billed for yet is at least the limit. */
export function creditLimitReached(creditLimit: number | null | undefined, creditUsed: number): boolean {
  return creditLimit !== null && creditLimit !== undefined && creditUsed >= creditLimit;
}

/** '1.050,00 € von 1.000,00 €': how much of the credit limit is used. */
export function creditLimitDetail(creditUsed: number, creditLimit: number): string {
  return `${formatMoney(creditUsed)} von ${formatMoney(creditLimit)}`;
}

type Clock = Pick<BerlinWallClock, 'weekDay' | 'time'>;

/** Whether a buyer takes leads at this German wall-clock time: its weekday is active and the time in [start, end). */
export function isActiveAt(activeDays: readonly ActiveDay[], clock: Clock): boolean {
  const day = activeDays.find((candidate) => candidate.weekDay === clock.weekDay);
  return Boolean(day?.active) && clock.time >= day!.startTime && clock.time < day!.endTime;
}

/**
 * When a buyer outside its active days and hours takes leads again ('heute ab 08:00 Uhr',
 * 'Montag ab 08:00 Uhr'); null when no day is active at all (another warning says that).
 */
export function nextActiveStart(activeDays: readonly ActiveDay[], clock: Clock): string | null {
  const today = WEEK_DAYS.indexOf(clock.weekDay);
  for (let offset = 0; offset <= 7; offset++) {
    const weekDay = WEEK_DAYS[(today + offset) % 7];
    const day = activeDays.find((candidate) => candidate.weekDay === weekDay);
    if (!day?.active || day.startTime >= day.endTime) continue;
    if (offset === 0 && clock.time >= day.startTime) continue;
    const when = offset === 0 ? 'heute' : offset === 1 ? 'morgen' : offset === 7 ? `nächsten ${WEEK_DAY_LABELS[weekDay]}` : WEEK_DAY_LABELS[weekDay];
    return `${when} ab ${day.startTime} Uhr`;
  }
  return null;
}

/** Minimal facts to tell whether a buyer can get leads. */
export interface CoverageFacts {
  active: boolean;
  deleted: boolean;
  conditions: Pick<Conditions, 'config' | 'zipConditions' | 'radiuses' | 'activeDays'>;
  /** With the hook of that type: a switched-off Zapier or Make hook gets no leads. */
  type?: OrganisationType;
  zapier?: { active: boolean };
  make?: { active: boolean };
  /** A dunning with the lawyer or Creditreform stops the leads (its reason); null without. */
  dunningHold?: string | null;
  /** Given: a buyer outside its active days and hours at this instant is told when it takes leads again. */
  now?: Date;
  /** With `soldThisMonth` (non-reclaimed sales this Berlin month): a reached limit warns. 0 = no limit. */
  monthlyLeadLimit?: number;
  soldThisMonth?: number;
  /** The credit limit (EUR) and what is used of it (open invoices plus sales not billed yet): a reached limit warns. null or missing: no limit. */
  credit?: { limit: number; used: number } | null;
}

/**
 * Why this buyer would receive no leads (German, for the organisation screen); empty when it can.
 * `geodataLoaded` false: radius entries cannot be evaluated.
 */
export function deliveryWarnings(organisation: CoverageFacts, geodataLoaded: boolean): string[] {
  const warnings: string[] = [];
  const { config, zipConditions, radiuses, activeDays } = organisation.conditions;
  if (organisation.deleted) warnings.push('Das Unternehmen ist gelöscht.');
  else if (!organisation.active) warnings.push('Das Unternehmen ist inaktiv.');
  if (organisation.dunningHold) warnings.push(organisation.dunningHold);
  const prefixes = zipConditions.filter((row) => row.zip.trim() !== '').length;
  const circles = radiuses.filter((row) => row.zip.trim() !== '' && row.radius > 0).length;
  const sheet = config.googleZipSheet.whiteList && config.googleZipSheet.sheetId.trim() !== '';
  const counted = config.radius ? (config.otherAndRadius ? prefixes + circles : circles) : prefixes;
  if (counted === 0 && !sheet) {
    warnings.push(
      config.radius && !config.otherAndRadius
        ? 'Keine PLZ-Abdeckung: Bei aktivem Umkreis zählen nur Umkreis-Einträge, und es gibt keinen.'
        : 'Keine PLZ-Abdeckung: Es ist keine Postleitzahl eingetragen.',
    );
  }
  if (config.radius && circles > 0 && !geodataLoaded) {
    warnings.push('Umkreis-Einträge können nicht ausgewertet werden: Es sind keine Postleitzahl-Geodaten geladen (npm run geo:import).');
  }
  if (!activeDays.some((day) => day.active && day.startTime < day.endTime)) {
    warnings.push('Kein aktiver Wochentag: Das Unternehmen erhält zu keiner Zeit Leads.');
  } else if (organisation.now) {
    const outside = notActiveNowWarning(activeDays, organisation.now);
    if (outside) warnings.push(outside);
  }
  const { monthlyLeadLimit = 0, soldThisMonth } = organisation;
  if (monthlyLeadLimit > 0 && soldThisMonth !== undefined && soldThisMonth >= monthlyLeadLimit) {
    warnings.push(`${MATCH_EXCLUSION_MESSAGES.monthlyLimitReached}: ${soldThisMonth} von ${monthlyLeadLimit} Leads in diesem Monat. Bis zum Monatsende erhält das Unternehmen keine weiteren.`);
  }
  const { credit } = organisation;
  if (credit && creditLimitReached(credit.limit, credit.used)) {
    warnings.push(
      `${MATCH_EXCLUSION_MESSAGES.creditLimitReached}: ${creditLimitDetail(credit.used, credit.limit)} (offene Rechnungen und noch nicht berechnete Leads). Bis eine Zahlung verbucht oder das Limit erhöht wird, erhält das Unternehmen keine Leads.`,
    );
  }
  if (organisation.type === 'zapier' && organisation.zapier?.active === false) {
    warnings.push('Der Zapier-Hook ist deaktiviert: Leads werden nicht zugestellt.');
  }
  if (organisation.type === 'make' && organisation.make?.active === false) {
    warnings.push('Der Make-Hook ist deaktiviert: Leads werden nicht zugestellt.');
  }
  return warnings;
}

/**
 * A buyer outside its active days and hours at `now` (German time), and when it takes leads again;
 * null while it takes leads, or when no day is active at all (deliveryWarnings says that).
 */
export function notActiveNowWarning(activeDays: readonly ActiveDay[], now: Date): string | null {
  const clock = berlinWallClock(now);
  const next = isActiveAt(activeDays, clock) ? null : nextActiveStart(activeDays, clock);
  return next ? `${MATCH_EXCLUSION_MESSAGES.notActiveNow}: Leads erhält das Unternehmen wieder ${next}.` : null;
}

/** A buyer that pays nothing for its leads (price per lead 0,00 €); null when it pays. */
export function priceWarning(leadSellCost: number): string | null {
  return leadSellCost <= 0 ? `Verkaufspreis pro Lead ist ${formatMoney(0)}: Das Unternehmen erhält Leads, zahlt aber nichts dafür.` : null;
}

/** Comma-separated e-mail lists ("a@x.de, b@y.de") as the entries people typed. */
export function splitEmailList(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Integration settings without their secrets (those live encrypted in `secrets`). */
/** A Zapier or Make catch hook (spec: active, uri, username and a secret, kept in `secrets`). */
export interface WebhookSettings {
  /** Off: sales to this buyer are not delivered (the delivery fails with a reason). */
  active: boolean;
  uri: string;
  /** With the secret, sent as HTTP Basic auth when set. */
  username: string;
}

export interface OrganisationIntegrations {
  zapier: WebhookSettings;
  make: WebhookSettings;
  leveto: { active: boolean; uri: string; username: string };
  pipedrive: { type: 'deal' | 'lead'; pipeline: number | null; stage: number | null; leadLabel: string | null };
  lexOffice: { number: string; id: string };
  weClapp: { uri: string };
}

/** A new organisation's integration settings: nothing connected. */
export const defaultIntegrations = (): OrganisationIntegrations => ({
  // Active from the start: choosing the type Zapier or Make is what connects it; the address is what is missing.
  zapier: { active: true, uri: '', username: '' },
  make: { active: true, uri: '', username: '' },
  leveto: { active: false, uri: '', username: '' },
  pipedrive: { type: 'deal', pipeline: null, stage: null, leadLabel: null },
  lexOffice: { number: '', id: '' },
  weClapp: { uri: '' },
});

/** The secrets of the integrations; stored only encrypted. */
export interface OrganisationSecrets {
  pipedriveToken?: string;
  weClappKey?: string;
  levetoSecret?: string;
  zapierSecret?: string;
  makeSecret?: string;
}

/** 'HH:mm' on a quarter hour: the active-days editor steps 15 minutes. */
export const QUARTER_HOUR_PATTERN = /^([01]\d|2[0-3]):(00|15|30|45)$/;

/** Midnight at the end of a day: only an active day's end may be it. */
export const END_OF_DAY = '24:00';

/** An active day's start (or, with `endOfDay`, its end) as the server and the back office accept it. */
export function isQuarterHour(value: unknown, { endOfDay = false }: { endOfDay?: boolean } = {}): boolean {
  return typeof value === 'string' && (QUARTER_HOUR_PATTERN.test(value) || (endOfDay && value === END_OF_DAY));
}
