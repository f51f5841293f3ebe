import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuUsage } from 'node:process';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '@app/infrastructure';
import { BUNDLED_POSTAL_CODES, parseCompactTable } from '@app/geo';
import {
  addressDuplicateFinding,
  addressKey,
  checkEmail,
  checkFunnel,
  checkName,
  checkPhone,
  checkZipTown,
  qualityVerdict,
  samePhoneDifferentNames,
  type Finding,
} from '@app/lead-checks';

/**
 * `npm run bench:checks`: the whole quality verdict of a new lead without DNS (issue 31: under 2 ms of CPU per
 * lead) — phone, e-mail, postal code and town, name, funnel signals, the later checks' pure parts (the same house,
 * the same phone under other names, velocity) and the score — over 20,000 made-up leads, some of them poor (placeholder names, fake numbers, bots, disposable addresses).
 * Prints CPU per lead (process CPU time, so garbage collection counts) and the wall-clock p50/p99 of one verdict.
 */
const LEADS = 20_000;

let seed = 7;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

const table = parseCompactTable(gunzipSync(readFileSync(join(projectRoot(), BUNDLED_POSTAL_CODES))).toString('utf8'));
const zips = [...table.keys()];
const FIRST = ['Anna', 'Jonas', 'Mehmet', 'Sophie', 'Lukas', 'Marie'];
const LAST = ['Schmidt', 'Becker', 'Yılmaz', 'Müller-Lüdenscheidt', 'Nguyen', 'Wagner'];
const STREETS = ['Hauptstraße', 'Hauptstr.', 'Lindenweg', 'Am Markt', 'Bahnhofstr'];
const DOMAINS = ['gmail.com', 'web.de', 'mailinator.com', 't-online.de', 'example.de'];
const PHONES = () => pick(['0171 ', '030 ', '0221 ', '+43 664 ', '089 ']) + String(1_000_000 + Math.floor(random() * 8_999_999));

const leads = Array.from({ length: LEADS }, (_, n) => {
  const zip = pick(zips);
  const places = table.get(zip)!.placeNames;
  return {
    // Every tenth a test or placeholder name.
    firstName: n % 10 === 0 ? pick(['Test', 'Max', 'asdf']) : pick(FIRST),
    lastName: n % 10 === 0 ? pick(['Test', 'Mustermann', 'qwertz']) : pick(LAST),
    phone: n % 50 === 0 ? '0171 1111111' : PHONES(),
    email: `kunde${n}@${pick(DOMAINS)}`,
    street: `${pick(STREETS)} ${1 + Math.floor(random() * 80)}`,
    zip,
    city: random() < 0.9 ? (places[0] ?? 'Berlin') : 'Irgendwo',
    placeNames: places,
    elapsedMs: random() < 0.05 ? 1500 : 40_000 + Math.floor(random() * 200_000),
    honeypot: random() < 0.02,
    earlier: n % 20 === 0 ? [{ firstName: 'Jan', lastName: pick(LAST) }] : [],
  };
});

function verdict(lead: (typeof leads)[number]): number {
  const found: Finding[] = [
    ...checkPhone(lead.phone).findings,
    ...checkEmail(lead.email),
    ...checkZipTown(lead.zip, lead.city, lead.placeNames),
    ...checkName(lead.firstName, lead.lastName),
    ...checkFunnel({ elapsedMs: lead.elapsedMs, honeypotFilled: lead.honeypot, earlierLeadsFromIpLastHour: 1 }),
  ];
  if (addressKey(lead) && random() < 0.05) found.push(addressDuplicateFinding(4711));
  const names = samePhoneDifferentNames(lead.earlier, lead);
  if (names) found.push(names);
  return qualityVerdict(found, { reviewBelow: 60 }).score;
}

for (const lead of leads.slice(0, 2000)) verdict(lead); // warm-up: the phone metadata and the domain list load once
const times: number[] = [];
let poor = 0;
const cpuBefore = cpuUsage();
for (const lead of leads) {
  const started = process.hrtime.bigint();
  if (verdict(lead) < 60) poor++;
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
const cpu = cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const cpuPerLeadMs = (cpu.user + cpu.system) / 1000 / LEADS;
console.log(`${LEADS} Leads, davon ${poor} unter 60 Punkten`);
console.log(`CPU je Urteil: ${cpuPerLeadMs.toFixed(3)} ms; Dauer je Urteil: Median ${times[Math.floor(LEADS / 2)].toFixed(3)} ms, p99 ${times[Math.floor(LEADS * 0.99)].toFixed(3)} ms`);
console.log(`Ziel unter 2 ms CPU je Lead (ohne DNS): ${cpuPerLeadMs < 2 ? 'erreicht' : 'VERFEHLT'}`);
if (cpuPerLeadMs >= 2) process.exitCode = 1;
