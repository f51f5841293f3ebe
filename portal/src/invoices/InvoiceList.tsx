import { Box, Button, CircularProgress, Stack, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, List, SimpleList } from 'react-admin';
import { formatDate, formatMoney, formatMonth } from '@contract';
import { PORTAL_ROUTES } from '../api/routes';
import type { PortalInvoice } from '../api/types';
import { useDownload } from '../common/useDownload';
import { texts } from '../texts';

const kindOf = (invoice: PortalInvoice) => texts.invoices.kinds[invoice.kind] ?? invoice.kind;
const statusOf = (invoice: PortalInvoice) => texts.invoices.statuses[invoice.status] ?? invoice.status;

/** The PDF, the XRechnung and the dunning letters of one invoice, fetched with the session. */
const Documents = ({ invoice }: { invoice: PortalInvoice }) => {
  const { download, busy } = useDownload(texts.invoices.downloadFailed);
  const item = (path: string, label: string, fileName: string) => (
    <Button
      key={path}
      size="small"
      variant="outlined"
      startIcon={busy === path ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
      disabled={busy !== null}
      aria-label={`${label} ${invoice.number}`}
      onClick={(event) => {
        // Inside a clickable row: the download only.
        event.stopPropagation();
        void download(path, fileName);
      }}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {item(PORTAL_ROUTES.invoicePdf(invoice.id), texts.invoices.pdf, `${invoice.number}.pdf`)}
      {item(PORTAL_ROUTES.invoiceXml(invoice.id), texts.invoices.xml, `${invoice.number}.xml`)}
      {(invoice.dunningLetters ?? []).map((letter) =>
        item(PORTAL_ROUTES.dunningLetter(invoice.id, letter.id), letter.label || texts.invoices.dunning, `${invoice.number}-${letter.label || 'Mahnung'}.pdf`),
      )}
    </Stack>
  );
};

export const InvoiceList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List title={texts.invoices.title} sort={{ field: 'date', order: 'DESC' }} perPage={25} exporter={false} actions={false}>
      {phone ? (
        <SimpleList<PortalInvoice>
          primaryText={(invoice) => `${kindOf(invoice)} ${invoice.number}`}
          secondaryText={(invoice) => (
            <Box component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: 'block' }}>
                {`${texts.invoices.month} ${formatMonth(invoice.serviceMonth)} · ${statusOf(invoice)}${invoice.dueDate ? ` · ${texts.invoices.due} ${formatDate(invoice.dueDate)}` : ''}`}
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                <Documents invoice={invoice} />
              </Box>
            </Box>
          )}
          tertiaryText={(invoice) => formatMoney(invoice.gross)}
          linkType={false}
        />
      ) : (
        <DataTable<PortalInvoice> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="number" label={texts.invoices.number} />
          <DataTable.Col label={texts.invoices.kind} disableSort render={kindOf} />
          <DataTable.Col source="serviceMonth" label={texts.invoices.month} render={(invoice) => formatMonth(invoice.serviceMonth)} />
          <DataTable.Col source="date" label={texts.invoices.date} render={(invoice) => formatDate(invoice.date)} />
          <DataTable.NumberCol source="gross" label={texts.invoices.gross} render={(invoice) => formatMoney(invoice.gross)} />
          <DataTable.Col source="status" label={texts.invoices.status} render={statusOf} />
          <DataTable.Col source="dueDate" label={texts.invoices.due} render={(invoice) => formatDate(invoice.dueDate)} />
          <DataTable.Col label={texts.invoices.documents} disableSort render={(invoice) => <Documents invoice={invoice as PortalInvoice} />} />
        </DataTable>
      )}
    </List>
  );
};
