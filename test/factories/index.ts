// Test data: plain builders (`…Form`, `…Row`, `funnelLead`, `supplierLead`, `userInput`) return valid objects with
// overrides; `create…`/`submit…`/`sell…` persist through the app's public services, `insert…` through its
// repositories (exact rows for tests below the services). All take a running test app or test context.
export * from './running';
export * from './conditions';
export * from './organisations';
export * from './leadsources';
export * from './leads';
export * from './sales';
export * from './users';
export * from './company';
