import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, FilterButton, List, SelectInput, SimpleList, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import { RequireCan } from '../auth/Can';
import { EmptyState } from '../pages/EmptyState';
import { AuditChanges } from './AuditChanges';
import { ActionLabel, EntityLabel } from './AuditLabels';
import { actionLabelKey, actorText, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_RESOURCE, AUDIT_ROUTE, changesText, detailsText, entityLabelKey, roleText, type AuditEntry } from './audit';

const T = 'app.audit';
const ENTITY_CHOICES = AUDIT_ENTITIES.map((entity) => ({ id: entity, name: entityLabelKey(entity)! }));
const ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({ id: action, name: actionLabelKey(action)! }));
const width = (sm: number) => ({ width: { xs: '100%', sm } });

/** On a phone the object and the dates are shown, the rest behind 'Filter hinzufügen'. */
const filtersFor = (phone: boolean) => [
  <TextInput key="user" source="user" label={`${T}.filters.user`} alwaysOn={!phone} resettable={false} sx={width(220)} />,
  <SelectInput key="entity" source="entity" label={`${T}.filters.entity`} choices={ENTITY_CHOICES} emptyText={`${T}.filters.all`} alwaysOn sx={width(170)} />,
  <TextInput key="entityId" source="entityId" label={`${T}.filters.entityId`} alwaysOn resettable={false} sx={width(110)} />,
  <SelectInput key="action" source="action" label={`${T}.filters.action`} choices={ACTION_CHOICES} emptyText={`${T}.filters.all`} alwaysOn={!phone} sx={width(200)} />,
  <DateInput key="from" source="from" label={`${T}.filters.from`} alwaysOn={!phone} sx={width(160)} />,
  <DateInput key="to" source="to" label={`${T}.filters.to`} alwaysOn={!phone} sx={width(160)} />,
];

const Actions = ({ phone }: { phone: boolean }) => <TopToolbar>{phone && <FilterButton />}</TopToolbar>;

const Table = () => {
  const translate = useTranslate();
  return (
    <DataTable<AuditEntry> rowClick={false} bulkActionButtons={false} empty={<EmptyState />}>
      <DataTable.Col source="at" label={`${T}.columns.at`} render={(entry: AuditEntry) => formatDateTime(entry.at)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="userEmail" label={`${T}.columns.user`} disableSort render={(entry: AuditEntry) => actorText(entry, translate)} sx={{ overflowWrap: 'anywhere' }} />
      <DataTable.Col source="role" label={`${T}.columns.role`} disableSort render={(entry: AuditEntry) => roleText(entry.role, translate)} />
      <DataTable.Col source="ip" label={`${T}.columns.ip`} disableSort />
      <DataTable.Col source="action" label={`${T}.columns.action`} disableSort render={(entry: AuditEntry) => <ActionLabel action={entry.action} />} />
      <DataTable.Col source="entityType" label={`${T}.columns.entity`} disableSort render={(entry: AuditEntry) => <EntityLabel entry={entry} />} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="changes" label={`${T}.columns.changes`} disableSort render={(entry: AuditEntry) => <AuditChanges entry={entry} />} sx={{ minWidth: 240 }} />
    </DataTable>
  );
};

/** At 390 px: one entry per row, what happened first, who and when below, the changes last. */
const Lines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<AuditEntry>
      linkType={false}
      primaryText={(entry) => (
        <>
          <ActionLabel action={entry.action} /> · <EntityLabel entry={entry} />
        </>
      )}
      secondaryText={(entry) => [formatDateTime(entry.at), actorText(entry, translate), roleText(entry.role, translate), entry.ip].filter(Boolean).join(' · ')}
      tertiaryText={(entry) => changesText(entry.changes, translate) || detailsText(entry.details, translate)}
      rowSx={() => ({ '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
      empty={<EmptyState />}
    />
  );
};

/**
 * Settings → Protokoll (`/settings/audit`, administrators): the audit trail, newest first, filtered and
 * paged by the API (GET /api/audit).
 */
export const AuditList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <RequireCan route={AUDIT_ROUTE} title={`${T}.title`}>
      <List<AuditEntry>
        resource={AUDIT_RESOURCE}
        title={`${T}.title`}
        filters={filtersFor(phone)}
        actions={<Actions phone={phone} />}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={50}
        empty={false}
        disableSyncWithLocation={false}
        sx={{
          '& .RaListToolbar-root': { flexWrap: 'wrap' },
          '& .RaList-content': { contain: 'inline-size' },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1, verticalAlign: 'top' },
          '& .MuiListItemText-root': { minWidth: 0 },
        }}
      >
        {phone ? <Lines /> : <Table />}
      </List>
    </RequireCan>
  );
};
