import { useId } from 'react';
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '@contract/format';
import type { LeadDetail, LeadSale } from '../dataProvider/apiTypes';
import { BuyersReclaimButton } from './BuyersReclaimButton';
import { DeliveryCell } from './DeliveryCell';
import { SaleReclaimButton } from './SaleReclaimButton';
import { refreshInterval, saleKind, SLOW_REFRESH_MS } from './leadDetail';

const COLUMNS = ['organisation', 'dateTime', 'price', 'kind', 'delivery', 'reclamation'] as const;

const NotSold = () => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon fontSize="large" />
      <Typography>{translate('app.lead_detail.sales.empty')}</Typography>
    </Paper>
  );
};

/** When and why a sale was reclaimed, under its action. */
const ReclamationCell = ({ lead, sale }: { lead: LeadDetail; sale: LeadSale }) => {
  const translate = useTranslate();
  const date = formatDateTime(sale.reclaimedAt);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {sale.reclamation && (date || sale.reclamationNote) && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'break-word', maxWidth: 280 }}>
          {[date && translate('app.lead_detail.sales.reclaimed_at', { date }), sale.reclamationNote].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <SaleReclaimButton lead={lead} sale={sale} />
    </Stack>
  );
};

const SaleRow = ({ lead, sale, onRetried }: { lead: LeadDetail; sale: LeadSale; onRetried: () => Promise<unknown> }) => {
  const translate = useTranslate();
  return (
    // A reclaimed sale is not billed: its row is tinted, and its chip says so.
    <TableRow sx={sale.reclamation ? { bgcolor: 'action.hover', '& td:not(:last-of-type)': { color: 'text.secondary' } } : undefined} data-reclaimed={sale.reclamation || undefined}>
      <TableCell>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={`/organisations/${sale.organisation.id}`}>
            {sale.organisation.name}
          </Link>
          {sale.reclamation && <Chip size="small" color="warning" label={translate('app.lead_detail.sales.reclaimed')} />}
        </Stack>
      </TableCell>
      <TableCell>{formatDateTime(sale.dateTime)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(sale.price)}</TableCell>
      <TableCell>{translate(`app.lead_detail.sales.kind.${saleKind(sale)}`)}</TableCell>
      <TableCell>
        <DeliveryCell sale={sale} onRetried={onRetried} />
      </TableCell>
      <TableCell>
        <ReclamationCell lead={lead} sale={sale} />
      </TableCell>
    </TableRow>
  );
};

interface LeadSalesCardProps {
  lead: LeadDetail;
  /** Loads the lead again (after a retry). */
  onReload: () => Promise<unknown>;
}

/**
 * 'Verkäufe': who bought the lead, when, for how much, how, whether it reached them, and its
 * reclamation, one by one or by all buyers at once.
 */
export const LeadSalesCard = ({ lead, onReload }: LeadSalesCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const sales = lead.sellingStatistics;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        title={translate('app.lead_detail.sales.title')}
        subheader={refreshNote(refreshInterval(lead), translate)}
        action={sales.length ? <BuyersReclaimButton lead={lead} /> : undefined}
        sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      {sales.length ? (
        // Scrolls sideways inside the card on a phone; `contain` keeps the table's width from widening the page.
        <TableContainer sx={{ contain: 'inline-size' }}>
          <Table size="small" aria-label={translate('app.lead_detail.sales.table')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`app.lead_detail.sales.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sales.map((sale) => (
                <SaleRow key={sale.id} lead={lead} sale={sale} onRetried={onReload} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <CardContent>
          <NotSold />
        </CardContent>
      )}
    </Card>
  );
};

/** Says how often the list follows the deliveries, as the page really asks (see refreshInterval). */
function refreshNote(interval: number | false, translate: (key: string, options?: object) => string): string | undefined {
  if (interval === false) return undefined;
  if (interval >= SLOW_REFRESH_MS) return translate('app.lead_detail.sales.refreshing_slow');
  return translate('app.lead_detail.sales.refreshing', { seconds: interval / 1000 });
}
