import { useMemo } from 'react';
import { Box, Chip, LinearProgress, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ListContextProvider, SimpleList, useList, useTranslate } from 'react-admin';
import { formatMoney, formatPercent } from '@contract/format';
import type { Goal } from '../dataProvider/apiTypes';
import { goalRow, type GoalRow } from '../dataProvider/statisticsApi';
import { EmptyState } from '../pages/EmptyState';
import { SortableCol } from '../zips/SortableCol';

const StatusChip = ({ goal }: { goal: Goal }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={goal.companyActive ? 'success' : 'default'}
      label={translate(goal.companyActive ? 'app.overview.goals.active' : 'app.overview.goals.inactive')}
    />
  );
};

/** Sold against the monthly goal: a bar (full at 100 %, green once reached) and the figures in words. */
const Progress = ({ goal }: { goal: Goal }) => {
  const translate = useTranslate();
  if (goal.progress === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.overview.goals.no_goal')}
      </Typography>
    );
  }
  const text = `${translate('app.overview.goals.of_goal', { sold: goal.sold, total: goal.total })} (${formatPercent(goal.progress)})`;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(goal.progress, 100)}
        color={goal.progress >= 100 ? 'success' : 'primary'}
        aria-label={`${goal.companyName}: ${text}`}
        sx={{ height: 8, borderRadius: 4, mb: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
};

const Table = () => {
  const translate = useTranslate();
  return (
    // Scrolls inside its box rather than widening the page (react-admin's layout grows to fit its content).
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <DataTable<GoalRow>
        resource="goals"
        size="small"
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('app.overview.goals.table')}
        // Figures stay on one line; a long company name may wrap.
        sx={{ '& td, & th': { px: 1 }, '& td': { whiteSpace: 'nowrap' }, '& td.column-companyName': { whiteSpace: 'normal', minWidth: 140 } }}
      >
        <SortableCol<GoalRow> source="companyActive" label="app.overview.goals.columns.companyActive" render={(goal) => <StatusChip goal={goal} />} />
        <SortableCol source="companyName" label="app.overview.goals.columns.companyName" />
        <SortableCol source="sold" label="app.overview.goals.columns.sold" align="right" />
        <SortableCol source="reclamations" label="app.overview.goals.columns.reclamations" align="right" />
        <SortableCol<GoalRow> source="total" label="app.overview.goals.columns.total" align="right" render={(goal) => goal.total || '–'} />
        <SortableCol<GoalRow> source="progress" label="app.overview.goals.columns.progress" render={(goal) => <Progress goal={goal} />} />
        <SortableCol<GoalRow> source="reclamationQuote" label="app.overview.goals.columns.reclamationQuote" align="right" render={(goal) => formatPercent(goal.reclamationQuote)} />
        <SortableCol<GoalRow> source="salesVolume" label="app.overview.goals.columns.salesVolume" align="right" render={(goal) => formatMoney(goal.salesVolume)} />
        <SortableCol<GoalRow>
          source="totalSalesVolumeQuote"
          label="app.overview.goals.columns.totalSalesVolumeQuote"
          align="right"
          render={(goal) => formatPercent(goal.totalSalesVolumeQuote)}
        />
      </DataTable>
    </Box>
  );
};

const Lines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<GoalRow>
      resource="goals"
      rowClick={false}
      empty={<EmptyState />}
      primaryText={(goal) => goal.companyName}
      secondaryText={(goal) => (
        <Box component="span" sx={{ display: 'block' }}>
          <Box component="span" sx={{ display: 'block', mb: 0.5 }}>
            {translate('app.overview.goals.line', { sold: goal.sold, reclamations: goal.reclamations, income: formatMoney(goal.salesVolume) })}
          </Box>
          <Progress goal={goal} />
        </Box>
      )}
      tertiaryText={(goal) => <StatusChip goal={goal} />}
    />
  );
};

/** Each company's month towards its goal (spec 'goals per company'); sorted here, by sold leads at first. */
export const GoalsTable = ({ goals }: { goals: Goal[] }) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const rows = useMemo(() => goals.map(goalRow), [goals]);
  const listContext = useList<GoalRow>({ data: rows, sort: { field: 'sold', order: 'DESC' }, perPage: 100_000 });
  if (!goals.length) return <EmptyState />;
  return (
    <ListContextProvider value={listContext}>
      <Paper variant="outlined">{phone ? <Lines /> : <Table />}</Paper>
    </ListContextProvider>
  );
};
