import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressObject, ParsedMail } from 'mailparser';

/**
 * The browser suite's mailbox: the SMTP server of the global setup writes every mail it receives as a
 * JSON file into E2E_MAILBOX_DIR, and tests (in other processes) read them from there.
 */
export interface StoredMail {
  /** Addresses of the To header. */
  to: string[];
  /** Address of the From header. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** ISO date of the Date header. */
  date: string;
  /** Attached files (name, type, size; not their content). */
  attachments: { filename: string; contentType: string; size: number }[];
}

export function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: run the browser tests with playwright.config.ts');
  return dir;
}

/** Empties the mailbox; only mail files are removed, as the directory may be one a developer chose. */
export function clearMailbox(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) rmSync(join(dir, name));
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));

let stored = 0;

/** Written under a temporary name and renamed, so a test polling the directory never reads half a file. */
export function storeMail(dir: string, mail: ParsedMail): void {
  const record: StoredMail = {
    to: addresses(mail.to).filter(Boolean),
    from: addresses(mail.from)[0] ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    date: (mail.date ?? new Date()).toISOString(),
    attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename ?? '', contentType: attachment.contentType, size: attachment.size })),
  };
  // The number first keeps the files in the order the mails arrived.
  const name = `${String(++stored).padStart(6, '0')}-${Date.now()}.json`;
  writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(record, null, 2));
  renameSync(join(dir, `${name}.tmp`), join(dir, name));
}

/** Every mail received so far in this run, oldest first. */
export function readMailbox(): StoredMail[] {
  const dir = mailboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMail);
}

/** The first received mail that fits; fails with a list of what did arrive, to tell a wrong mail from none. */
export async function waitForMail(predicate: (mail: StoredMail) => boolean, timeoutMs = 15_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMailbox();
    const found = mails.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const received = mails.map((mail) => `  ${mail.to.join(', ')}: ${mail.subject}`).join('\n') || '  (none)';
      throw new Error(`No matching mail within ${timeoutMs} ms. Received:\n${received}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
