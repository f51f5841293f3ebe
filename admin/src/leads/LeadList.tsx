import type { MouseEvent, ReactElement } from 'react';
import { Chip, Link, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  BooleanInput,
  DataTable,
  DateInput,
  FilterButton,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formatDate } from '@contract/format';
import { QUALITY_STATUS_LABELS } from '@contract/lead-quality';
import type { LeadListItem } from '../dataProvider/apiTypes';
import { EmptyState } from '../pages/EmptyState';
import { EmailConfirmationChip, emailConfirmationText } from './EmailConfirmationChip';
import { LeadExportButton } from './LeadExportButton';
import { duplicateMessage, listName, soldToText } from './leadList';

const T = 'app.leads';

/** The lead filters (spec section 3); leadsource and the date range always shown, as Einkauf filters by them. */
function leadFilters(qualifiedAlwaysOn: boolean): ReactElement[] {
  return [
    <ReferenceInput key="leadsource" source="leadsource" reference="leadsources" sort={{ field: 'name', order: 'ASC' }} perPage={1000} label={`${T}.filters.leadsource`} alwaysOn>
      <SelectInput label={`${T}.filters.leadsource`} optionText="name" emptyText={`${T}.filters.all`} sx={{ minWidth: 180 }} />
    </ReferenceInput>,
    <DateInput key="start" source="start" label={`${T}.filters.start`} alwaysOn />,
    <DateInput key="end" source="end" label={`${T}.filters.end`} alwaysOn />,
    <BooleanInput key="qualified" source="qualified" label={`${T}.filters.qualified`} alwaysOn={qualifiedAlwaysOn} sx={{ ml: 1.5 }} />,
    <TextInput key="zipFilter" source="zipFilter" label={`${T}.filters.zipFilter`} />,
    <ReferenceInput key="soldTo" source="soldTo" reference="organisations" sort={{ field: 'name', order: 'ASC' }} perPage={1000} label={`${T}.filters.soldTo`}>
      <SelectInput label={`${T}.filters.soldTo`} optionText="name" emptyText={`${T}.filters.all`} sx={{ minWidth: 180 }} />
    </ReferenceInput>,
    <TextInput key="firstName" source="firstName" label={`${T}.filters.firstName`} />,
    <TextInput key="lastName" source="lastName" label={`${T}.filters.lastName`} />,
    <TextInput key="pIdFilter" source="pIdFilter" label={`${T}.filters.pIdFilter`} />,
    <TextInput key="phone" source="phone" type="tel" label={`${T}.filters.phone`} helperText={`${T}.filters.phone_hint`} />,
    <TextInput key="email" source="email" type="email" label={`${T}.filters.email`} helperText={`${T}.filters.email_hint`} />,
    <SelectInput key="quality" source="quality" label={`${T}.filters.quality`} choices={QUALITY_CHOICES} translateChoice={false} emptyText={`${T}.filters.all`} sx={{ minWidth: 160 }} />,
  ];
}

const MISSING = `${T}.missing`;

/** 'Zu prüfen' first: what staff look for. */
const QUALITY_CHOICES = (['review', 'rejected', 'ok'] as const).map((id) => ({ id, name: QUALITY_STATUS_LABELS[id] }));

/** The verdict in a word and its score ('55 · Zu prüfen'), coloured when the lead waits for staff. */
const QualityCell = ({ lead }: { lead: LeadListItem }) => {
  const translate = useTranslate();
  if (!lead.quality) return <>{translate(`${T}.quality_none`)}</>;
  // A sound lead shows its score; one that waits for staff or was rejected says so (the column stays narrow).
  if (lead.quality.status === 'ok') return <>{lead.quality.score}</>;
  const text = translate(`${T}.quality_cell`, { score: lead.quality.score, status: QUALITY_STATUS_LABELS[lead.quality.status] });
  // The findings on hover, so staff see why without opening the lead.
  const findings = lead.quality.findings.map((finding) => finding.text).join(' · ');
  return (
    <Tooltip title={findings} describeChild>
      <Chip size="small" color={lead.quality.status === 'review' ? 'warning' : 'error'} label={text} />
    </Tooltip>
  );
};

/** Links inside a clickable row must not also open the row's lead. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** The person, and 'Dublette von Lead N' (a link to the earlier lead) when the lead repeats one. */
const NameCell = ({ lead }: { lead: LeadListItem }) => {
  const translate = useTranslate();
  const duplicate = duplicateMessage(lead);
  return (
    <>
      <div>{listName(lead)}</div>
      {duplicate && (
        <Link component={RouterLink} to={`/sells/${lead.duplicateOfId}`} onClick={stop} variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap' }}>
          {translate(duplicate.key, duplicate.args)}
        </Link>
      )}
    </>
  );
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <LeadExportButton />
  </TopToolbar>
);

const LeadTable = ({ bulkActions }: { bulkActions: ReactElement | false }) => {
  const translate = useTranslate();
  const missing = translate(MISSING);
  const no = translate(`${T}.no`);
  return (
    // Ten columns beside the menu at 1280 px: half the cells' side padding keeps them on the screen.
    <DataTable<LeadListItem> rowClick="edit" bulkActionButtons={bulkActions} empty={<EmptyState />} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
      <DataTable.Col source="id" label={`${T}.columns.id`} />
      <DataTable.Col source="created" label={`${T}.columns.created`} sortByOrder="DESC" render={(lead: LeadListItem) => formatDate(lead.created, missing)} />
      <DataTable.Col source="leadsource" label={`${T}.columns.leadsource`} disableSort />
      <DataTable.Col source="contact.lastName" label={`${T}.columns.name`} render={(lead: LeadListItem) => <NameCell lead={lead} />} />
      <DataTable.Col source="contact.zip" label={`${T}.columns.zip`} />
      <DataTable.Col
        source="qualifiedAt"
        label={`${T}.columns.qualified`}
        sortByOrder="DESC"
        render={(lead: LeadListItem) => (lead.qualified ? formatDate(lead.qualifiedAt, missing) : no)}
      />
      <DataTable.Col source="quality" label={`${T}.columns.quality`} disableSort render={(lead: LeadListItem) => <QualityCell lead={lead} />} />
      <DataTable.Col
        source="emailConfirmedAt"
        label="app.consent.list.column"
        disableSort
        render={(lead: LeadListItem) => <EmailConfirmationChip lead={lead} />}
      />
      <DataTable.Col
        source="sellingStatistics"
        label={`${T}.columns.soldTo`}
        disableSort
        render={(lead: LeadListItem) => soldToText(lead, translate(`${T}.reclaimed_short`)) || translate(`${T}.not_sold`)}
      />
      <DataTable.Col
        source="recla"
        label={`${T}.columns.recla`}
        disableSort
        render={(lead: LeadListItem) => (lead.recla ? translate(`${T}.reclaimed_on`, { date: formatDate(lead.reclamation?.at, missing) }) : no)}
      />
    </DataTable>
  );
};

/** On a phone the eight columns cannot fit: one entry per lead, as in react-admin's demo. */
const LeadLines = () => {
  const translate = useTranslate();
  const missing = translate(MISSING);
  return (
    <SimpleList<LeadListItem>
      linkType="edit"
      primaryText={(lead) => `${lead.id} · ${listName(lead)}`}
      secondaryText={(lead) => [formatDate(lead.created, missing), lead.leadsource, lead.contact.zip].filter(Boolean).join(' · ')}
      tertiaryText={(lead) =>
        [
          lead.qualified ? translate(`${T}.qualified_on`, { date: formatDate(lead.qualifiedAt, missing) }) : null,
          lead.sellingStatistics.length ? translate(`${T}.sold_count`, { smart_count: lead.sellingStatistics.length }) : null,
          lead.recla ? translate(`${T}.reclaimed_short`) : null,
          lead.duplicateOfId ? translate(`${T}.duplicate_of`, { id: lead.duplicateOfId }) : null,
          lead.quality && lead.quality.status !== 'ok' ? translate(`${T}.quality_cell`, { score: lead.quality.score, status: QUALITY_STATUS_LABELS[lead.quality.status] }) : null,
          emailConfirmationText(lead, translate),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      empty={<EmptyState />}
    />
  );
};

interface LeadListProps {
  title: string;
  /** Filters set when the page opens (Lead-Statistik: qualified leads only). */
  filterDefaultValues?: Record<string, unknown>;
  /** Einkauf's bulk reclaim; false for none. */
  bulkActions?: ReactElement | false;
}

/**
 * Einkauf and Lead-Statistik: the leads filtered, sorted and paged by the API (`GET /api/leads`),
 * newest first, with the Excel export of everything the filters select.
 */
export const LeadList = ({ title, filterDefaultValues, bulkActions = false }: LeadListProps) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<LeadListItem>
      title={title}
      filters={leadFilters(Boolean(filterDefaultValues?.qualified))}
      filterDefaultValues={filterDefaultValues}
      actions={<Actions />}
      sort={{ field: 'created', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      {phone ? <LeadLines /> : <LeadTable bulkActions={bulkActions} />}
    </List>
  );
};
