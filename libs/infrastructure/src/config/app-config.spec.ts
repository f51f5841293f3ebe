import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('AppConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.embeddedDatabase).toBe(true);
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.MAIL_FROM).toBe('Leadportal <noreply@localhost>');
    expect(config.API_PROCESSES_JOBS).toBe(true);
    expect(config.crmDealUrl(5)).toBeNull();
    expect(config.GOOGLE_SHEETS_URL).toBe('https://docs.google.com');
    expect(config.OUTBOX_LEASE_SECONDS).toBe(300);
    expect(config.SHUTDOWN_GRACE_SECONDS).toBe(10);
    expect(config.UPLOAD_MAX_MB).toBe(1024);
    expect(config.uploadsDir).toBe(join(process.cwd(), 'data', 'uploads'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).uploadsDir).toBeNull();
    expect(config.LOG_LEVEL).toBe('log');
    expect(config.LEXOFFICE_API_KEY).toBeUndefined();
    expect(config.LEXOFFICE_API_URL).toBe('https://api.lexware.io');
    expect(config.databaseDescription).toBe(`eingebettet in ${join(process.cwd(), 'data')} (DATA_DIR)`);
  });

  it('takes LOG_LEVEL in any case and names the database without its password', () => {
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).LOG_LEVEL).toBe('debug');
    const config = loadConfig({ DATABASE_URL: 'postgres://lead:geheim@db.example:5433/leadportal', JWT_SECRET: 'j'.repeat(32) });
    expect(config.databaseDescription).toBe('PostgreSQL db.example:5433/leadportal (DATABASE_URL)');
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/leads',
      REDIS_URL: 'redis://redis:6379',
      JWT_SECRET: 'a'.repeat(40),
      PUBLIC_BASE_URL: 'https://leads.example.de/',
      SMTP_URL: 'smtps://user:pass@mail.example.de:465',
      MAIL_FROM: 'Solar Leads <info@example.de>',
      ADMIN_EMAIL: 'Chefin@Example.de',
      ADMIN_PASSWORD: 'sehr-geheim',
      CRM_DEAL_URL: 'https://firma.pipedrive.com/deal/{id}',
      API_PROCESSES_JOBS: 'false',
      GOOGLE_SHEETS_URL: 'http://127.0.0.1:4010',
      OUTBOX_LEASE_SECONDS: '60',
      UPLOAD_MAX_MB: '5',
    });
    expect(config.PORT).toBe(8080);
    expect(config.embeddedDatabase).toBe(false);
    expect(config.publicBaseUrl).toBe('https://leads.example.de');
    expect(config.ADMIN_EMAIL).toBe('chefin@example.de');
    expect(config.crmDealUrl(4711)).toBe('https://firma.pipedrive.com/deal/4711');
    expect(config.API_PROCESSES_JOBS).toBe(false);
    expect(config.GOOGLE_SHEETS_URL).toBe('http://127.0.0.1:4010');
    expect(config.OUTBOX_LEASE_SECONDS).toBe(60);
    expect(config.UPLOAD_MAX_MB).toBe(5);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT muss eine ganze Zahl sein'],
    [{ PORT: '70000' }, 'PORT muss zwischen 1 und 65535 liegen'],
    [{ MEMORY_SNAPSHOT: '/nicht/vorhanden.tar' }, 'MEMORY_SNAPSHOT muss eine vorhandene Datei sein (Abzug eines PGlite-Datenverzeichnisses)'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL muss eine postgres://-Adresse sein'],
    [{ DATABASE_URL: 'postgres://db/leads' }, 'JWT_SECRET ist Pflicht, wenn DATABASE_URL gesetzt ist'],
    [{ JWT_SECRET: 'kurz' }, 'JWT_SECRET muss mindestens 32 Zeichen lang sein'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL muss eine redis://- oder rediss://-Adresse sein'],
    [{ SMTP_URL: 'mail.example.de' }, 'SMTP_URL muss eine smtp://- oder smtps://-Adresse sein'],
    [{ PUBLIC_BASE_URL: 'leads.example.de' }, 'PUBLIC_BASE_URL muss eine http(s)://-Adresse sein'],
    [{ ADMIN_EMAIL: 'chef@example.de' }, 'ADMIN_PASSWORD ist Pflicht, wenn ADMIN_EMAIL gesetzt ist'],
    [{ ADMIN_EMAIL: 'kein-mail', ADMIN_PASSWORD: 'lang-genug' }, 'ADMIN_EMAIL muss eine gültige E-Mail-Adresse sein (und zusammen mit ADMIN_PASSWORD gesetzt werden)'],
    [{ ADMIN_EMAIL: 'chef@example.de', ADMIN_PASSWORD: 'kurz' }, 'ADMIN_PASSWORD muss mindestens 8 Zeichen lang sein'],
    [{ CRM_DEAL_URL: 'https://crm.example.de/deal/' }, 'CRM_DEAL_URL muss eine http(s)://-Adresse mit dem Platzhalter {id} sein'],
    [{ API_PROCESSES_JOBS: 'vielleicht' }, 'API_PROCESSES_JOBS muss true oder false sein'],
    [{ GOOGLE_SHEETS_URL: 'docs.google.com' }, 'GOOGLE_SHEETS_URL muss eine http(s)://-Adresse sein'],
    [{ OUTBOX_LEASE_SECONDS: 'lang' }, 'OUTBOX_LEASE_SECONDS muss eine ganze Zahl sein'],
    [{ OUTBOX_LEASE_SECONDS: '1' }, 'OUTBOX_LEASE_SECONDS muss zwischen 2 und 3600 liegen'],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, 'SHUTDOWN_GRACE_SECONDS muss zwischen 1 und 300 liegen'],
    [{ UPLOAD_MAX_MB: 'viel' }, 'UPLOAD_MAX_MB muss eine ganze Zahl sein'],
    [{ UPLOAD_MAX_MB: '0' }, 'UPLOAD_MAX_MB muss zwischen 1 und 10240 liegen'],
    ...['true', 'alle', 'loopback, 172.16.0.0/33', '300.1.1.1', 'loopback,,uniquelocal', '10.0.0.0/8/1'].map((value): [Record<string, string>, string] => [
      { TRUST_PROXY: value },
      'TRUST_PROXY muss false, eine Anzahl Proxys oder eine Liste aus Adressen, Netzen (z. B. 172.16.0.0/12) und loopback, linklocal, uniquelocal sein',
    ]),
    [{ LOG_LEVEL: 'info' }, 'LOG_LEVEL muss einer von error, warn, log, debug, verbose sein'],
    [{ LEXOFFICE_API_KEY: 'zwei Teile' }, 'LEXOFFICE_API_KEY darf keine Leerzeichen enthalten'],
    [{ LEXOFFICE_API_URL: 'api.lexware.io' }, 'LEXOFFICE_API_URL muss eine http(s)://-Adresse sein'],
  ])('stops the start on %j with a clear message', (env, message) => {
    expect(problemsOf(env as Record<string, string>)).toContain(message);
  });

  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['loopback, 172.16.0.0/12', 'loopback, 172.16.0.0/12'],
    ['10.0.0.5, fd00::/8, uniquelocal', '10.0.0.5, fd00::/8, uniquelocal'],
    ['false', false],
    ['1', 1],
  ])('takes TRUST_PROXY %j as %j for Express', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads the Lexware Office key and address, an empty address meaning the default', () => {
    const config = loadConfig({ LEXOFFICE_API_KEY: ' lx-key-123 ', LEXOFFICE_API_URL: 'http://127.0.0.1:4020' });
    expect(config.LEXOFFICE_API_KEY).toBe('lx-key-123');
    expect(config.LEXOFFICE_API_URL).toBe('http://127.0.0.1:4020');
    expect(loadConfig({ LEXOFFICE_API_KEY: '', LEXOFFICE_API_URL: ' ' })).toMatchObject({ LEXOFFICE_API_KEY: undefined, LEXOFFICE_API_URL: 'https://api.lexware.io' });
  });

  it('reads OUTBOUND_ALLOW_HOSTS as host:port entries and refuses anything else', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: ' CRM.intern:8443, 127.0.0.1:4010 ' }).outboundAllowHosts).toEqual(['crm.intern:8443', '127.0.0.1:4010']);
    expect(loadConfig({}).outboundAllowHosts).toEqual([]);
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' })).toThrow('OUTBOUND_ALLOW_HOSTS muss eine durch Komma getrennte Liste aus host:port sein');
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: '10.0.0.0/8:80' })).toThrow('OUTBOUND_ALLOW_HOSTS');
  });

  it('reads LOG_FORMAT (default by terminal), METRICS_TOKEN and METRICS_PORT, and refuses bad values', () => {
    const isTTY = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(loadConfig({}).logFormat).toBe('pretty');
      process.stdout.isTTY = false;
      expect(loadConfig({}).logFormat).toBe('json');
      expect(loadConfig({ LOG_FORMAT: ' Pretty ' }).logFormat).toBe('pretty');
    } finally {
      process.stdout.isTTY = isTTY;
    }
    expect(loadConfig({ METRICS_TOKEN: ' abcdefghij0123456789 ', METRICS_PORT: '9464' })).toMatchObject({ METRICS_TOKEN: 'abcdefghij0123456789', METRICS_PORT: 9464 });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' })).toMatchObject({ METRICS_TOKEN: undefined, METRICS_PORT: undefined });
    expect(problemsOf({ LOG_FORMAT: 'text' })).toEqual(['LOG_FORMAT muss json oder pretty sein']);
    expect(problemsOf({ METRICS_TOKEN: 'kurz' })).toEqual(['METRICS_TOKEN muss mindestens 16 Zeichen lang sein (Buchstaben, Ziffern, ._~+/=-)']);
    expect(problemsOf({ METRICS_TOKEN: 'zwei teile mit leerzeichen' })).toHaveLength(1);
    expect(problemsOf({ METRICS_PORT: 'x' })).toEqual(['METRICS_PORT muss eine ganze Zahl sein']);
    expect(problemsOf({ METRICS_PORT: '0' })).toEqual(['METRICS_PORT muss zwischen 1 und 65535 liegen']);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', REDIS_URL: 'y' })).toThrow(
      /Ungültige Konfiguration:\n {2}- PORT muss eine ganze Zahl sein[\s\S]*REDIS_URL/,
    );
  });

  it('generates the JWT secret once in DATA_DIR and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leadportal-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
