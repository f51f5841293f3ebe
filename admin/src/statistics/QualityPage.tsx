import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { formatCalendarDay } from '@contract/buyer-availability';
import { formatMoney, formatRate } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { QualityGroup, QualityReport, QualityRow } from '../dataProvider/apiTypes';
import { qualityExportFileName, type QualityFilter } from '../dataProvider/buyerPortalApi';
import { EmptyState } from '../pages/EmptyState';
import { Page } from '../pages/Page';
import { DownloadButton } from './DownloadButton';
import { QUALITY_GROUPS, qualityFilterFromSearch, searchFromQualityFilter } from './qualityFilter';

const T = 'app.quality';

type Figures = QualityReport['total'];
type Column = { key: keyof Figures; kind: 'count' | 'rate' | 'money' };

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** The lost sales by the buyer's reason (issue 29 §2), in the order of libs/contract LOST_REASONS. */
const LOST_COLUMNS: Column[] = [
  { key: 'lostPrice', kind: 'count' },
  { key: 'lostCompetitor', kind: 'count' },
  { key: 'lostNoInterest', kind: 'count' },
  { key: 'lostFinancing', kind: 'count' },
  { key: 'lostOther', kind: 'count' },
];

/** The report's columns in the export's order; the last ones exist for one grouping only (as in the export). */
function columnsOf(groupBy: QualityGroup): Column[] {
  return [
    { key: 'leadsSold', kind: 'count' },
    { key: 'sales', kind: 'count' },
    { key: 'complaintRate', kind: 'rate' },
    { key: 'outcomeShare', kind: 'rate' },
    { key: 'reachedRate', kind: 'rate' },
    { key: 'appointmentRate', kind: 'rate' },
    { key: 'offerRate', kind: 'rate' },
    { key: 'wonRate', kind: 'rate' },
    { key: 'won', kind: 'count' },
    { key: 'lost', kind: 'count' },
    ...LOST_COLUMNS,
    { key: 'wonValue', kind: 'money' },
    { key: 'income', kind: 'money' },
    { key: 'revenuePerLead', kind: 'money' },
    ...(groupBy === 'organisation' ? [{ key: 'costPerWonOrder', kind: 'money' } as const] : []),
    ...(groupBy === 'leadsource' ? ([{ key: 'leadCost', kind: 'money' }, { key: 'marginPerLead', kind: 'money' }] as const) : []),
  ];
}

/** A figure as the report shows it; a figure the server leaves empty (no outcome, no price set) is a dash. */
function formatFigure(figures: Figures, { key, kind }: Column): string {
  const value = figures[key];
  if (value === null || value === undefined) return '–';
  if (kind === 'rate') return formatRate(value);
  if (kind === 'money') return formatMoney(value);
  return integer.format(value);
}

const Filters = ({ filter, onChange, reversed }: { filter: QualityFilter; onChange: (filter: QualityFilter) => void; reversed: boolean }) => {
  const translate = useTranslate();
  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`${T}.filters.${key}`)}
      value={filter[key]}
      // Clearing a day is not a period: the input keeps the last one.
      onChange={(event) => event.target.value && onChange({ ...filter, [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      error={reversed}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
    />
  );
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="search">
      {day('from')}
      {day('to')}
      <TextField
        select
        size="small"
        label={translate(`${T}.filters.group_by`)}
        value={filter.groupBy}
        onChange={(event) => onChange({ ...filter, groupBy: event.target.value as QualityGroup })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {QUALITY_GROUPS.map((group) => (
          <MenuItem key={group} value={group}>
            {translate(`${T}.groups.${group}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};

const QualityTable = ({ report }: { report: QualityReport }) => {
  const translate = useTranslate();
  const columns = columnsOf(report.groupBy);
  const cells = (figures: Figures) =>
    columns.map((column) => (
      <TableCell key={column.key} align="right" sx={{ whiteSpace: 'nowrap', px: 0.5 }}>
        {formatFigure(figures, column)}
      </TableCell>
    ));
  return (
    // Twenty-one columns may be wider than a laptop's content area: the table then scrolls inside its box (its
    // first column stays), never the page.
    <Box sx={{ overflowX: 'auto', contain: 'inline-size', '& td, & th': { fontSize: '0.8rem' }, '& td:last-child, & th:last-child': { pr: 1 } }}>
      <Table size="small" aria-label={translate(`${T}.table`)}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, verticalAlign: 'bottom', px: 1 }}>{translate(`${T}.groups.${report.groupBy}`)}</TableCell>
            {columns.map(({ key }) => (
              // Headers wrap ('Einkaufspreis je Lead' over two lines): the figures decide the width.
              <TableCell key={key} align="right" sx={{ px: 0.5, verticalAlign: 'bottom', lineHeight: 1.3 }}>
                {translate(`${T}.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.key} data-testid="quality-row">
              <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', minWidth: 100, px: 1 }}>
                {row.name}
              </TableCell>
              {cells(row)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="quality-total" sx={{ '& td, & th': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', px: 1 }}>
              {translate(`${T}.total`)}
            </TableCell>
            {cells(report.total)}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/** On a phone: a card per group with its figures as two columns of label and value, no sideways scrolling. */
const QualityCards = ({ report }: { report: QualityReport }) => {
  const translate = useTranslate();
  const columns = columnsOf(report.groupBy);
  const card = (name: string, figures: Figures, testId: string, key: string) => (
    <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {columns.map((column) => (
          <Box key={column.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`${T}.columns.${column.key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatFigure(figures, column)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
  return (
    <Stack spacing={1}>
      {report.rows.map((row: QualityRow) => card(row.name, row, 'quality-row', row.key))}
      {card(translate(`${T}.total`), report.total, 'quality-total', 'total')}
    </Stack>
  );
};

/**
 * Lead-Qualität (`/statistics/quality`, under Verkauf-Statistik; issue 20 §3): per supplier, buyer or
 * two-digit postal area what became of the leads sold in the period: complaints, the buyers' outcomes, order
 * value, revenue and for suppliers the margin over the purchase price. The figures are the server's.
 */
export const QualityPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => qualityFilterFromSearch(search, new Date()), [search]);
  const reversed = filter.from > filter.to;
  const report = useQuery({ queryKey: ['statistics', 'quality', filter], queryFn: () => dataProvider.qualityReport(filter), enabled: !reversed });
  return (
    <Page title="app.page.quality">
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Button component={Link} to="/statistics" startIcon={<ArrowBackIcon />} size="small">
          {translate(`${T}.back`)}
        </Button>
        <DownloadButton
          label={`${T}.export`}
          loadingLabel={`${T}.export_loading`}
          failedMessage={`${T}.export_failed`}
          fileName={qualityExportFileName(filter)}
          fetchFile={() => dataProvider.qualityExport(filter)}
        />
      </Stack>
      <Filters filter={filter} reversed={reversed} onChange={(next) => setSearch(searchFromQualityFilter(next), { replace: true })} />
      {reversed ? (
        <Alert severity="warning">{translate(`${T}.filters.reversed`)}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="quality-period">
          {translate(`${T}.period`, { from: formatCalendarDay(filter.from), to: formatCalendarDay(filter.to) })}
        </Typography>
      )}
      {!reversed && report.isPending && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography color="text.secondary">{translate(`${T}.loading`)}</Typography>
        </Box>
      )}
      {report.isError && <Alert severity="error">{translate(`${T}.load_error`)}</Alert>}
      {!reversed &&
        report.data &&
        (report.data.rows.length === 0 ? (
          <EmptyState text={`${T}.empty`} />
        ) : (
          <>
            {phone ? (
              <QualityCards report={report.data} />
            ) : (
              <Paper variant="outlined">
                <QualityTable report={report.data} />
              </Paper>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.rates_note`)}
            </Typography>
          </>
        ))}
    </Page>
  );
};
