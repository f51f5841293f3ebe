import { INestApplicationContext } from '@nestjs/common';
import { AuditSeal, AuditSealValue, AuditService, ChainBreak, formatAuditSeal, parseAuditSeal } from '@app/audit';
import { openCliContext, parseArgs, runCli, startCli } from './cli-context';

const number = new Intl.NumberFormat('de-DE');

const intact = (entries: number) =>
  entries === 1 ? '1 Eintrag davor ist intakt.' : `${number.format(entries)} Einträge davor sind intakt.`;

/** Why the chain breaks at the row named (the first row that differs from what was chained). */
const BREAK_REASONS: Record<ChainBreak['reason'], string> = {
  hash: 'sein Inhalt passt nicht mehr zu seinem Hash (nachträglich geändert)',
  'prev-hash': 'er verweist nicht auf den Eintrag davor (ein Eintrag davor fehlt oder wurde geändert)',
  unkeyed: 'sein Hash ist ohne den Protokollschlüssel berechnet, obwohl Einträge davor ihn tragen (nachträglich neu berechnet)',
};

/** What a seal noted earlier says about the trail now: a line, and whether it holds. */
const SEAL_LINES = {
  ok: (seal: AuditSealValue) => `Siegel geprüft: Eintrag ${seal.id} ist unverändert vorhanden.`,
  missing: (seal: AuditSealValue) => `Protokoll beschädigt: Eintrag ${seal.id} aus dem Siegel fehlt (gelöscht).`,
  changed: (seal: AuditSealValue) => `Protokoll beschädigt: Eintrag ${seal.id} trägt nicht mehr den Hash aus dem Siegel (nachträglich geändert).`,
};

/**
 * The lines `npm run audit:verify` prints, and whether the trail holds: the chain, then the seal noted
 * earlier (when given), then the seal of the newest row to note now.
 */
export async function verifyAuditTrail(context: INestApplicationContext, seal?: AuditSealValue): Promise<{ ok: boolean; lines: string[] }> {
  const check = await context.get(AuditService).verifyChain();
  const lines: string[] = [];
  if (check.ok) lines.push(`Protokoll geprüft: ${check.entries === 1 ? '1 Eintrag' : `${number.format(check.entries)} Einträge`}, Kette intakt.`);
  else lines.push(`Protokoll beschädigt: Eintrag ${check.brokenId}: ${BREAK_REASONS[check.reason]}. ${intact(check.entries)}`);
  if (check.unkeyed > 0) {
    lines.push(`${check.unkeyed === 1 ? '1 älterer Eintrag ist' : `${number.format(check.unkeyed)} ältere Einträge sind`} ohne Schlüssel verkettet (vor Einführung des Protokollschlüssels).`);
  }
  if (check.unchained > 0) {
    lines.push(`${check.unchained === 1 ? '1 Eintrag wartet' : `${number.format(check.unchained)} Einträge warten`} noch auf die Verkettung (siehe Protokoll: „Verketten des Protokolls fehlgeschlagen“).`);
  }
  const sealing = context.get(AuditSeal);
  const sealHolds = seal ? await sealing.check(seal) : 'ok';
  if (seal) lines.push(SEAL_LINES[sealHolds](seal));
  // The anchors the server wrote to DATA_DIR every hour: rows deleted from the end, an emptied table, a chain recomputed.
  const anchors = await sealing.checkAnchors();
  lines.push(...anchors.lines);
  const ok = check.ok && sealHolds === 'ok' && anchors.ok;
  const head = ok ? await sealing.head() : null;
  if (head) lines.push(`Siegel des neuesten Eintrags (außerhalb der Datenbank notieren): ${formatAuditSeal(head)}`);
  return { ok, lines };
}

/** `npm run audit:verify [-- --siegel <Eintrag>:<Hash>]`: walks the audit trail's hash chain; exit code 1 when it is broken. */
async function main() {
  const given = parseArgs(process.argv.slice(2)).siegel;
  const seal = given === undefined ? undefined : typeof given === 'string' ? parseAuditSeal(given) : null;
  if (seal === null) {
    console.error('Das Siegel hat die Form <Eintrag>:<Hash> mit 64 Hex-Zeichen, z. B. --siegel 1234:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.');
    process.exitCode = 1;
    return;
  }
  const context = await openCliContext(startCli());
  try {
    const { ok, lines } = await verifyAuditTrail(context, seal);
    (ok ? console.log : console.error)(lines.join('\n'));
    if (!ok) process.exitCode = 1;
  } finally {
    await context.close();
  }
}

if (require.main === module) void runCli(main);
