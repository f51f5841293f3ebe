import { E2E_SMTP_PORT } from '../../../playwright.config';
import { startSmtpSink } from '../../support/smtp-sink';
import { clearMailbox, mailboxDir, storeMail } from './mailbox';

/**
 * Starts the SMTP server the e2e web server sends to (SMTP_URL in playwright.config.ts), so mails
 * really go out and tests can read them from the mailbox directory. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mailboxDir();
  clearMailbox(dir);
  const sink = await startSmtpSink({ port: E2E_SMTP_PORT, onMessage: (mail) => storeMail(dir, mail) });
  return () => sink.close();
}
