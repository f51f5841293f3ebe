import { foldGerman } from './german-fold';

describe('foldGerman', () => {
  it.each([
    ['Müller', 'mueller'],
    ['MUELLER', 'mueller'],
    ['Mu\u0308ller', 'mueller'],
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['Öztürk', 'oeztuerk'],
    ['Ärzte', 'aerzte'],
    ['José', 'jose'],
    ['Zoë', 'zoe'],
  ])('%s → %s', (input, folded) => {
    expect(foldGerman(input)).toBe(folded);
  });
});
