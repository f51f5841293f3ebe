import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslate } from 'react-admin';
import { formatRate } from '@contract/format';
import type { Dashboard } from '../dataProvider/apiTypes';
import { DASHBOARD_PERIODS } from '../dataProvider/statisticsApi';
import { StatCards } from '../statistics/StatCards';

const number = (value: number) => value.toLocaleString('de-DE');

/** Today and this month at a glance, each with the figure to compare it with. */
export const KeyFigures = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const { leads, statistics } = dashboard;
  const quote = statistics.sold.thisMonth ? (statistics.reclamations.thisMonth / statistics.sold.thisMonth) * 100 : 0;
  return (
    <StatCards
      items={[
        {
          key: 'leads-today',
          label: 'app.overview.kpi.leads_today',
          value: number(leads.created.today),
          hint: translate('app.overview.kpi.yesterday', { count: number(leads.created.yesterday) }),
          icon: <MoveToInboxOutlinedIcon />,
        },
        {
          key: 'sold-today',
          label: 'app.overview.kpi.sold_today',
          value: number(statistics.sold.today),
          hint: translate('app.overview.kpi.yesterday', { count: number(statistics.sold.yesterday) }),
          icon: <ShoppingCartOutlinedIcon />,
        },
        {
          key: 'sold-month',
          label: 'app.overview.kpi.sold_month',
          value: number(statistics.sold.thisMonth),
          hint: translate('app.overview.kpi.last_month', { count: number(statistics.sold.lastMonth) }),
          icon: <TrendingUpIcon />,
        },
        {
          key: 'reclamations-month',
          label: 'app.overview.kpi.reclamations_month',
          value: number(statistics.reclamations.thisMonth),
          hint: translate('app.overview.kpi.quote', { quote: formatRate(quote) }),
          icon: <AssignmentReturnOutlinedIcon />,
        },
      ]}
    />
  );
};

/** Leads in, sold and reclaimed per calendar period (Berlin; weeks from Monday). */
export const PeriodTable = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const columns = [
    { key: 'created', counts: dashboard.leads.created },
    { key: 'sold', counts: dashboard.statistics.sold },
    { key: 'reclamations', counts: dashboard.statistics.reclamations },
  ] as const;
  return (
    <Card variant="outlined" component="section" aria-labelledby="overview-periods" sx={{ minWidth: 0 }}>
      <CardHeader title={translate('app.overview.periods.title')} slotProps={{ title: { id: 'overview-periods', variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ pt: 1, '&:last-child': { pb: 1 } }}>
        <Table size="small" aria-labelledby="overview-periods" data-testid="overview-periods">
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: 0 }}>{translate('app.overview.periods.period')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align="right" sx={{ px: 1 }}>
                  {translate(`app.overview.periods.${column.key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {DASHBOARD_PERIODS.map((period) => (
              <TableRow key={period} sx={period === 'total' ? { '& td, & th': { fontWeight: 600, borderBottom: 0 } } : undefined}>
                <TableCell component="th" scope="row" sx={{ pl: 0, whiteSpace: 'nowrap' }}>
                  {translate(`app.overview.periods.${period}`)}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} align="right" sx={{ px: 1 }}>
                    {number(column.counts[period])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

const Facts = ({ id, title, facts }: { id: string; title: string; facts: { key: string; label: string; value: number }[] }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardHeader title={translate(title)} slotProps={{ title: { id, variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1.5 }} data-testid={id}>
          {facts.map((fact) => (
            <Box key={fact.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(fact.label)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {number(fact.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

/** The companies (buyers) and the leads in total. */
export const CompanyAndLeadFacts = ({ dashboard }: { dashboard: Dashboard }) => {
  const { organisations, leads } = dashboard;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Facts
        id="overview-organisations"
        title="app.overview.organisations.title"
        facts={[
          { key: 'active', label: 'app.overview.organisations.active', value: organisations.active },
          { key: 'inactive', label: 'app.overview.organisations.inactive', value: organisations.inactive },
          { key: 'deleted', label: 'app.overview.organisations.deleted', value: organisations.deleted },
          { key: 'createdThisMonth', label: 'app.overview.organisations.createdThisMonth', value: organisations.createdThisMonth },
          { key: 'deletedThisMonth', label: 'app.overview.organisations.deletedThisMonth', value: organisations.deletedThisMonth },
          { key: 'all', label: 'app.overview.organisations.all', value: organisations.all },
        ]}
      />
      <Facts
        id="overview-leads"
        title="app.overview.leads.title"
        facts={[
          { key: 'all', label: 'app.overview.leads.all', value: leads.all },
          { key: 'qualified', label: 'app.overview.leads.qualified', value: leads.qualified },
          { key: 'notQualified', label: 'app.overview.leads.notQualified', value: leads.notQualified },
          { key: 'sold', label: 'app.overview.leads.sold', value: leads.sold },
        ]}
      />
    </Box>
  );
};
