import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, IconButton, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { berlinMonthOf, type BerlinMonth } from '@contract/berlin-time';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { goalsFileName } from '../dataProvider/statisticsApi';
import { Page } from '../pages/Page';
import { DownloadButton } from '../statistics/DownloadButton';
import { CompanyAndLeadFacts, KeyFigures, PeriodTable } from './DashboardCards';
import { GoalsTable } from './GoalsTable';
import { compareMonths, monthDaysQuery, monthFromSearch, pickerYears, searchFromMonth, shiftMonth } from './overviewMonth';

// recharts is about as large as the rest of a screen: it loads when the overview opens, beside the page's data.
const loadCharts = () => import('./OverviewCharts');
const OverviewCharts = lazy(loadCharts);

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const Loading = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Box role="status">
      <LinearProgress sx={{ mb: 1 }} />
      <Typography color="text.secondary">{translate(text)}</Typography>
    </Box>
  );
};

/** Month and year to look at, with a step back and forth; nothing after the current month. */
const MonthPicker = ({ value, current, onChange }: { value: BerlinMonth; current: BerlinMonth; onChange: (month: BerlinMonth) => void }) => {
  const translate = useTranslate();
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  const latest = (month: BerlinMonth) => (compareMonths(month, current) > 0 ? current : month);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={translate('app.overview.month.label')}>
      <IconButton aria-label={translate('app.overview.month.previous')} onClick={() => onChange(previous)} disabled={previous.year < pickerYears(current).at(-1)!}>
        <ChevronLeftIcon />
      </IconButton>
      {/* Widths per breakpoint: react-admin's theme makes text fields full width on a phone. */}
      <TextField
        select
        size="small"
        label={translate('app.overview.month.label')}
        value={value.month}
        onChange={(event) => onChange(latest({ year: value.year, month: Number(event.target.value) }))}
        sx={{ width: { xs: 150, sm: 160 }, flexShrink: 0 }}
      >
        {MONTHS.map((month) => (
          <MenuItem key={month} value={month} disabled={compareMonths({ year: value.year, month }, current) > 0}>
            {translate(`app.overview.month.names.${month}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.overview.month.year')}
        value={value.year}
        onChange={(event) => onChange(latest({ year: Number(event.target.value), month: value.month }))}
        sx={{ width: { xs: 96, sm: 100 }, flexShrink: 0 }}
      >
        {pickerYears(current).map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={translate('app.overview.month.next')} onClick={() => onChange(next)} disabled={compareMonths(next, current) > 0}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
};

/** The chosen month: its charts and each company's goal, with the Excel download of the goals. */
const MonthSection = ({ month, current, onChange }: { month: BerlinMonth; current: BerlinMonth; onChange: (month: BerlinMonth) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const goals = useQuery({ queryKey: ['overview', 'goals', month], queryFn: () => dataProvider.goals(month) });
  // The charts' code and their daily figures load together with the goals, not one after the other once the goals
  // have arrived (issue 29 §4: that waterfall cost the overview half a second).
  useQuery(monthDaysQuery(dataProvider, month));
  useEffect(() => {
    void loadCharts();
  }, []);
  const title = translate('app.overview.goals.title', { month: `${translate(`app.overview.month.names.${month.month}`)} ${month.year}` });
  return (
    <Box component="section" aria-labelledby="overview-month" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography id="overview-month" variant="h6" component="h2">
          {title}
        </Typography>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <MonthPicker value={month} current={current} onChange={onChange} />
          <DownloadButton
            label="app.overview.goals.export"
            loadingLabel="app.overview.goals.export_loading"
            failedMessage="app.overview.goals.export_failed"
            fileName={goalsFileName(month)}
            fetchFile={() => dataProvider.goalsExport(month)}
          />
        </Stack>
      </Stack>
      {goals.isError && <Alert severity="error">{translate('app.overview.load_error')}</Alert>}
      {goals.isPending && <Loading text="app.overview.loading" />}
      {goals.data && (
        <>
          <Suspense fallback={<Loading text="app.overview.charts.loading" />}>
            <OverviewCharts month={month} goals={goals.data} />
          </Suspense>
          <GoalsTable goals={goals.data} />
        </>
      )}
    </Box>
  );
};

/**
 * Übersicht (`/overview`, spec section 2), the first page after the login: today and this month at a
 * glance, leads and sales per period, the companies and leads in total, then one month (chosen in the
 * picker and kept in the address) with its daily figures, the income per company and each company's goal.
 */
export const OverviewPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const dashboard = useQuery({ queryKey: ['overview', 'dashboard'], queryFn: () => dataProvider.dashboard() });
  // The month when the page opened; a page left open past midnight keeps it until reloaded.
  const [current] = useState(() => berlinMonthOf(Date.now()));
  const [search, setSearch] = useSearchParams();
  const month = useMemo(() => monthFromSearch(search, current), [search, current]);
  const choose = (next: BerlinMonth) => setSearch(searchFromMonth(next), { replace: true });

  return (
    <Page title="app.page.overview">
      {dashboard.isPending && <Loading text="app.overview.loading" />}
      {dashboard.isError && <Alert severity="error">{translate('app.overview.load_error')}</Alert>}
      {dashboard.data && (
        <>
          <KeyFigures dashboard={dashboard.data} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <PeriodTable dashboard={dashboard.data} />
            <CompanyAndLeadFacts dashboard={dashboard.data} />
          </Box>
        </>
      )}
      <MonthSection month={month} current={current} onChange={choose} />
    </Page>
  );
};
