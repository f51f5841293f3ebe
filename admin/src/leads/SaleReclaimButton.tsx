import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Can } from '../auth/Can';
import type { LeadDetail, LeadSale } from '../dataProvider/apiTypes';
import { useLeadCache } from './useLeadCache';
import { useLeadFailure } from './useLeadFailure';

const T = 'app.lead_detail.sale_reclaim';

/**
 * 'Reklamieren' or 'Reklamation zurücknehmen' for one sale, after a confirmation
 * (`PUT /api/lead/{lId}/reclamate/buyer/{orgId}`); the buyer gets a mail either way.
 */
const SaleReclaimAction = ({ lead, sale }: { lead: LeadDetail; sale: LeadSale }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportFailure = useLeadFailure();
  const store = useLeadCache();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const reclaim = !sale.reclamation;
  const mode = reclaim ? 'reclaim' : 'revert';
  const name = sale.organisation.name;

  const confirm = async () => {
    setPending(true);
    try {
      store(await dataProvider.reclaimSale(lead, sale, reclaim));
      notify(`${T}.${mode}_done`, { type: 'success', messageArgs: { name } });
    } catch (error) {
      await reportFailure(error, `${T}.failed`);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Tooltip describeChild title={translate(`${T}.${mode}_tooltip`, { name })}>
        {/* A span, so the tooltip also shows while the button is busy (disabled). */}
        <span>
          <Button size="small" variant="outlined" color={reclaim ? 'warning' : 'inherit'} onClick={() => setConfirming(true)} disabled={pending} sx={{ whiteSpace: 'nowrap' }}>
            {translate(`${T}.${mode}`)}
          </Button>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`${T}.${mode}_title`}
        titleTranslateOptions={{ name }}
        content={`${T}.${mode}_content`}
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

/** Only for roles that may change leads (not Buchhaltung). */
export const SaleReclaimButton = ({ lead, sale }: { lead: LeadDetail; sale: LeadSale }) => (
  <Can route="PUT /api/lead/{lId}/reclamate/buyer/{orgId}">
    <SaleReclaimAction lead={lead} sale={sale} />
  </Can>
);
