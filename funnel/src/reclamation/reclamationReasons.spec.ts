import { fileReclamation, type ReclamationAccess } from './reclamationApi';
import { toReclamation } from './reclamationState';

/** Issue 31 §4: the reason chosen from the catalogue and the rule that accepted the complaint, as the page reads and sends them. */
const visitor: ReclamationAccess = { orgaId: '7', link: { kind: 'token', value: 'orga.tok' }, staffToken: null };

describe('complaint reasons on the complaint page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** Records each body sent; answers an open complaint. */
  function fakeFetch(): unknown[] {
    const bodies: unknown[] = [];
    globalThis.fetch = (async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ exists: true, id: 9, status: 'open', content: { request: 'x', answer: null }, documents: [] }), { status: 200 });
    }) as typeof fetch;
    return bodies;
  }

  it.each<[string, string | null | undefined, Record<string, unknown>]>([
    ['a chosen reason', 'not-reached', { reasonCode: 'not-reached' }],
    ['none chosen (null takes a stored one back)', null, { reasonCode: null }],
    ['left out (the server keeps the stored one)', undefined, {}],
  ])('sends %s', async (_name, code, extra) => {
    const bodies = fakeFetch();
    await fileReclamation(visitor, '42', 'Fünfmal angerufen', code);
    expect(bodies[0]).toEqual({ lId: 42, oId: 7, content: 'Fünfmal angerufen', ...extra });
  });

  it('reads the reason and the rule that decided, and drops a code it does not know', () => {
    const answer = {
      exists: true,
      id: 3,
      status: 'approved',
      content: { request: 'Kein Anschluss', answer: 'Automatisch akzeptiert: Telefonnummer …' },
      documents: [],
      reasonCode: 'phone-wrong',
      decidedBy: { rule: 'phone-invalid', text: 'Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt' },
    };
    expect(toReclamation(answer, '42')).toMatchObject({
      status: 'approved',
      reasonCode: 'phone-wrong',
      decidedBy: { rule: 'phone-invalid', text: 'Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt' },
    });
    const odd = toReclamation({ ...answer, reasonCode: 'gibt-es-nicht', decidedBy: { rule: 'x' } }, '42');
    expect(odd.reasonCode).toBeUndefined();
    expect(odd.decidedBy).toBeUndefined();
  });
});
