import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { deliveryWarnings, type OrganisationType } from '@contract/organisation';
import { conditionsBody } from '../dataProvider/organisationBodies';
import { useOrganisationApi } from './formParts';
import type { OrganisationDetail } from './types';

const GEO_STALE_MS = 5 * 60_000;

/** Whether postal-code centroids are loaded; radius entries cannot be evaluated without them. */
function useGeodataLoaded(): boolean {
  const api = useOrganisationApi();
  const { data } = useQuery({ queryKey: ['geo', 'status'], queryFn: () => api.geoStatus(), staleTime: GEO_STALE_MS, retry: false });
  return (data?.postalCodes ?? 0) > 0;
}

/**
 * Why this organisation would receive no leads, computed live from the form as it is now (the
 * same rule the server applies, libs/contract), so adding a postal code clears the warning at once;
 * plus a lead stop of a dunning handed over (saved state: lifted under 'Mahnungen', whose tab shows
 * it itself, so `withDunningHold` is off there).
 */
export const DeliveryWarnings = ({ withDunningHold = true }: { withDunningHold?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<OrganisationDetail>();
  const geodataLoaded = useGeodataLoaded();
  const [active, deleted, conditions, type, zapier, make] = useWatch({ name: ['active', 'deleted', 'conditions', 'type', 'zapier', 'make'] }) as [
    unknown,
    unknown,
    unknown,
    OrganisationType | undefined,
    { active?: boolean } | undefined,
    { active?: boolean } | undefined,
  ];
  const warnings = deliveryWarnings(
    // The switch of a deleted organisation is disabled and then has no value: it is not active.
    {
      active: active === true,
      deleted: deleted === true,
      conditions: conditionsBody(conditions),
      type,
      zapier: { active: zapier?.active !== false },
      make: { active: make?.active !== false },
    },
    geodataLoaded,
  );
  if (withDunningHold && record?.dunningHold) warnings.push(record.dunningHold);
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
      <AlertTitle>{translate('app.organisations.warnings_title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
};
