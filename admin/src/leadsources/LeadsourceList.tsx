import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, Button, DataTable, List, SimpleList, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { formatDate, formatMoney, formatPercent } from '@contract/format';
import { Can } from '../auth/Can';
import { EmptyState } from '../pages/EmptyState';
import { LeadsourceCreateDialog } from './LeadsourceCreate';
import type { LeadsourceListItem } from '../dataProvider/apiTypes';

const filters = [<TextInput key="q" source="q" label="resources.leadsources.search" alwaysOn sx={{ minWidth: { sm: 320 } }} />];

const ListActions = ({ onAdd }: { onAdd: () => void }) => (
  <TopToolbar>
    <Can route="POST /api/leadsource">
      <Button label="resources.leadsources.add" onClick={onAdd}>
        <AddIcon />
      </Button>
    </Can>
  </TopToolbar>
);

/** A slug is a code, not a word: marked so (translate="no") for translators and for the check of the screens' language. */
const Slug = ({ slug }: { slug: string }) => <span translate="no">{slug}</span>;

/** Active or not, and 'Gedrosselt' when its leads wait for manual qualification. */
const ActiveCell = ({ source }: { source: LeadsourceListItem }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BooleanField source="active" record={source} />
      {source.throttled && <Chip size="small" color="warning" label={translate('resources.leadsources.throttle.column')} />}
    </Stack>
  );
};

const LeadsourceTable = () => (
  <DataTable<LeadsourceListItem> rowClick="edit" bulkActionButtons={false} empty={<EmptyState />}>
    <DataTable.Col source="name" />
    <DataTable.Col source="slug" render={(source: LeadsourceListItem) => <Slug slug={source.slug} />} />
    <DataTable.Col source="mail" label="resources.leadsources.columns.mail" />
    <DataTable.Col source="active" render={(source: LeadsourceListItem) => <ActiveCell source={source} />} />
    <DataTable.Col
      source="reclaQuote"
      label="resources.leadsources.columns.reclaQuote"
      render={(source: LeadsourceListItem) => formatPercent(source.reclaQuote)}
    />
    <DataTable.Col
      source="leadCost"
      label="resources.leadsources.columns.leadCost"
      align="right"
      disableSort
      render={(source: LeadsourceListItem) => (source.leadCost === null ? '–' : formatMoney(source.leadCost))}
    />
    <DataTable.Col source="preQualified" field={BooleanField} />
    <DataTable.Col
      source="creationDate"
      label="resources.leadsources.columns.creationDate"
      sortByOrder="DESC"
      render={(source: LeadsourceListItem) => formatDate(source.creationDate)}
    />
  </DataTable>
);

/** On a phone the table's seven columns cannot fit: one entry per source, as in react-admin's demo. */
const LeadsourceLines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<LeadsourceListItem>
      linkType="edit"
      primaryText={(source) => source.name}
      secondaryText={(source) => (
        <>
          <Slug slug={source.slug} />
          {source.mail ? ` · ${source.mail}` : ''}
        </>
      )}
      tertiaryText={(source) =>
        [translate(`resources.leadsources.status.${source.active ? 'active' : 'inactive'}`), source.throttled ? translate('resources.leadsources.throttle.column') : null]
          .filter(Boolean)
          .join(' · ')
      }
      empty={<EmptyState />}
    />
  );
};

/** `/leadsources`: every source that is not deleted; new ones are added in a dialog. */
export const LeadsourceList = () => {
  const [adding, setAdding] = useState(false);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <List<LeadsourceListItem>
        title="app.page.leadsources"
        filters={filters}
        actions={<ListActions onAdd={() => setAdding(true)} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        empty={false}
      >
        {phone ? <LeadsourceLines /> : <LeadsourceTable />}
      </List>
      <LeadsourceCreateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
