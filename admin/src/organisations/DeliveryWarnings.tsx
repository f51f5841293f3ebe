import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { deliveryWarnings } from '@shared/organisation';
import { conditionsBody } from '../dataProvider/organisationBodies';
import { useOrganisationApi } from './formParts';

const GEO_STALE_MS = 5 * 60_000;

/** Whether postal-code centroids are loaded; radius entries cannot be evaluated without them. */
function useGeodataLoaded(): boolean {
  const api = useOrganisationApi();
  const { data } = useQuery({ queryKey: ['geo', 'status'], queryFn: () => api.geoStatus(), staleTime: GEO_STALE_MS, retry: false });
  return (data?.postalCodes ?? 0) > 0;
}

/**
 * Why this organisation would receive no leads, computed live from the form as it is now (the
 * same rule the server applies, libs/shared), so adding a postal code clears the warning at once.
 */
export const DeliveryWarnings = () => {
  const translate = useTranslate();
  const geodataLoaded = useGeodataLoaded();
  const [active, deleted, conditions, type, zapier, make] = useWatch({
    name: ['active', 'deleted', 'conditions', 'type', 'zapier.active', 'make.active'],
  }) as [unknown, unknown, unknown, unknown, unknown, unknown];
  const facts = {
    // The switch of a deleted organisation is disabled and then has no value: it is not active.
    active: active === true,
    deleted: deleted === true,
    conditions: conditionsBody(conditions),
    // An inactive Zapier or Make hook gets no leads either (the shared rule names it).
    type: typeof type === 'string' ? type : undefined,
    zapier: { active: zapier === true },
    make: { active: make === true },
  };
  // The extra facts are optional in the shared rule; older versions of it ignore them.
  const warnings = deliveryWarnings(facts as Parameters<typeof deliveryWarnings>[0], geodataLoaded);
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
