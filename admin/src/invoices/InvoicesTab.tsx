import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import PaidIcon from '@mui/icons-material/Paid';
import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { Invoice, InvoiceAction, MissingInvoice, OrganisationDetail } from '../dataProvider/apiTypes';
import { isFinalised, serviceMonth } from '../dataProvider/invoiceMappers';
import { may } from '../auth/roles';
import { useCan, useRole } from '../auth/useCan';
import { ActionDialog } from './ActionDialog';
import { InvoiceLinks } from './InvoiceLinks';
import { InvoiceStatusChip, useInvoiceName, useInvoiceNumberCell } from './InvoiceStatusChip';
import { isPaidDateValid, todayInGermany } from './invoiceDisplay';
import { EmptyState } from '../pages/EmptyState';
import { useBillingAction } from './useBillingAction';

const T = 'app.invoices';
const COLUMNS = ['number', 'kind', 'month', 'invoiceDate', 'dueDate', 'gross', 'status', 'actions'] as const;

const ICONS: Record<InvoiceAction, ReactNode> = { send: <SendIcon />, paid: <PaidIcon />, void: <BlockIcon /> };

/** Each action's route in the permission table: money is for Buchhaltung and administrators. */
const ACTION_ROUTES: Record<InvoiceAction, string> = {
  send: 'PUT /api/organisation/{id}/invoice/{invoiceId}/send',
  paid: 'PUT /api/organisation/{id}/invoice/{invoiceId}/paid',
  void: 'PUT /api/organisation/{id}/invoice/{invoiceId}/void',
};

type Opened = { action: InvoiceAction; invoice: Invoice } | null;
type Run = ReturnType<typeof useBillingAction>['run'];

/** 'Senden', 'Bezahlt', 'Stornieren': only what the server says the document's state allows, and the role may do. */
const ActionButtons = ({ invoice, busy, onOpen }: { invoice: Invoice; busy: boolean; onOpen: (opened: Opened) => void }) => {
  const translate = useTranslate();
  const name = useInvoiceName()(invoice);
  const { role } = useRole();
  return (
    <>
      {invoice.actions
        .filter((action) => may(role, ACTION_ROUTES[action]))
        .map((action) => (
          <Button
            key={action}
            size="small"
            color={action === 'void' ? 'error' : 'primary'}
            startIcon={ICONS[action]}
            disabled={busy}
            onClick={() => onOpen({ action, invoice })}
            aria-label={`${translate(`${T}.${action}.button`)}: ${name}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {translate(`${T}.${action}.button`)}
          </Button>
        ))}
    </>
  );
};

/** The placeholder's 'Erstellen': the invoice of that month, as a draft. */
const CreateButton = ({ missing, run, pending }: { missing: MissingInvoice; run: Run; pending: string | null }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<OrganisationDetail>();
  const month = serviceMonth(missing);
  const key = `create-${missing.executionDate}`;
  const mayCreate = useCan('POST /api/organisation/{id}/invoice');
  if (!record || !mayCreate) return null;
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={pending === key ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
      disabled={pending !== null}
      aria-label={translate(`${T}.create.label`, { month })}
      onClick={() =>
        void run(key, () => dataProvider.createInvoice(record.id, missing.executionDate), {
          done: () => [`${T}.create.done`, { month }],
          failed: `${T}.create.failed`,
        })
      }
    >
      {translate(`${T}.create.button`)}
    </Button>
  );
};

const Dates = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const note = invoice.paidDate
    ? translate(`${T}.paid_on`, { date: formatDate(invoice.paidDate) })
    : invoice.sendDate
      ? translate(`${T}.sent_on`, { date: formatDate(invoice.sendDate) })
      : null;
  return note ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {note}
    </Typography>
  ) : null;
};

interface ListProps {
  missing: MissingInvoice[];
  invoices: Invoice[];
  run: Run;
  pending: string | null;
  onOpen: (opened: Opened) => void;
}

const InvoiceTable = ({ missing, invoices, run, pending, onOpen }: ListProps) => {
  const translate = useTranslate();
  const numberCell = useInvoiceNumberCell();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.organisations.invoices.table')} sx={{ '& th, & td': { px: 1 }, '& td': { verticalAlign: 'top', py: 1 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'gross' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${T}.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {missing.map((month) => (
            <TableRow key={`missing-${month.executionDate}`} data-testid="invoice-missing">
              <TableCell sx={{ fontFamily: 'monospace' }}>{translate(`${T}.missing`)}</TableCell>
              <TableCell>{translate(`${T}.kind.invoice`)}</TableCell>
              <TableCell>{serviceMonth(month)}</TableCell>
              <TableCell colSpan={3} />
              <TableCell>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`${T}.not_created`)}
                </Typography>
              </TableCell>
              <TableCell>
                <CreateButton missing={month} run={run} pending={pending} />
              </TableCell>
            </TableRow>
          ))}
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} data-testid="invoice-row">
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: isFinalised(invoice) ? 500 : undefined }}>{numberCell(invoice)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`${T}.kind.${invoice.kind}`)}</TableCell>
              <TableCell>{serviceMonth(invoice)}</TableCell>
              <TableCell>{formatDate(invoice.invoiceDate)}</TableCell>
              <TableCell>{formatDate(invoice.dueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.gross)}
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>
                <InvoiceStatusChip status={invoice.status} />
                <Dates invoice={invoice} />
              </TableCell>
              <TableCell sx={{ minWidth: 210 }}>
                <InvoiceLinks invoice={invoice} />
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 0.5, ml: -0.75, mt: 0.25 }}>
                  <ActionButtons invoice={invoice} busy={pending !== null} onOpen={onOpen} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** At 390 px eight columns do not fit: one card per document, its actions below. */
const InvoiceCards = ({ missing, invoices, run, pending, onOpen }: ListProps) => {
  const translate = useTranslate();
  const numberCell = useInvoiceNumberCell();
  return (
    <Stack spacing={1} component="ul" aria-label={translate('app.organisations.invoices.table')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {missing.map((month) => (
        <Paper component="li" variant="outlined" key={`missing-${month.executionDate}`} data-testid="invoice-missing" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2">{translate(`${T}.line`, { number: translate(`${T}.missing`), kind: translate(`${T}.kind.invoice`) })}</Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {`${translate(`${T}.columns.month`)} ${serviceMonth(month)} · ${translate(`${T}.not_created`)}`}
          </Typography>
          <CreateButton missing={month} run={run} pending={pending} />
        </Paper>
      ))}
      {invoices.map((invoice) => (
        <Paper component="li" variant="outlined" key={invoice.id} data-testid="invoice-row" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {translate(`${T}.line`, { number: numberCell(invoice), kind: translate(`${T}.kind.${invoice.kind}`) })}
            </Typography>
            <InvoiceStatusChip status={invoice.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.line_details`, { month: serviceMonth(invoice), amount: formatMoney(invoice.gross) })}
          </Typography>
          {invoice.invoiceDate && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.line_dates`, { invoiceDate: formatDate(invoice.invoiceDate), dueDate: formatDate(invoice.dueDate) })}
            </Typography>
          )}
          <Dates invoice={invoice} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <InvoiceLinks invoice={invoice} />
            <ActionButtons invoice={invoice} busy={pending !== null} onOpen={onOpen} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};

/** The dialogs of Senden, Bezahlt and Stornieren: what will happen, then the call. */
const InvoiceActionDialog = ({ opened, run, pending, onClose }: { opened: Opened; run: Run; pending: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<OrganisationDetail>();
  const invoiceName = useInvoiceName();
  const today = todayInGermany();
  const [paidDate, setPaidDate] = useState(today);
  const [shown, setShown] = useState<Opened>(opened);
  // The dialog keeps its text while it fades out.
  if (opened && opened !== shown) {
    setShown(opened);
    setPaidDate(today);
  }
  if (!record || !shown) return null;

  const { action, invoice } = shown;
  const name = invoiceName(invoice);
  const email = record.email?.trim() ?? '';
  const month = serviceMonth(invoice);
  const amount = formatMoney(Math.abs(invoice.gross));
  const key = `${action}-${invoice.id}`;
  const busy = pending === key;
  const confirm = async () => {
    let done = false;
    if (action === 'send') {
      done = await run(key, () => dataProvider.sendInvoice(record.id, invoice.id), {
        done: (sent) => [`${T}.send.done`, { number: sent.number || name, email }],
        failed: `${T}.send.failed`,
      });
    } else if (action === 'paid') {
      done = await run(key, () => dataProvider.markInvoicePaid(record.id, invoice.id, paidDate), {
        done: () => [`${T}.paid.done`, { name }],
        failed: `${T}.paid.failed`,
      });
    } else {
      done = await run(key, () => dataProvider.voidInvoice(record.id, invoice.id), {
        done: () => (isFinalised(invoice) ? [`${T}.void.done`, { name }] : [`${T}.void.done_draft`]),
        failed: `${T}.void.failed`,
      });
    }
    if (done) onClose();
  };

  let content: ReactNode;
  let disabled = false;
  if (action === 'send') {
    disabled = email === '';
    content = (
      <>
        {email ? <Typography>{translate(`${T}.send.content`, { email })}</Typography> : <Alert severity="error">{translate(`${T}.send.no_email`)}</Alert>}
        {invoice.status === 'draft' && <Alert severity="info">{translate(`${T}.send.draft_content`)}</Alert>}
      </>
    );
  } else if (action === 'paid') {
    const valid = isPaidDateValid(paidDate, today);
    disabled = !valid;
    content = (
      <>
        <Typography>{translate(invoice.kind === 'correction' ? `${T}.paid.credit_content` : `${T}.paid.content`, { amount })}</Typography>
        <TextField
          type="date"
          label={translate(`${T}.paid.date`)}
          value={paidDate}
          onChange={(event) => setPaidDate(event.target.value)}
          error={!valid}
          helperText={valid ? ' ' : translate(`${T}.paid.date_invalid`)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          sx={{ maxWidth: 240 }}
        />
      </>
    );
  } else {
    content = isFinalised(invoice) ? (
      <>
        <Typography>{translate(`${T}.void.content`, { amount: formatMoney(-invoice.gross), name, month })}</Typography>
        {invoice.sendDate && <Typography>{translate(`${T}.void.sent_content`)}</Typography>}
        {invoice.status === 'paid' && <Alert severity="warning">{translate(`${T}.void.paid_content`)}</Alert>}
      </>
    ) : (
      <Typography>{translate(`${T}.void.draft_content`, { month })}</Typography>
    );
  }

  return (
    <ActionDialog
      open={opened !== null}
      title={translate(action === 'paid' && invoice.kind === 'correction' ? `${T}.paid.credit_title` : `${T}.${action}.title`, { name })}
      confirmLabel={translate(`${T}.${action}.confirm`)}
      confirmColor={action === 'void' ? 'error' : 'primary'}
      disabled={disabled}
      pending={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {content}
    </ActionDialog>
  );
};

/**
 * Spec 'Rechnungen': months with sales but no invoice first, as placeholder rows numbered 'missing'
 * with 'Erstellen'; then every document with its PDF (and XRechnung once finalised) and the actions
 * its state allows. After each action the organisation is read again.
 */
export const InvoicesTab = () => {
  const record = useRecordContext<OrganisationDetail>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { run, pending } = useBillingAction();
  const [opened, setOpened] = useState<Opened>(null);
  const invoices = record?.invoices ?? [];
  const missing = record?.missingInvoices ?? [];
  if (invoices.length === 0 && missing.length === 0) return <EmptyState text="app.organisations.invoices.empty" />;
  const props = { missing, invoices, run, pending, onOpen: setOpened };
  return (
    <Box sx={{ minWidth: 0 }}>
      {phone ? <InvoiceCards {...props} /> : <InvoiceTable {...props} />}
      <InvoiceActionDialog opened={opened} run={run} pending={pending} onClose={() => setOpened(null)} />
    </Box>
  );
};
