/**
 * The organisation page's tabs that this folder fills. The organisation page names its tabs with these, and
 * links from the invoice list open them (`navigate('/organisations/7', { state: { tab: INVOICES_TAB } })`).
 */
export const INVOICES_TAB = 'invoices';
export const DUNNINGS_TAB = 'dunnings';
