import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { BooleanField, Button, DataTable, List, TextInput, TopToolbar } from 'react-admin';
import { formatDate, formatPercent } from '@shared/format';
import { EmptyState } from '../pages/EmptyState';
import { LeadsourceCreateDialog } from './LeadsourceCreate';
import type { Leadsource } from './types';

const filters = [<TextInput key="q" source="q" label="resources.leadsources.search" alwaysOn sx={{ minWidth: 320 }} />];

const ListActions = ({ onAdd }: { onAdd: () => void }) => (
  <TopToolbar>
    <Button label="resources.leadsources.add" onClick={onAdd}>
      <AddIcon />
    </Button>
  </TopToolbar>
);

/** `/leadsources`: every source that is not deleted; new ones are added in a dialog. */
export const LeadsourceList = () => {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <List<Leadsource>
        title="app.page.leadsources"
        filters={filters}
        actions={<ListActions onAdd={() => setAdding(true)} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        empty={false}
      >
        <DataTable<Leadsource> rowClick="edit" bulkActionButtons={false} empty={<EmptyState />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="slug" />
          <DataTable.Col source="mail" label="resources.leadsources.columns.mail" />
          <DataTable.Col source="active" field={BooleanField} />
          <DataTable.Col
            source="reclaQuote"
            label="resources.leadsources.columns.reclaQuote"
            render={(source: Leadsource) => formatPercent(source.reclaQuote)}
          />
          <DataTable.Col source="preQualified" field={BooleanField} />
          <DataTable.Col
            source="creationDate"
            label="resources.leadsources.columns.creationDate"
            sortByOrder="DESC"
            render={(source: Leadsource) => formatDate(source.creationDate)}
          />
        </DataTable>
      </List>
      <LeadsourceCreateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
