import { Stack } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import { useTranslate } from 'react-admin';
import type { Invoice } from '../dataProvider/apiTypes';
import { isFinalised } from '../dataProvider/invoiceMappers';
import { invoicePdfUrl, invoiceXmlUrl } from '../dataProvider/invoicingApi';
import { DownloadLink } from './DownloadLink';
import { useInvoiceName } from './InvoiceStatusChip';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' } as const;

/** The PDF (a draft's preview too) and, once finalised, the XRechnung. */
export const InvoiceLinks = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const name = useInvoiceName()(invoice);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DownloadLink href={(token) => invoicePdfUrl(invoice, token)} fileName={invoice.fileName} aria-label={translate('app.invoices.pdf_label', { name })} sx={linkSx}>
        <PictureAsPdfIcon fontSize="small" />
        {translate('app.invoices.pdf')}
      </DownloadLink>
      {isFinalised(invoice) && (
        <DownloadLink href={(token) => invoiceXmlUrl(invoice, token)} fileName={`${invoice.number}.xml`} aria-label={translate('app.invoices.xml_label', { name })} sx={linkSx}>
          <CodeIcon fontSize="small" />
          {translate('app.invoices.xml')}
        </DownloadLink>
      )}
    </Stack>
  );
};
