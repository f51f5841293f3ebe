import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '@shared/format';
import { invoiceStatusLabel } from './invoiceStatus';
import type { Dunning, Invoice, MissingInvoice, OrganisationDetail } from './types';

const Empty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon fontSize="large" />
      <Typography>{translate(text)}</Typography>
    </Paper>
  );
};

const Header = ({ labels }: { labels: string[] }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label}>{translate(label)}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

/** 'mm.yyyy' of a month without an invoice ('date as month/year'). */
function missingMonth(missing: MissingInvoice): string {
  if (missing.month !== undefined && missing.year !== undefined) return `${String(missing.month).padStart(2, '0')}.${missing.year}`;
  return formatDate(missing.date).slice(3);
}

const INVOICE_COLUMNS = ['number', 'creationDate', 'sendDate', 'dueDate', 'paidDate', 'status'].map(
  (column) => `app.organisations.invoices.${column}`,
);

/**
 * Spec 'Rechnungen': the organisation's invoices with their status; a month without an invoice is
 * a placeholder row numbered 'missing'.
 */
export const InvoicesTab = () => {
  const record = useRecordContext<OrganisationDetail>();
  const invoices: Invoice[] = record?.invoices ?? [];
  const missing: MissingInvoice[] = record?.missingInvoices ?? [];
  if (invoices.length === 0 && missing.length === 0) return <Empty text="app.organisations.invoices.empty" />;
  return (
    <TableContainer>
      <Table size="small">
        <Header labels={INVOICE_COLUMNS} />
        <TableBody>
          {missing.map((month) => (
            <TableRow key={`missing-${missingMonth(month)}`}>
              <TableCell>missing</TableCell>
              <TableCell colSpan={5}>{missingMonth(month)}</TableCell>
            </TableRow>
          ))}
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>{invoice.content?.fullData?.voucherNumber ?? ''}</TableCell>
              <TableCell>{formatDate(invoice.creationDate)}</TableCell>
              <TableCell>{formatDate(invoice.sendDate)}</TableCell>
              <TableCell>{formatDate(invoice.dueDate)}</TableCell>
              <TableCell>{formatDate(invoice.paidDate)}</TableCell>
              <TableCell>{invoiceStatusLabel(invoice.content?.fullData?.voucherStatus)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const DUNNING_COLUMNS = ['invoiceNo', 'creationDate', 'reminders', 'nextStep', 'nextStepDate', 'currentState'].map(
  (column) => `app.organisations.dunnings.${column}`,
);

/** Spec 'Mahnungen': the dunnings of overdue invoices; their state is shown as delivered. */
export const DunningsTab = () => {
  const record = useRecordContext<OrganisationDetail>();
  const dunnings: Dunning[] = record?.dunnings ?? [];
  if (dunnings.length === 0) return <Empty text="app.organisations.dunnings.empty" />;
  return (
    <TableContainer>
      <Table size="small">
        <Header labels={DUNNING_COLUMNS} />
        <TableBody>
          {dunnings.map((dunning) => {
            const data = dunning.content?.fullData ?? {};
            return (
              <TableRow key={dunning.id}>
                <TableCell>{data.invoiceNo ?? ''}</TableCell>
                <TableCell>{formatDate(dunning.creationDate)}</TableCell>
                <TableCell>{(data.reminders ?? []).map((date) => formatDate(date)).join(', ')}</TableCell>
                <TableCell>{data.nextStep ?? ''}</TableCell>
                <TableCell>{formatDate(data.nextStepDate)}</TableCell>
                <TableCell>{data.currentState ?? ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
