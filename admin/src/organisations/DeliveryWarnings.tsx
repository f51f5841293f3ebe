import { useEffect, useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@contract/format';
import { CREDIT_WARNING_SHARE, deliveryWarnings, notActiveNowWarning, priceWarning, type ActiveDay, type OrganisationType } from '@contract/organisation';
import { conditionsBody } from '../dataProvider/organisationBodies';
import { useOrganisationApi } from './formParts';
import { buyerBlockReasons } from './buyerAvailability';
import { useBuyerSettings } from './BuyerPortalTab';
import type { OrganisationDetail } from '../dataProvider/apiTypes';

const GEO_STALE_MS = 5 * 60_000;

/** Whether postal-code centroids are loaded; radius entries cannot be evaluated without them. */
function useGeodataLoaded(): boolean {
  const api = useOrganisationApi();
  const { data } = useQuery({ queryKey: ['geo', 'status'], queryFn: () => api.geoStatus(), staleTime: GEO_STALE_MS, retry: false });
  return (data?.postalCodes ?? 0) > 0;
}

const MINUTE_MS = 60_000;

/** Now, renewed every minute, so 'outside its active hours' comes and goes while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const numberOrUndefined = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * Why this organisation would receive no leads or earn nothing, computed live from the form as it is now (the
 * same rule the server applies, libs/contract, in the words of Lead Matchen), so adding a postal
 * code clears the warning at once: no coverage, outside the active days and hours right now, the
 * monthly limit reached (this month's kept sales come with the record), a price of 0,00 €;
 * plus a lead stop of a dunning handed over (saved state: lifted under 'Mahnungen', whose tab shows
 * it itself, so `withDunningHold` is off there); plus what the buyer chose in its portal (saved state: a pause or
 * holiday today, its monthly budget spent, its own lower lead limit reached), in the matching's words.
 */
export const DeliveryWarnings = ({ withDunningHold = true }: { withDunningHold?: boolean }) => {
  const record = useRecordContext<OrganisationDetail>();
  const geodataLoaded = useGeodataLoaded();
  const now = useMinuteClock();
  const buyer = useBuyerSettings(record?.id);
  const [active, deleted, conditions, type, zapier, make, leadSellCost, monthlyLeadLimit, creditLimit] = useWatch({
    name: ['active', 'deleted', 'conditions', 'type', 'zapier', 'make', 'leadSellCost', 'monthlyLeadLimit', 'creditLimit'],
  }) as [unknown, unknown, unknown, OrganisationType | undefined, { active?: boolean } | undefined, { active?: boolean } | undefined, unknown, unknown, unknown];
  const credit = creditFacts(numberOrUndefined(creditLimit), record?.credit?.used);
  const warnings = deliveryWarnings(
    // The switch of a deleted organisation is disabled and then has no value: it is not active.
    {
      active: active === true,
      deleted: deleted === true,
      conditions: conditionsBody(conditions),
      type,
      zapier: { active: zapier?.active !== false },
      make: { active: make?.active !== false },
      monthlyLeadLimit: numberOrUndefined(monthlyLeadLimit),
      soldThisMonth: record?.complaintRate?.soldThisMonth,
      credit,
    },
    geodataLoaded,
  );
  if (withDunningHold && record?.dunningHold) warnings.push(record.dunningHold);
  if (buyer.data) warnings.push(...buyerBlockReasons(buyer.data));
  // A half-typed price is not judged yet; it gets leads, so it has an alert of its own.
  const price = numberOrUndefined(leadSellCost);
  const unpaid = price === undefined ? null : priceWarning(price);
  // Only for now, so not among the reasons it gets no leads at all; a half-typed day is checked by its input.
  const days = (conditions as { activeDays?: ActiveDay[] } | undefined)?.activeDays;
  const outside = Array.isArray(days) ? notActiveNowWarning(days, now) : null;
  return (
    <>
      <WarningList title="app.organisations.warnings_title" warnings={warnings} />
      <WarningList title="app.organisations.not_active_now_title" warnings={outside ? [outside] : []} severity="info" />
      <CreditNearlyReached credit={credit} />
      <WarningList title="app.organisations.price_warning_title" warnings={unpaid ? [unpaid] : []} />
    </>
  );
};

/** The limit as typed now against what is used (saved state: open invoices and unbilled sales); null without either. */
function creditFacts(limit: number | undefined, used: number | undefined): { limit: number; used: number } | null {
  return limit === undefined || used === undefined ? null : { limit, used };
}

/** From 80 % up to the limit: the buyer still gets leads, but staff see it coming (the mail went out too). */
const CreditNearlyReached = ({ credit }: { credit: { limit: number; used: number } | null }) => {
  const translate = useTranslate();
  if (!credit || credit.limit <= 0 || credit.used < credit.limit * CREDIT_WARNING_SHARE || credit.used >= credit.limit) return null;
  const text = translate('app.organisations.credit_nearly', {
    percent: Math.round((credit.used / credit.limit) * 100),
    used: formatMoney(credit.used),
    limit: formatMoney(credit.limit),
  });
  return <WarningList title="app.organisations.credit_nearly_title" warnings={[text]} severity="info" />;
};

const WarningList = ({ title, warnings, severity = 'warning' }: { title: string; warnings: string[]; severity?: 'warning' | 'info' }) => {
  const translate = useTranslate();
  if (warnings.length === 0) return null;
  return (
    <Alert severity={severity} sx={{ mx: 2, mt: 2 }}>
      <AlertTitle>{translate(title)}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
};
