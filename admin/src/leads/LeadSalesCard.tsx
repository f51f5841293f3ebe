import { useId } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
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
  useMediaQuery,
  type Theme,
} from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '@contract/format';
import { priceStepsLabel } from '@contract/price-list';
import type { LeadDetail, LeadSale } from '../dataProvider/apiTypes';
import { BuyersReclaimButton } from './BuyersReclaimButton';
import { DeliveryCell } from './DeliveryCell';
import { FieldList } from './FieldList';
import { SaleOutcomeCell } from './SaleOutcomeCell';
import { SaleReclaimButton } from './SaleReclaimButton';
import { refreshInterval, saleKind, SLOW_REFRESH_MS } from './leadDetail';

const COLUMNS = ['organisation', 'dateTime', 'price', 'kind', 'delivery', 'outcome', 'reclamation'] as const;
type Column = (typeof COLUMNS)[number];

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

/** The buyer, linked, and whether the sale is reclaimed. */
const OrganisationCell = ({ sale }: { sale: LeadSale }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={`/organisations/${sale.organisation.id}`}>
        {sale.organisation.name}
      </Link>
      {sale.reclamation && <Chip size="small" color="warning" label={translate('app.lead_detail.sales.reclaimed')} />}
    </Stack>
  );
};

interface SaleProps {
  lead: LeadDetail;
  sale: LeadSale;
  onRetried: () => Promise<unknown>;
}

/** The price, and under it the steps of the price list that made it ('Basis 45,00 € · PLZ 8 +5,00 €'). */
const SalePrice = ({ sale }: { sale: LeadSale }) => (
  <>
    {formatMoney(sale.price)}
    {sale.priceRules?.length ? (
      <Typography variant="caption" component="div" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        {priceStepsLabel(sale.priceRules)}
      </Typography>
    ) : null}
  </>
);

/** What each column shows of a sale: the table's cells, and the lines of a sale on a phone. */
const SaleCell = ({ column, lead, sale, onRetried }: SaleProps & { column: Column }) => {
  const translate = useTranslate();
  switch (column) {
    case 'organisation':
      return <OrganisationCell sale={sale} />;
    case 'dateTime':
      return <>{formatDateTime(sale.dateTime)}</>;
    case 'price':
      return <SalePrice sale={sale} />;
    case 'kind':
      return <>{translate(`app.lead_detail.sales.kind.${saleKind(sale)}`)}</>;
    case 'delivery':
      return <DeliveryCell sale={sale} onRetried={onRetried} />;
    case 'outcome':
      return <SaleOutcomeCell sale={sale} />;
    case 'reclamation':
      return <ReclamationCell lead={lead} sale={sale} />;
  }
};

// A reclaimed sale is not billed: its row is tinted, and its chip says so.
const reclaimedTint = { bgcolor: 'action.hover' } as const;

const SaleRow = ({ lead, sale, onRetried }: SaleProps) => (
  <TableRow sx={sale.reclamation ? { ...reclaimedTint, '& td:not(:last-of-type)': { color: 'text.secondary' } } : undefined} data-reclaimed={sale.reclamation || undefined}>
    {COLUMNS.map((column) => (
      <TableCell key={column} sx={column === 'price' ? { whiteSpace: 'nowrap' } : undefined}>
        <SaleCell column={column} lead={lead} sale={sale} onRetried={onRetried} />
      </TableCell>
    ))}
  </TableRow>
);

/**
 * On a phone seven columns cannot fit, and a table scrolling sideways hides most of them: each sale is a
 * block with every column as a line, label left, value right.
 */
const SaleBlocks = ({ lead, sales, onRetried }: { lead: LeadDetail; sales: LeadSale[]; onRetried: () => Promise<unknown> }) => {
  const translate = useTranslate();
  return (
    <Stack component="ul" aria-label={translate('app.lead_detail.sales.table')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {sales.map((sale) => (
        <Box component="li" key={sale.id} data-reclaimed={sale.reclamation || undefined} sx={{ px: 2, py: 1.5, ...(sale.reclamation ? reclaimedTint : {}) }}>
          <FieldList
            fields={COLUMNS.map((column) => ({
              label: translate(`app.lead_detail.sales.columns.${column}`),
              value: <SaleCell column={column} lead={lead} sale={sale} onRetried={onRetried} />,
            }))}
          />
        </Box>
      ))}
    </Stack>
  );
};

interface LeadSalesCardProps {
  lead: LeadDetail;
  /** Loads the lead again (after a retry). */
  onReload: () => Promise<unknown>;
}

/**
 * 'Verkäufe': who bought the lead, when, for how much, how, whether it reached them, what the buyer says
 * became of it, and its reclamation, one by one or by all buyers at once.
 */
export const LeadSalesCard = ({ lead, onReload }: LeadSalesCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const sales = lead.sellingStatistics;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        title={translate('app.lead_detail.sales.title')}
        subheader={refreshNote(refreshInterval(lead), translate)}
        action={sales.length ? <BuyersReclaimButton lead={lead} /> : undefined}
        sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      {!sales.length ? (
        <CardContent>
          <NotSold />
        </CardContent>
      ) : phone ? (
        <SaleBlocks lead={lead} sales={sales} onRetried={onReload} />
      ) : (
        // On a tablet the table may still be wider than the card: it scrolls inside it (its own scrollbar);
        // `contain` keeps the table's width from widening the page.
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
