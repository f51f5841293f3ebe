// The public surface of libs/pricing: a sale's price and the steps that made it (issue 30 §2). The rules
// themselves are libs/contract's price-list (shared with the back office); the list is Settings 'Preise', which
// the seller reads and hands in (SalesService), so this lib stays pure.
export * from './price-sale';
