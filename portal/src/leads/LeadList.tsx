import { Box, Button, CircularProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, DateInput, FilterButton, List, SelectInput, SimpleList, TextInput, TopToolbar, useListContext } from 'react-admin';
import { formatDate, formatMoney } from '@contract';
import { PORTAL_ROUTES } from '../api/routes';
import { COMPLAINT_STATUSES, type PortalLead } from '../api/types';
import { ComplaintChip, DeliveryChip, OutcomeChip } from '../common/labels';
import { useDownload } from '../common/useDownload';
import { texts } from '../texts';
import { OUTCOME_CHOICES } from './outcomeForm';

const COMPLAINT_LABELS: Record<(typeof COMPLAINT_STATUSES)[number], string> = {
  open: 'Offen',
  inProgress: 'In Bearbeitung',
  proofRequired: 'Nachweis angefordert',
  approved: 'Akzeptiert',
  rejected: 'Abgelehnt',
};

const filters = [
  <DateInput key="from" source="from" label={texts.leads.filters.from} alwaysOn />,
  <DateInput key="to" source="to" label={texts.leads.filters.to} alwaysOn />,
  <TextInput key="zip" source="zip" label={texts.leads.filters.zip} />,
  <SelectInput key="outcome" source="outcome" label={texts.leads.filters.outcome} choices={[{ id: 'none', name: texts.leads.filters.none }, ...OUTCOME_CHOICES]} />,
  <SelectInput
    key="complaint"
    source="complaint"
    label={texts.leads.filters.complaint}
    choices={[{ id: 'none', name: texts.leads.filters.noneComplaint }, ...COMPLAINT_STATUSES.map((id) => ({ id, name: COMPLAINT_LABELS[id] }))]}
  />,
];

/** The Excel file of the leads the filter shows (the spec's export columns plus outcome and order value). */
const ExportButton = () => {
  const { filterValues } = useListContext();
  const { download, busy } = useDownload(texts.leads.exportFailed);
  const query = Object.keys(filterValues ?? {}).length ? `?filter=${encodeURIComponent(JSON.stringify(filterValues))}` : '';
  return (
    <Button
      size="small"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      disabled={busy !== null}
      onClick={() => void download(`${PORTAL_ROUTES.leadsExport}${query}`, 'leads.xlsx')}
    >
      {texts.leads.export}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/**
 * Dates, numbers and headings stay on one line; the name, the place and long chips may wrap, and cells keep
 * half MUI's side padding, so the list fits 1280 px beside the menu (1349 px wide before, issue 29 §4).
 */
const NO_WRAP = { '& th, & td': { whiteSpace: 'nowrap', px: 1 }, '& td.column-lastName, & td.column-zip': { whiteSpace: 'normal' } };

const fullName = (lead: PortalLead) => [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(' ');

/** One lead as a card line on a phone: name, sale day and place, then its outcome, complaint and delivery. */
const PhoneList = () => (
  <SimpleList<PortalLead>
    primaryText={(lead) => fullName(lead)}
    secondaryText={(lead) => (
      <Box component="span" sx={{ display: 'block' }}>
        <Box component="span" sx={{ display: 'block' }}>
          {`Nr. ${lead.id} · ${formatDate(lead.soldAt)} · ${lead.contact.zip} ${lead.contact.city}`}
        </Box>
        <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          <OutcomeChip outcome={lead.outcome} />
          <ComplaintChip complaint={lead.complaint} reclaimed={lead.reclaimed} />
        </Stack>
      </Box>
    )}
    tertiaryText={(lead) => priceText(lead)}
    linkType="edit"
  />
);

/** '150,00 € exklusiv' for a lead the buyer got alone, else the price. */
const priceText = (lead: PortalLead) => (lead.exclusive ? `${formatMoney(lead.price)} ${texts.leads.exclusive}` : formatMoney(lead.price));

const DeskTable = () => (
  <DataTable<PortalLead> rowClick="edit" bulkActionButtons={false} sx={NO_WRAP}>
    <DataTable.Col source="soldAt" label={texts.leads.soldAt} render={(lead) => formatDate(lead.soldAt)} />
    <DataTable.Col source="id" label={texts.leads.id} />
    <DataTable.Col source="lastName" label={texts.leads.name} render={(lead) => fullName(lead as PortalLead)} />
    <DataTable.Col source="zip" label={texts.leads.zip} render={(lead) => `${lead.contact.zip} ${lead.contact.city}`} />
    <DataTable.Col source="price" label={texts.leads.price} align="right" render={(lead) => priceText(lead as PortalLead)} />
    <DataTable.Col label={texts.leads.outcome} disableSort render={(lead) => <OutcomeChip outcome={lead.outcome} />} />
    <DataTable.Col label={texts.leads.complaint} disableSort render={(lead) => <ComplaintChip complaint={lead.complaint} reclaimed={lead.reclaimed} titled={false} />} />
    <DataTable.Col label={texts.leads.delivery} disableSort render={(lead) => <DeliveryChip delivery={lead.delivery} />} />
  </DataTable>
);

const Empty = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {texts.leads.empty}
  </Typography>
);

export const LeadList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List title={texts.leads.title} filters={filters} actions={<Actions />} sort={{ field: 'soldAt', order: 'DESC' }} perPage={25} empty={<Empty />}>
      {phone ? <PhoneList /> : <DeskTable />}
    </List>
  );
};
