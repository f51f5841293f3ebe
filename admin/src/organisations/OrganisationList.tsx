import { useId, useState } from 'react';
import { Box, Card, CardContent, Chip, FormControlLabel, FormGroup, Stack, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Button, DataTable, List, SimpleList, TopToolbar, useGetList, useStore, useTranslate } from 'react-admin';
import { ORGANISATION_TYPE_LABELS } from '@contract/organisation';
import { Can } from '../auth/Can';
import { EmptyState } from '../pages/EmptyState';
import { DeliveryStopNote } from './DeliveryStopBanner';
import { OrganisationCreate } from './OrganisationCreate';
import type { OrganisationListItem, OrganisationStatus } from './types';

const STATUSES: readonly OrganisationStatus[] = ['active', 'inactive', 'deleted'];
/** Spec: active and inactive shown, deleted hidden. */
const DEFAULT_SHOWN: OrganisationStatus[] = ['active', 'inactive'];
const SHOWN_KEY = 'organisations.list.shown';
const ALL = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'id', order: 'ASC' as const } };

/** Counts of all organisations, whatever the filters show (spec: summary card). */
const OrganisationSummary = () => {
  const translate = useTranslate();
  const titleId = useId();
  const { data = [] } = useGetList<OrganisationListItem>('organisations', ALL);
  const count = (status: OrganisationStatus) => data.filter((organisation) => organisation.status === status).length;
  const items = [
    { key: 'total', value: data.length },
    ...STATUSES.map((status) => ({ key: status, value: count(status) })),
  ];
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={titleId} variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
          {translate('app.organisations.summary.title')}
        </Typography>
        <Stack direction="row" spacing={4} useFlexGap component="dl" sx={{ m: 0, flexWrap: 'wrap', rowGap: 1 }}>
          {items.map(({ key, value }) => (
            <Box key={key} data-testid={`organisation-count-${key}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`app.organisations.summary.${key}`)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** Three show/hide switches; kept in the app store, so the choice survives going to a detail and back. */
const StatusFilters = ({ shown, onChange }: { shown: OrganisationStatus[]; onChange: (shown: OrganisationStatus[]) => void }) => {
  const translate = useTranslate();
  const toggle = (status: OrganisationStatus, on: boolean) =>
    onChange(STATUSES.filter((candidate) => (candidate === status ? on : shown.includes(candidate))));
  return (
    <FormGroup row role="group" aria-label={translate('app.organisations.filters.label')} sx={{ px: 2, pt: 1 }}>
      {STATUSES.map((status) => (
        <FormControlLabel
          key={status}
          control={<Switch checked={shown.includes(status)} onChange={(event) => toggle(status, event.target.checked)} />}
          label={translate(`app.organisations.filters.${status}`)}
        />
      ))}
    </FormGroup>
  );
};

const STATUS_COLOR = { active: 'success', inactive: 'default', deleted: 'error' } as const;

const StatusChip = ({ status }: { status: OrganisationStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status]}
      label={translate(`app.organisations.status.${status}`)}
    />
  );
};

const ListActions = ({ onAdd }: { onAdd: () => void }) => (
  <TopToolbar>
    <Can route="POST /api/organisation">
      <Button label="app.organisations.add" onClick={onAdd}>
        <AddIcon />
      </Button>
    </Can>
  </TopToolbar>
);

/**
 * Spec section 2 'Organisations list'. The API answers with all organisations; filtering by status,
 * sorting (default id ascending) and paging happen in the data provider.
 */
export const OrganisationList = () => {
  const [shown, setShown] = useStore<OrganisationStatus[]>(SHOWN_KEY, DEFAULT_SHOWN);
  const [adding, setAdding] = useState(false);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <List<OrganisationListItem>
        title="app.page.organisations"
        filter={{ status: shown }}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={50}
        actions={<ListActions onAdd={() => setAdding(true)} />}
        exporter={false}
        empty={false}
      >
        <Box sx={{ p: 2, pb: 0 }}>
          <OrganisationSummary />
        </Box>
        <StatusFilters shown={shown} onChange={setShown} />
        {small ? (
          <SimpleList<OrganisationListItem>
            linkType="edit"
            primaryText={(organisation) => organisation.name}
            secondaryText={(organisation) => (
              <>
                {[ORGANISATION_TYPE_LABELS[organisation.type] ?? organisation.type, [organisation.zip, organisation.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
                <DeliveryStopNote stop={organisation.deliveryStop} />
              </>
            )}
            tertiaryText={(organisation) => <StatusChip status={organisation.status} />}
            empty={<EmptyState />}
          />
        ) : (
          <DataTable<OrganisationListItem> rowClick="edit" bulkActionButtons={false} empty={<EmptyState />}>
            <DataTable.Col source="id" />
            <DataTable.Col
              source="name"
              render={(organisation: OrganisationListItem) => (
                <>
                  {organisation.name}
                  <DeliveryStopNote stop={organisation.deliveryStop} />
                </>
              )}
            />
            <DataTable.Col
              source="type"
              render={(organisation: OrganisationListItem) => ORGANISATION_TYPE_LABELS[organisation.type] ?? organisation.type}
            />
            <DataTable.Col source="email" />
            <DataTable.Col source="zip" />
            <DataTable.Col source="city" />
            <DataTable.Col source="prio" />
            <DataTable.Col
              source="status"
              render={(organisation: OrganisationListItem) => <StatusChip status={organisation.status} />}
            />
          </DataTable>
        )}
      </List>
      <OrganisationCreate open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
