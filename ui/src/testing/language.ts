/**
 * One language on every screen (issue 29 §3): what a German text must not contain, shared by the Jest tests over the
 * apps' message files and the browser walks over every page (test/browser/support/language.ts).
 */

/**
 * Words that are English only: not also German ('Name', 'Status', 'Filter', 'Export', 'Link', 'Code', 'Team', 'Test',
 * 'Details' are both), and the server's raw values that reach a screen untranslated ('won', 'draft', 'security').
 */
export const ENGLISH_WORDS: readonly string[] = [
  // Words of a user interface.
  'Dashboard', 'Theme', 'Datagrid', 'Data', 'Provider', 'Secret', 'Whitelist', 'Sheet', 'Input', 'Type', 'Email', 'Match',
  'Settings', 'Logout', 'Login', 'Download', 'Upload', 'Search', 'Save', 'Delete', 'Cancel', 'Edit', 'Show', 'Create',
  'Submit', 'Loading', 'Error', 'Preview', 'Close', 'Select', 'Clear', 'Refresh', 'Back', 'Next', 'Previous', 'Items',
  'Rows', 'User', 'Users', 'Password', 'Security', 'Outbox', 'Invoice', 'Invoices', 'Reminder', 'Supplier',
  'Suppliers', 'Buyer', 'Buyers', 'Pending', 'Failed', 'Sent', 'Queued', 'Won', 'Lost', 'Open', 'Paid', 'Draft',
  'Overdue', 'Approved', 'Rejected', 'Unknown', 'None', 'Yes', 'No', 'Invalid',
  // Raw values of the server's fields.
  'won', 'lost', 'open', 'paid', 'draft', 'overdue', 'voided', 'sent', 'held', 'queued', 'failed', 'pending', 'approved',
  'rejected', 'security', 'company', 'dunning', 'distribution', 'reclamation', 'retention', 'notifications',
  'reached', 'unreachable', 'appointment', 'offer', 'price', 'competitor', 'financing', 'other', 'portal', 'buyer',
  'email', 'totp', 'true', 'false', 'null', 'undefined', 'NaN',
];

/**
 * The spec's own words, shown as it writes them (docs product-spec.md): the menu's 'Leadsources', 'Settings' and
 * 'Logout', Lead Matchen's 'Type', 'Email' and 'Match...', and the pipedrive lists' not-found texts.
 */
export const SPEC_WORDS: readonly string[] = ['Settings', 'Logout', 'Type', 'Email', 'Match', 'cantFindPipelines', 'cantFindStagess', 'cantFindLeads'];

/** Names of products and services, written as their makers write them. */
export const BRAND_NAMES: readonly string[] = ['weClapp', 'iPhone', 'iOS', 'macOS'];

/** A translation key shown instead of its text: react-admin's own, the apps' and the resources'. */
const MESSAGE_KEY = /^(ra|app|resources)\.[\w.-]+$/;
/** A server name in kebab-case (`lead-outcome`, `buyer-email`): letters only, so slugs with digits pass as data. */
const KEBAB_CASE = /^[a-z]{2,}(?:-[a-z]{2,})+$/;
/** A field name in camelCase (`requireTwoFactor`, `inProgress`). */
const CAMEL_CASE = /^[a-z]{2,}(?:[A-Z][a-z0-9]*)+$/;
/** A name in snake_case (`more_tools`). */
const SNAKE_CASE = /^[a-z]+(?:_[a-z0-9]+)+$/;
/** A command or script name (`audit:verify`). */
const COMMAND = /^[a-z]+:[a-z-]+$/;

/** A placeholder of a mail template (`{{firstName}}`): typed by staff as it is, a code rather than a word. */
const PLACEHOLDER = /\{\{[^}]*\}\}/;

/** The text's words: split at white space, without the punctuation around them (placeholders are left out). */
function words(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((word) => !PLACEHOLDER.test(word))
    .map((word) => word.replace(/^[„“"'‚‘(\[{«»›‹·–—-]+|[„“"'’‘)\]}»«›‹,;:!?…·–—]+$/g, '').replace(/\.+$/, ''))
    .filter((word) => word.length > 0);
}

/** A word that is data, not a text of the app: an address, a path, a file name, a domain. */
const isData = (word: string) => /[@/\\]/.test(word) || (/\w\.\w/.test(word) && !MESSAGE_KEY.test(word));

/**
 * The words of `text` that are not German: listed English words and what looks like a key (kebab-case, camelCase,
 * snake_case, a message key, a command), except brand names and `allowed` (a page passes SPEC_WORDS: it cannot
 * tell where the spec puts them; a message file names them per key).
 */
export function nonGermanWords(text: string, allowed: readonly string[] = []): string[] {
  const exempt = new Set([...BRAND_NAMES, ...allowed]);
  const english = new Set(ENGLISH_WORDS);
  const found = new Set<string>();
  for (const word of words(text)) {
    if (exempt.has(word) || isData(word)) continue;
    if (english.has(word) || MESSAGE_KEY.test(word) || KEBAB_CASE.test(word) || CAMEL_CASE.test(word) || SNAKE_CASE.test(word) || COMMAND.test(word)) found.add(word);
  }
  return [...found];
}

type Messages = { [key: string]: unknown };

/** Every text of a message tree with its dotted key; functions (texts with parameters) are called with examples. */
export function messageTexts(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)('Beispiel', 'Beispiel'))]];
    if (value && typeof value === 'object') return messageTexts(value as Messages, `${path}.`);
    return [];
  });
}
