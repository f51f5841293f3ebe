import { useState, type MouseEvent } from 'react';
import { Box, Chip, FormControlLabel, Link, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { formatDate } from '@contract/format';
import { reclamationReason } from '@contract/reclamation-reasons';
import type { ReclamationRequest, ReclamationStatus } from '../dataProvider/apiTypes';
import { EmptyState } from '../pages/EmptyState';
import { useCan } from '../auth/useCan';
import { BulkDecisionButton } from './BulkDecisionButton';
import { ReclamationDecisionDialog } from './ReclamationDecisionDialog';
import { complaintRateParts, digitsOnly, showsProcessed } from './reclamationList';
import { RESOURCE } from './useDecide';

const T = 'app.reclamations';

/** Links inside a clickable row must not also open the decision dialog. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** 'Offene Reklamationen anzeigen' / 'Bearbeitete Reklamationen anzeigen'; switching reloads the list. */
const ProcessedSwitch = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: false });
  const processed = showsProcessed(field.value);
  return (
    <FormControlLabel
      sx={{ mx: 0, mb: 0.5, alignSelf: 'center', whiteSpace: 'nowrap' }}
      control={<Switch checked={processed} onChange={(event) => field.onChange(event.target.checked)} />}
      label={translate(processed ? `${T}.filters.processed` : `${T}.filters.open`)}
    />
  );
};

const filters = [
  <TextInput key="pIdFilter" source="pIdFilter" label={`${T}.filters.pIdFilter`} alwaysOn resettable={false} sx={{ width: { xs: '100%', sm: 160 } }} />,
  <TextInput
    key="zipFilter"
    source="zipFilter"
    label={`${T}.filters.zipFilter`}
    alwaysOn
    parse={digitsOnly}
    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    sx={{ width: { xs: '100%', sm: 110 } }}
  />,
  <ReferenceInput key="reclamatedFrom" source="reclamatedFrom" reference="organisations" sort={{ field: 'name', order: 'ASC' }} perPage={1000} alwaysOn>
    <SelectInput label={`${T}.filters.reclamatedFrom`} optionText="name" emptyText={`${T}.filters.all`} sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }} />
  </ReferenceInput>,
  <ProcessedSwitch key="proccessed" source="proccessed" alwaysOn />,
];

/** 'Suchen...': the list again as the server has it now. */
const SearchButton = () => {
  const { refetch, isFetching } = useListContext();
  return (
    <Button label={`${T}.search`} onClick={() => void refetch()} disabled={isFetching}>
      <SearchIcon />
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <SearchButton />
  </TopToolbar>
);

const StatusChip = ({ status }: { status: ReclamationStatus }) => {
  const translate = useTranslate();
  const color = status === 'approved' ? 'success' : status === 'rejected' ? 'error' : status === 'proofRequired' ? 'warning' : status === 'inProgress' ? 'info' : 'default';
  return <Chip size="small" color={color} variant={status === 'open' ? 'outlined' : 'filled'} label={translate(`${T}.status.${status}`)} />;
};

/** Accepted by a complaint rule when it was filed (issue 31 §4): the request still shows it, until staff take it back. */
const autoAccepted = (record: ReclamationRequest) => (record.status === 'approved' && record.decidedBy ? record.decidedBy : null);

/** 'Automatisch akzeptiert' with the rule's reason under it, or the status as the server names it. */
const StatusCell = ({ record }: { record: ReclamationRequest }) => {
  const translate = useTranslate();
  const auto = autoAccepted(record);
  if (!auto) return <StatusChip status={record.status} />;
  return (
    <Box sx={{ minWidth: 120, maxWidth: 200 }} title={translate(`${T}.auto_line`, { rule: auto.text })}>
      <Chip size="small" color="success" label={translate(`${T}.auto_accepted`)} />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {auto.text}
      </Typography>
    </Box>
  );
};

/** The reason chosen from the catalogue (bold) above the buyer's own words. */
const ReasonCell = ({ record }: { record: ReclamationRequest }) => {
  const chosen = reclamationReason(record.reasonCode);
  return (
    <Box sx={{ minWidth: 140, maxWidth: 220 }}>
      {chosen && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {chosen.text}
        </Typography>
      )}
      <Typography
        variant="body2"
        title={record.request}
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        {record.request}
      </Typography>
    </Box>
  );
};

const DealCell = ({ record }: { record: ReclamationRequest }) => {
  const translate = useTranslate();
  if (!record.pipedriveId) return <Typography variant="body2" color="text.secondary">–</Typography>;
  if (!record.crmDealUrl) return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{record.pipedriveId}</Box>;
  return (
    <Link
      href={record.crmDealUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={stop}
      aria-label={translate(`${T}.open_deal`, { id: record.pipedriveId })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {record.pipedriveId}
      <OpenInNewIcon sx={{ fontSize: 14 }} />
    </Link>
  );
};

const CompanyCell = ({ record }: { record: ReclamationRequest }) => {
  const translate = useTranslate();
  const rate = complaintRateParts(record.complaintRate);
  return (
    <Box sx={{ minWidth: 140, maxWidth: 200 }}>
      <div>{record.organisationName}</div>
      <Typography variant="caption" color="text.secondary" component="div" title={rate ? translate(`${T}.rate_title`, rate) : undefined}>
        {rate ? translate(`${T}.rate`, rate) : translate(`${T}.rate_none`)}
      </Typography>
    </Box>
  );
};

const LeadLink = ({ record }: { record: ReclamationRequest }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={`/sells/${record.leadId}`} onClick={stop} sx={{ whiteSpace: 'nowrap' }}>
      {translate(`${T}.lead_link`, { id: record.leadId })}
    </Link>
  );
};

const Table = ({ onOpen }: { onOpen: (record: ReclamationRequest) => void }) => {
  const translate = useTranslate();
  const missing = translate(`${T}.missing`);
  // Without the bulk decision (Buchhaltung) the rows have no checkboxes either.
  const mayDecide = useCan('PUT /api/reclamation/requests');
  return (
    <DataTable<ReclamationRequest>
      rowClick={(_id, _resource, record) => {
        onOpen(record);
        return false;
      }}
      bulkActionButtons={mayDecide ? <BulkDecisionButton /> : false}
      empty={<EmptyState />}
      // Nine columns beside the sidebar: half the usual cell padding lets the table fit 1280 px without cutting the last one.
      sx={{ '& .MuiTableCell-root': { px: 1 } }}
    >
      <DataTable.Col source="pipedriveId" label={`${T}.columns.pipedriveId`} disableSort render={(record: ReclamationRequest) => <DealCell record={record} />} />
      <DataTable.Col source="creationDate" label={`${T}.columns.creationDate`} sortByOrder="DESC" render={(record: ReclamationRequest) => formatDate(record.creationDate, missing)} />
      <DataTable.Col source="organisationName" label={`${T}.columns.organisationName`} render={(record: ReclamationRequest) => <CompanyCell record={record} />} />
      <DataTable.Col source="leadZip" label={`${T}.columns.leadZip`} />
      <DataTable.Col source="leadBought" label={`${T}.columns.leadBought`} sortByOrder="DESC" render={(record: ReclamationRequest) => formatDate(record.leadBought, missing)} />
      <DataTable.Col source="request" label={`${T}.columns.request`} disableSort render={(record: ReclamationRequest) => <ReasonCell record={record} />} />
      <DataTable.Col source="status" label={`${T}.columns.status`} disableSort render={(record: ReclamationRequest) => <StatusCell record={record} />} />
      <DataTable.Col source="leadId" label={`${T}.columns.lead`} render={(record: ReclamationRequest) => <LeadLink record={record} />} />
    </DataTable>
  );
};

/** At 390 px the eight columns cannot fit: one entry per request; a tap opens the decision dialog. */
const Lines = ({ onOpen }: { onOpen: (record: ReclamationRequest) => void }) => {
  const translate = useTranslate();
  const missing = translate(`${T}.missing`);
  return (
    <SimpleList<ReclamationRequest>
      rowClick={(_id, _resource, record) => {
        onOpen(record as ReclamationRequest);
        return false;
      }}
      primaryText={(record) => translate(`${T}.line`, { id: record.leadId, name: record.organisationName })}
      secondaryText={(record) => {
        const rate = complaintRateParts(record.complaintRate);
        const auto = autoAccepted(record);
        const chosen = reclamationReason(record.reasonCode);
        return (
          <>
            {[formatDate(record.creationDate, missing), record.leadZip, auto ? null : translate(`${T}.status.${record.status}`)].filter(Boolean).join(' · ')}
            {auto && (
              <Box component="span" sx={{ display: 'block', color: 'success.main' }}>
                {translate(`${T}.auto_line`, { rule: auto.text })}
              </Box>
            )}
            {chosen && (
              <Box component="span" sx={{ display: 'block' }}>
                {chosen.text}
              </Box>
            )}
            {/* The buyer's complaint rate, as the table's Unternehmen column says it. */}
            <Box component="span" sx={{ display: 'block' }}>
              {rate ? translate(`${T}.rate`, rate) : translate(`${T}.rate_none`)}
            </Box>
          </>
        );
      }}
      tertiaryText={(record) => (record.pipedriveId ? `${translate(`${T}.columns.pipedriveId`)} ${record.pipedriveId}` : '')}
      rowSx={() => ({ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
      empty={<EmptyState />}
    />
  );
};

/**
 * Reklamationsanfragen (`/reclamationrequest`, spec section 2): the buyers' complaints, filtered,
 * sorted and paged by the API, newest first; a row opens the decision dialog, selected rows are
 * decided together.
 */
export const ReclamationList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [chosen, setChosen] = useState<ReclamationRequest | null>(null);
  return (
    <>
      <List<ReclamationRequest>
        resource={RESOURCE}
        title="app.page.reclamationrequest"
        filters={filters}
        filterDefaultValues={{ proccessed: false }}
        actions={<Actions />}
        sort={{ field: 'creationDate', order: 'DESC' }}
        perPage={25}
        empty={false}
        // A narrow window scrolls the table inside its card, never the page (the bulk toolbar stays outside the scroller).
        sx={{ '& .RaList-content': { contain: 'inline-size' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {phone ? <Lines onOpen={setChosen} /> : <Table onOpen={setChosen} />}
      </List>
      <ReclamationDecisionDialog key={chosen?.id ?? 'none'} record={chosen} onClose={() => setChosen(null)} />
    </>
  );
};
