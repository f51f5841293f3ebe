import { parseReclaimRequest, ReclaimRequestError } from './reclaim-request';

describe('parseReclaimRequest', () => {
  it('reads ids, lead objects (id or lId) and numeric strings, each lead once, in id order', () => {
    expect(parseReclaimRequest([12, '7', { id: 3 }, { lId: 12, contact: {} }])).toEqual([3, 7, 12]);
  });

  it.each([
    [{}, 'Bitte eine Liste von Leads senden (Lead-Nummern oder Leads)'],
    [[], 'Bitte eine Liste von Leads senden (Lead-Nummern oder Leads)'],
    [[1, 'abc'], 'Eintrag 2 ist keine gültige Lead-Nummer'],
    [[99999999999], 'Eintrag 1 ist keine gültige Lead-Nummer'],
    [[{ name: 'x' }], 'Eintrag 1 ist keine gültige Lead-Nummer'],
    [Array.from({ length: 1001 }, (_, i) => i + 1), 'Höchstens 1000 Leads auf einmal reklamieren'],
  ])('refuses %j', (body, message) => {
    expect(() => parseReclaimRequest(body)).toThrow(ReclaimRequestError);
    expect(() => parseReclaimRequest(body)).toThrow(message);
  });
});
