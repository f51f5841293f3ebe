import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a local port that keeps every mail it receives. */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** A fixed port for a server started before the sink (the browser suite's web server); default: a free one. */
  port?: number;
  /** Called with each mail before it is accepted; a rejection makes the server refuse the mail, so the sender sees it. */
  onMessage?: (mail: ParsedMail) => void | Promise<void>;
}

export async function startSmtpSink({ port = 0, onMessage }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await onMessage?.(mail);
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    // A taken fixed port must fail the start instead of leaving mails without a receiver.
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server re-emits a client's broken connection; unheard, that would end the whole test process.
  // The sender notices the failed mail itself and retries it.
  server.on('error', () => undefined);
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}?starttls=off`,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const started = Date.now();
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`Nur ${messages.length} von ${count} Mails angekommen`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
