import { useMediaQuery, type Theme } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { DataTable, FilterButton, List, ReferenceInput, SelectInput, SimpleList, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '@contract/format';
import { invoiceDtoKindValues, invoiceDtoStatusValues } from '@contract/api-types';
import type { InvoiceListItem } from '../dataProvider/apiTypes';
import { serviceMonth } from '../dataProvider/invoiceMappers';
import { invoiceStatusLabel } from './invoiceStatus';
import { INVOICES_TAB } from './organisationTabs';
import { EmptyState } from '../pages/EmptyState';
import { InvoiceLinks } from './InvoiceLinks';
import { InvoiceStatusChip, useInvoiceNumberCell } from './InvoiceStatusChip';
import { Can } from '../auth/Can';
import { DunningRunButton, InvoicingRunButton } from './RunButtons';

const T = 'app.invoices';
const RESOURCE = 'invoices';
type Row = InvoiceListItem;

const YEARS_BACK = 6;
const thisYear = new Date().getFullYear();
const YEAR_CHOICES = Array.from({ length: YEARS_BACK + 1 }, (_, index) => ({ id: thisYear - index, name: String(thisYear - index) }));
const MONTH_CHOICES = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `app.overview.month.names.${index + 1}` }));
const STATUS_CHOICES = invoiceDtoStatusValues.map((status) => ({ id: status, name: invoiceStatusLabel(status) }));
const KIND_CHOICES = invoiceDtoKindValues.map((kind) => ({ id: kind, name: `${T}.kind.${kind}` }));

const width = (sm: number) => ({ width: { xs: '100%', sm } });

/**
 * On a phone the search, the company and the status are shown, the rest behind 'Filter hinzufügen':
 * six full-width inputs would push the list off the screen.
 */
const filtersFor = (phone: boolean) => [
  <TextInput key="q" source="q" label={`${T}.filters.q`} alwaysOn resettable={false} sx={width(170)} />,
  <ReferenceInput key="organisationId" source="organisationId" reference="organisations" sort={{ field: 'name', order: 'ASC' }} perPage={1000} alwaysOn>
    <SelectInput label={`${T}.filters.organisation`} optionText="name" emptyText={`${T}.filters.all`} sx={width(220)} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label={`${T}.filters.status`} choices={STATUS_CHOICES} translateChoice={false} emptyText={`${T}.filters.all`} alwaysOn sx={width(130)} />,
  <SelectInput key="kind" source="kind" label={`${T}.filters.kind`} choices={KIND_CHOICES} emptyText={`${T}.filters.all`} alwaysOn={!phone} sx={width(170)} />,
  <SelectInput key="year" source="year" label={`${T}.filters.year`} choices={YEAR_CHOICES} translateChoice={false} emptyText={`${T}.filters.all`} alwaysOn={!phone} sx={width(100)} />,
  <SelectInput key="month" source="month" label={`${T}.filters.month`} choices={MONTH_CHOICES} emptyText={`${T}.filters.all`} alwaysOn={!phone} sx={width(130)} />,
];

const Actions = ({ phone }: { phone: boolean }) => (
  <TopToolbar>
    {phone && <FilterButton />}
    <Can route="POST /api/invoicing/run">
      <InvoicingRunButton />
    </Can>
    <Can route="POST /api/dunning/run">
      <DunningRunButton />
    </Can>
  </TopToolbar>
);

/** A row opens its organisation on the Rechnungen tab, where the actions are. */
function useOpenOrganisation() {
  const navigate = useNavigate();
  return (record: Row) => {
    navigate(`/organisations/${record.organisationId}`, { state: { tab: INVOICES_TAB } });
    return false as const;
  };
}

const Table = () => {
  const translate = useTranslate();
  const numberCell = useInvoiceNumberCell();
  const open = useOpenOrganisation();
  return (
    <DataTable<Row> rowClick={(_id, _resource, record) => open(record as Row)} bulkActionButtons={false} empty={<EmptyState />}>
      <DataTable.Col source="number" label={`${T}.columns.number`} render={(record: Row) => numberCell(record)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="organisationName" label={`${T}.columns.organisation`} />
      <DataTable.Col source="kind" label={`${T}.columns.kind`} disableSort render={(record: Row) => translate(`${T}.kind.${record.kind}`)} />
      <DataTable.Col source="month" label={`${T}.columns.month`} sortByOrder="DESC" render={(record: Row) => serviceMonth(record)} />
      <DataTable.Col source="invoiceDate" label={`${T}.columns.invoiceDate`} sortByOrder="DESC" render={(record: Row) => formatDate(record.invoiceDate)} />
      <DataTable.Col source="dueDate" label={`${T}.columns.dueDate`} sortByOrder="DESC" render={(record: Row) => formatDate(record.dueDate)} />
      <DataTable.Col source="gross" label={`${T}.columns.gross`} align="right" sortByOrder="DESC" render={(record: Row) => formatMoney(record.gross)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="status" label={`${T}.columns.status`} render={(record: Row) => <InvoiceStatusChip status={record.status} />} />
      <DataTable.Col source="fileName" label={`${T}.columns.documents`} disableSort render={(record: Row) => <InvoiceLinks invoice={record} />} />
    </DataTable>
  );
};

/** At 390 px: one entry per document; a tap opens the organisation's Rechnungen. */
const Lines = () => {
  const translate = useTranslate();
  const numberCell = useInvoiceNumberCell();
  const open = useOpenOrganisation();
  return (
    <SimpleList<Row>
      rowClick={(_id, _resource, record) => open(record as Row)}
      primaryText={(record) => `${numberCell(record)} · ${record.organisationName ?? ''}`}
      secondaryText={(record) =>
        [translate(`${T}.kind.${record.kind}`), serviceMonth(record), formatMoney(record.gross), invoiceStatusLabel(record.status)].filter(Boolean).join(' · ')
      }
      tertiaryText={(record) => formatDate(record.invoiceDate)}
      rowSx={() => ({ '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
      empty={<EmptyState />}
    />
  );
};

/**
 * Rechnungen (`/invoices`): every organisation's invoices, cancellations and corrections, filtered,
 * sorted and paged by the API, newest first; the monthly invoicing and the dunning run by hand.
 */
export const InvoiceList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Row>
      resource={RESOURCE}
      title="app.page.invoices"
      filters={filtersFor(phone)}
      actions={<Actions phone={phone} />}
      sort={{ field: 'creationDate', order: 'DESC' }}
      perPage={25}
      empty={false}
      sx={{
        // The filters get a row of their own, the runs sit above the table.
        '& .RaListToolbar-root': { flexWrap: 'wrap' },
        '& .RaListToolbar-root > form': { flex: { sm: '1 1 100%' } },
        '& .RaListToolbar-root > .RaTopToolbar-root': { ml: { sm: 'auto' } },
        // A narrow window scrolls the table inside its card, never the page.
        '& .RaList-content': { contain: 'inline-size' },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1 },
      }}
    >
      {phone ? <Lines /> : <Table />}
    </List>
  );
};
