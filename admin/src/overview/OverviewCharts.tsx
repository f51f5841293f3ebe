import { useId, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BerlinMonth } from '@contract/berlin-time';
import { formatMoney } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { Goal } from '../dataProvider/apiTypes';
import { dayOfMonth } from '../dataProvider/statisticsApi';
import { monthDaysQuery } from './overviewMonth';

/** The most companies the income chart shows; the goals table below lists them all. */
const TOP_COMPANIES = 10;
const CHART_HEIGHT = 280;

const wholeEuros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const ChartCard = ({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { id, variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ px: { xs: 0.5, sm: 2 }, '&:last-child': { pb: 1 } }}>
        {/* The figures in words, for screen readers and for a glance without reading the chart. */}
        {summary && (
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ px: { xs: 1.5, sm: 0 }, mb: 1 }}>
            {summary}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
};

/** Leads in, sales and reclaimed sales per Berlin day of the month. */
const DaysChart = ({ month }: { month: BerlinMonth }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const dataProvider = useDataProvider<AppDataProvider>();
  const days = useQuery(monthDaysQuery(dataProvider, month));
  const monthName = translate(`app.overview.month.names.${month.month}`);
  const totals = (days.data ?? []).reduce((sum, day) => ({ leads: sum.leads + day.leads, sold: sum.sold + day.sold, reclamations: sum.reclamations + day.reclamations }), {
    leads: 0,
    sold: 0,
    reclamations: 0,
  });
  return (
    <ChartCard title={translate('app.overview.charts.days_title')} summary={days.data ? translate('app.overview.charts.summary', totals) : undefined}>
      {days.isError && <Alert severity="error">{translate('app.overview.charts.load_error')}</Alert>}
      <Box sx={{ height: CHART_HEIGHT }} data-testid="chart-days">
        {days.data && (
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={days.data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={1} barCategoryGap="15%">
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey={dayOfMonth} tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip labelFormatter={(day) => translate('app.overview.charts.day', { day, month: monthName })} />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              {/* No animation: the figures are there at once, for people who prefer less motion and for screenshots. */}
              <Bar dataKey="leads" name={translate('app.overview.charts.leads')} fill={theme.palette.info.main} radius={[2, 2, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="sold" name={translate('app.overview.charts.sold')} fill={theme.palette.success.main} radius={[2, 2, 0, 0]} isAnimationActive={false} />
              <Line
                dataKey="reclamations"
                name={translate('app.overview.charts.reclamations')}
                stroke={theme.palette.error.main}
                strokeWidth={2}
                dot={false}
                type="monotone"
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        )}
      </Box>
    </ChartCard>
  );
};

/** Income including reclamations (the API's figure, libs/contract revenue) per company, the largest first. */
const IncomeChart = ({ goals }: { goals: Goal[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const earning = goals
    .filter((goal) => goal.salesVolume > 0)
    .sort((a, b) => b.salesVolume - a.salesVolume)
    .slice(0, TOP_COMPANIES);
  return (
    <ChartCard title={translate('app.overview.charts.income_title')}>
      <Box sx={{ height: earning.length ? Math.min(CHART_HEIGHT, 70 + earning.length * 36) : CHART_HEIGHT }} data-testid="chart-income">
        {earning.length ? (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={earning} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={theme.palette.divider} />
              <XAxis type="number" tickFormatter={(value: number) => wholeEuros.format(value)} tick={{ fontSize: 12 }} />
              <YAxis
                type="category"
                dataKey="companyName"
                width={120}
                tick={{ fontSize: 12 }}
                tickFormatter={(name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name)}
              />
              <Tooltip formatter={(value) => formatMoney(Number(value))} />
              <Bar
                dataKey="salesVolume"
                name={translate('app.overview.goals.columns.salesVolume')}
                fill={theme.palette.primary.main}
                radius={[0, 3, 3, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        ) : (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography color="text.secondary">{translate('app.overview.charts.no_income')}</Typography>
          </Box>
        )}
      </Box>
    </ChartCard>
  );
};

/**
 * The overview's two charts. Loaded on its own (React.lazy in OverviewPage), so recharts stays out of
 * the back office's first load.
 */
const OverviewCharts = ({ month, goals }: { month: BerlinMonth; goals: Goal[] }) => (
  <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
    <DaysChart month={month} />
    <IncomeChart goals={goals} />
  </Box>
);

export default OverviewCharts;
