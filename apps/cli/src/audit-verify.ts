import { INestApplicationContext } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { openCliContext, runCli, startCli } from './cli-context';

const number = new Intl.NumberFormat('de-DE');

const intact = (entries: number) =>
  entries === 1 ? '1 Eintrag davor ist intakt.' : `${number.format(entries)} Einträge davor sind intakt.`;

/** The line `npm run audit:verify` prints, and whether the chain holds. */
export async function verifyAuditTrail(context: INestApplicationContext): Promise<{ ok: boolean; line: string }> {
  const check = await context.get(AuditService).verifyChain();
  if (check.ok) return { ok: true, line: `Protokoll geprüft: ${number.format(check.entries)} Einträge, Kette intakt.` };
  const why =
    check.reason === 'hash'
      ? 'sein Inhalt passt nicht mehr zu seinem Hash (nachträglich geändert)'
      : 'er verweist nicht auf den Eintrag davor (ein Eintrag davor fehlt oder wurde geändert)';
  return {
    ok: false,
    line: `Protokoll beschädigt: Eintrag ${check.brokenId}: ${why}. ${intact(check.entries)}`,
  };
}

/** `npm run audit:verify`: walks the audit trail's hash chain; exit code 1 when it is broken. */
async function main() {
  const context = await openCliContext(startCli());
  try {
    const { ok, line } = await verifyAuditTrail(context);
    (ok ? console.log : console.error)(line);
    if (!ok) process.exitCode = 1;
  } finally {
    await context.close();
  }
}

if (require.main === module) void runCli(main);
