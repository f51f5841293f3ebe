import type { InvoicingService } from '@app/invoicing';
import type { OrganisationsService } from '@app/organisations';
import type { CompanySettingsDto, CompanySettingsService } from '@app/settings';

/** Made-up company data, marked as such: invoices can be finalised right away on a demo installation. */
export const DEMO_COMPANY: CompanySettingsDto = {
  name: 'Solarleads Muster GmbH (Demo)',
  street: 'Sonnenallee 12',
  zip: '10115',
  city: 'Berlin',
  managingDirector: 'Lena Vogel',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000 B',
  vatId: 'DE136695976',
  taxNumber: '',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Musterbank',
  email: 'buchhaltung@solarleads.example',
  phone: '+49 30 1234567',
  invoicePrefix: 'RE',
  paymentTermDays: 14,
  vatRate: 19,
};

export interface DemoInvoiceServices {
  company: CompanySettingsService;
  invoicing: InvoicingService;
  organisations: OrganisationsService;
}

/**
 * The invoices of the demo history: company data (only when none is set), then each buyer's months
 * with sales but no invoice finalised, all but last month's marked paid. Last month's stay open, so
 * the Rechnungen tab shows every state and the dunning has something to do once they are overdue.
 * Safe to run twice: a month with an invoice is no longer missing. Returns the invoices created now.
 */
export async function seedDemoInvoices({ company, invoicing, organisations }: DemoInvoiceServices): Promise<{ created: number; paid: number }> {
  if (!(await company.get()).name) await company.update(DEMO_COMPANY);
  let created = 0;
  let paid = 0;
  for (const buyer of await organisations.list()) {
    const missing = await invoicing.missingMonths(buyer.id);
    if (!missing.length) continue;
    const detail = await invoicing.organisation(buyer.id);
    // Oldest first, so the numbers follow the months.
    for (const [index, month] of [...missing].reverse().entries()) {
      const invoice = await invoicing.createMonthly(detail, month, 'Demo-Daten', true);
      created++;
      if (index < missing.length - 1) {
        await invoicing.markPaid(buyer.id, invoice.id, invoice.invoiceDate!);
        paid++;
      }
    }
  }
  return { created, paid };
}
