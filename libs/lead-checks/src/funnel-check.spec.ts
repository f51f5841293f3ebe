import { checkFunnel, type FunnelSignals } from './funnel-check';

describe('checkFunnel', () => {
  it.each<[FunnelSignals, string[]]>([
    [{}, []],
    [{ elapsedMs: null, earlierLeadsFromIpLastHour: null, earlierLeadsFromBrowserLastHour: null }, []],
    [{ elapsedMs: 45_000, honeypotFilled: false, earlierLeadsFromIpLastHour: 4, earlierLeadsFromBrowserLastHour: 1 }, []],
    [{ elapsedMs: 8000 }, []],
    [{ elapsedMs: 7999 }, ['too-fast']],
    [{ elapsedMs: 1200 }, ['too-fast']],
    [{ honeypotFilled: true }, ['honeypot']],
    [{ earlierLeadsFromIpLastHour: 5 }, ['velocity']],
    [{ earlierLeadsFromBrowserLastHour: 5 }, ['velocity']],
    [{ earlierLeadsFromIpLastHour: 9, earlierLeadsFromBrowserLastHour: 9 }, ['velocity']],
    [{ elapsedMs: 900, honeypotFilled: true, earlierLeadsFromIpLastHour: 30 }, ['too-fast', 'honeypot', 'velocity']],
  ])('%j → %j', (signals, codes) => {
    expect(checkFunnel(signals).map((finding) => finding.code)).toEqual(codes);
  });

  it('takes its limits as options', () => {
    expect(checkFunnel({ elapsedMs: 9000, earlierLeadsFromIpLastHour: 2 }, { minElapsedMs: 10_000, maxLeadsPerHour: 2 }).map((f) => f.code)).toEqual([
      'too-fast',
      'velocity',
    ]);
  });

  it.each<[FunnelSignals, string]>([
    [{ elapsedMs: 3200 }, 'Anfrage 3,2 s nach dem ersten Schritt abgeschickt (Grenze 8 s)'],
    [{ honeypotFilled: true }, 'Verstecktes Formularfeld ausgefüllt (typisch für Bots)'],
    [{ earlierLeadsFromIpLastHour: 6, earlierLeadsFromBrowserLastHour: 2 }, '7 Anfragen in einer Stunde von derselben IP-Adresse'],
    [{ earlierLeadsFromIpLastHour: 2, earlierLeadsFromBrowserLastHour: 7 }, '8 Anfragen in einer Stunde aus demselben Browser'],
    [{ earlierLeadsFromIpLastHour: 99 }, '100 Anfragen in einer Stunde von derselben IP-Adresse'],
    // The lookup stops counting at EARLIER_LEADS_COUNTED: 100 earlier and this one is more than 100.
    [{ earlierLeadsFromIpLastHour: 100 }, 'Mehr als 100 Anfragen in einer Stunde von derselben IP-Adresse'],
  ])('%j reads %j', (signals, text) => {
    expect(checkFunnel(signals).map((finding) => finding.text)).toEqual([text]);
  });
});
