import type { OrganisationDetailDto } from '@app/organisations';
import type { CompanyData } from '@app/contract';
import type { BuyerParty, SellerParty } from './document/invoice-document';

/** The operator as the seller of an invoice (from 'Firmendaten'). */
export function sellerOf(company: CompanyData): SellerParty {
  return {
    name: company.name,
    street: company.street,
    zip: company.zip,
    city: company.city,
    countryCode: 'DE',
    managingDirector: company.managingDirector,
    registerCourt: company.registerCourt,
    registerNumber: company.registerNumber,
    vatId: company.vatId,
    taxNumber: company.taxNumber,
    iban: company.iban,
    bic: company.bic,
    bankName: company.bankName,
    email: company.email,
    phone: company.phone,
  };
}

/** The first address of a comma-separated list: where invoices go. */
export const firstEmail = (list: string): string => list.split(',').map((address) => address.trim()).find(Boolean) ?? '';

/** The organisation as the buyer; its customer number is Lexware Office's when there is one. */
export function buyerOf(organisation: Pick<OrganisationDetailDto, 'id' | 'name' | 'street' | 'zip' | 'city' | 'email' | 'lexOffice'>): BuyerParty {
  return {
    name: organisation.name,
    street: organisation.street,
    zip: organisation.zip,
    city: organisation.city,
    countryCode: 'DE',
    customerNumber: organisation.lexOffice?.number?.trim() || String(organisation.id),
    email: firstEmail(organisation.email),
    buyerReference: '',
  };
}
