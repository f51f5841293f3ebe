const SMTP_TIMEOUT_MS = 20_000;

/** SMTP_URL as nodemailer transport options, with timeouts so a hanging server cannot block a worker. */
export function smtpOptions(smtpUrl: string, timeoutMs = SMTP_TIMEOUT_MS) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Local test servers and internal relays often have no valid certificate; opt in with ?tls=insecure.
    tls: url.searchParams.get('tls') === 'insecure' ? { rejectUnauthorized: false } : undefined,
    ignoreTLS: url.searchParams.get('starttls') === 'off',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}
