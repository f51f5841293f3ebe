import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Metrics } from '@app/infrastructure';

const OPS = join(__dirname, '..', '..', 'ops');

/** Every series name a Leadportal process exports (histograms with their _bucket/_sum/_count), plus Prometheus' own `up`. */
async function exportedNames(): Promise<Set<string>> {
  const metrics = new Metrics();
  for (const gauge of ['outboxDue', 'outboxOldestDueSeconds', 'invoiceRunLastSuccess', 'buyersDeliveryStopped', 'auditUnchainedOldestSeconds'] as const) metrics.readOnScrape(gauge, async () => 0);
  metrics.collectDefaults();
  const names = new Set(['up']);
  for (const [, name, type] of (await metrics.exposition()).body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

/** The metric names a PromQL text refers to (recording rules, with a colon, are checked by promtool). */
const referenced = (text: string) => new Set(text.match(/\b(?:leadportal_[a-z_]+|http_[a-z_]+|process_[a-z_]+|nodejs_[a-z0-9_]+|up)\b(?=\s*[{[)\s]|$)/g) ?? []);

describe('ops/: the alert rules and the dashboard name only metrics the processes export', () => {
  it('alerts.yml', async () => {
    const known = await exportedNames();
    const used = [...referenced(readFileSync(join(OPS, 'prometheus', 'alerts.yml'), 'utf8'))];
    expect(used).toEqual(expect.arrayContaining(['leadportal_outbox_oldest_due_seconds', 'leadportal_deliveries_total', 'leadportal_leads_received_total', 'leadportal_invoice_run_last_success_timestamp_seconds', 'leadportal_buyers_delivery_stopped', 'leadportal_audit_unchained_oldest_seconds']));
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });

  it('grafana/leadportal.json', async () => {
    const known = await exportedNames();
    const dashboard = JSON.parse(readFileSync(join(OPS, 'grafana', 'leadportal.json'), 'utf8')) as { panels: { title: string; targets?: { expr: string }[] }[] };
    const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    expect(expressions.length).toBeGreaterThan(20);
    const used = new Set(expressions.flatMap((expr) => [...referenced(expr)]));
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
    // Every product metric has a panel.
    expect([...known].filter((name) => name.startsWith('leadportal_') && !name.endsWith('_sum') && !name.endsWith('_count') && ![...used].some((usedName) => usedName.startsWith(name.replace(/_bucket$/, ''))))).toEqual([]);
  });
});
