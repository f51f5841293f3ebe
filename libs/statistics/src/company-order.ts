const collator = new Intl.Collator('de', { numeric: true });

/** Company names in the order a person reads them: 'Firma 9' before 'Firma 10', umlauts where German puts them. */
export function compareCompanyNames(left: string, right: string): number {
  return collator.compare(left, right);
}
