import { Box, Button, CircularProgress, Stack, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, List, SimpleList } from 'react-admin';
import { formatDate, formatMoney } from '@contract';
import type { PortalInvoice } from '../api/types';
import { useDownload } from '../common/useDownload';
import { texts } from '../texts';

const monthOf = (invoice: PortalInvoice) => `${String(invoice.month).padStart(2, '0')}.${invoice.year}`;

/** The PDF, the XRechnung and the dunning letters of one invoice, fetched with the session at the paths the list names. */
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
        event.stopPropagation();
        void download(path, fileName);
      }}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {item(invoice.pdfUrl, texts.invoices.pdf, `${invoice.number}.pdf`)}
      {item(invoice.xrechnungUrl, texts.invoices.xml, `${invoice.number}.xml`)}
      {invoice.dunningLetters.map((letter) => item(letter.url, letter.name || texts.invoices.dunning, letter.fileName))}
    </Stack>
  );
};

/** 'Rechnungen': the buyer's issued invoices, newest first, with their documents. */
export const InvoiceList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List title={texts.invoices.title} sort={{ field: 'invoiceDate', order: 'DESC' }} perPage={25} exporter={false} actions={false} empty={<Box sx={{ p: 2 }}>{texts.invoices.empty}</Box>}>
      {phone ? (
        <SimpleList<PortalInvoice>
          primaryText={(invoice) => `${invoice.kindLabel} ${invoice.number}`}
          secondaryText={(invoice) => (
            <Box component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: 'block' }}>
                {`${texts.invoices.month} ${monthOf(invoice)} · ${invoice.statusLabel}${invoice.dueDate ? ` · ${texts.invoices.due} ${formatDate(invoice.dueDate)}` : ''}`}
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
        <DataTable<PortalInvoice> bulkActionButtons={false} rowClick={false} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <DataTable.Col source="number" label={texts.invoices.number} />
          <DataTable.Col label={texts.invoices.kind} disableSort render={(invoice) => invoice.kindLabel} />
          <DataTable.Col source="month" label={texts.invoices.month} render={(invoice) => monthOf(invoice as PortalInvoice)} />
          <DataTable.Col source="invoiceDate" label={texts.invoices.date} render={(invoice) => formatDate(invoice.invoiceDate)} />
          <DataTable.Col source="gross" label={texts.invoices.gross} align="right" render={(invoice) => formatMoney(invoice.gross)} />
          <DataTable.Col source="status" label={texts.invoices.status} render={(invoice) => invoice.statusLabel} />
          <DataTable.Col source="dueDate" label={texts.invoices.due} render={(invoice) => formatDate(invoice.dueDate)} />
          <DataTable.Col label={texts.invoices.documents} disableSort render={(invoice) => <Documents invoice={invoice as PortalInvoice} />} />
        </DataTable>
      )}
    </List>
  );
};
