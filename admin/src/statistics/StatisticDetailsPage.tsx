import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, LinearProgress, Link as MuiLink, Paper, Stack, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Link, ListContextProvider, SimpleList, useDataProvider, useList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { formatDate, formatMonth } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { StatisticLead } from '../dataProvider/apiTypes';
import { EmptyState } from '../pages/EmptyState';
import { Page } from '../pages/Page';
import { SortableCol } from '../zips/SortableCol';
import { StatCards } from './StatCards';

/** Opens the lead's deal in the CRM in a new tab; a lead without a deal id opens nothing. */
const openDeal = (_id: Identifier, _resource: string, record: RaRecord): false => {
  const { dealUrl } = record as StatisticLead;
  if (dealUrl) window.open(dealUrl, '_blank', 'noopener,noreferrer');
  return false;
};

const ReclaimedChip = () => {
  const translate = useTranslate();
  return <Chip size="small" color="error" variant="outlined" label={translate('app.statistics.details.reclaimed')} sx={{ ml: 1 }} />;
};

/** The lead's number, a link to its CRM deal when it has one, and the reclaimed mark. */
const LeadId = ({ lead }: { lead: StatisticLead }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {lead.dealUrl ? (
        <MuiLink
          href={lead.dealUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate('app.statistics.details.open_crm', { id: lead.id })}
          // The row opens the deal as well; one tab is enough.
          onClick={(event) => event.stopPropagation()}
        >
          {lead.id}
          <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
        </MuiLink>
      ) : (
        <span title={translate('app.statistics.details.no_crm')}>{lead.id}</span>
      )}
      {lead.reclamation && <ReclaimedChip />}
    </Box>
  );
};

const useReclaimedSx = () => {
  const theme = useTheme();
  return (lead: StatisticLead): SxProps => ({
    ...(lead.reclamation ? { bgcolor: alpha(theme.palette.error.main, 0.08), '& td': { color: 'error.dark' } } : {}),
    cursor: lead.dealUrl ? 'pointer' : 'default',
  });
};

const LeadTable = () => {
  const translate = useTranslate();
  const reclaimedSx = useReclaimedSx();
  const missing = translate('app.statistics.details.missing');
  return (
    // Scrolls inside its box rather than widening the page (see StatisticsPage).
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <DataTable<StatisticLead> resource="statistic_leads" bulkActionButtons={false} rowClick={openDeal} rowSx={reclaimedSx} aria-label={translate('app.statistics.details.table')}>
        <SortableCol<StatisticLead> source="id" label="app.statistics.details.columns.id" render={(lead) => <LeadId lead={lead} />} />
        <SortableCol source="firstName" label="app.statistics.details.columns.firstName" />
        <SortableCol source="lastName" label="app.statistics.details.columns.lastName" />
        <SortableCol<StatisticLead> source="created" label="app.statistics.details.columns.created" render={(lead) => formatDate(lead.created, missing)} />
        <SortableCol<StatisticLead> source="qualifiedAt" label="app.statistics.details.columns.qualifiedAt" render={(lead) => formatDate(lead.qualifiedAt, missing)} />
      </DataTable>
    </Box>
  );
};

const LeadLines = () => {
  const translate = useTranslate();
  const reclaimedSx = useReclaimedSx();
  const missing = translate('app.statistics.details.missing');
  return (
    <SimpleList<StatisticLead>
      resource="statistic_leads"
      empty={<EmptyState />}
      rowClick={openDeal}
      rowSx={reclaimedSx}
      primaryText={(lead) => (
        <>
          {`${lead.id} · ${lead.firstName} ${lead.lastName}`}
          {lead.reclamation && <ReclaimedChip />}
        </>
      )}
      secondaryText={(lead) =>
        translate('app.statistics.details.line_dates', { created: formatDate(lead.created, missing), qualified: formatDate(lead.qualifiedAt, missing) })
      }
      tertiaryText={(lead) => (lead.dealUrl ? <OpenInNewIcon fontSize="small" aria-label={translate('app.statistics.details.open_crm', { id: lead.id })} /> : '')}
    />
  );
};

/**
 * Statistik Details (`/statistic/{orga}/{date}`, spec section 2): one company's sold leads in the
 * month of `date` (unix seconds). Reclaimed leads are tinted and marked 'Reklamiert' in words.
 */
export const StatisticDetailsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { orga = '', date = '' } = useParams();
  const detail = useQuery({ queryKey: ['statistics', 'detail', orga, date], queryFn: () => dataProvider.statisticsDetail(orga, date) });
  const listContext = useList<StatisticLead>({ data: detail.data?.leads, isPending: !detail.data, sort: { field: 'id', order: 'ASC' }, perPage: 100_000 });
  const data = detail.data;
  const reclaimed = data?.leads.filter((lead) => lead.reclamation).length ?? 0;

  return (
    <Page title="app.page.statistic_details">
      <Box>
        <Button component={Link} to="/statistics" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.statistics.details.back')}
        </Button>
      </Box>
      {detail.isPending && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography color="text.secondary">{translate('app.statistics.loading')}</Typography>
        </Box>
      )}
      {detail.isError && <Alert severity="error">{translate('app.statistics.details.load_error')}</Alert>}
      {data && (
        <>
          <StatCards
            items={[
              { key: 'company', label: 'app.statistics.details.company', value: data.company.name, icon: <BusinessIcon /> },
              { key: 'month', label: 'app.statistics.details.month', value: formatMonth(data.date), icon: <CalendarMonthIcon /> },
              {
                key: 'total',
                label: 'app.statistics.details.total',
                value: data.total,
                hint: reclaimed ? `${reclaimed} ${translate('app.statistics.details.reclaimed').toLowerCase()}` : undefined,
                icon: <ShoppingCartOutlinedIcon />,
              },
            ]}
          />
          {data.leads.length ? (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary" data-testid="details-legend">
                {reclaimed > 0 && `${translate('app.statistics.details.legend')} `}
                {data.leads.some((lead) => lead.dealUrl) && translate('app.statistics.details.crm_hint')}
              </Typography>
              <ListContextProvider value={listContext}>
                <Paper variant="outlined">{phone ? <LeadLines /> : <LeadTable />}</Paper>
              </ListContextProvider>
            </Stack>
          ) : (
            <EmptyState />
          )}
        </>
      )}
    </Page>
  );
};
