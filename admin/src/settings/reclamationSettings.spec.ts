import { autoAcceptBelowRateOf, validateAutoAcceptBelowRate } from './reclamationSettings';

describe("'Sofort akzeptieren bis Reklaquote (%)' (issue 31 §4)", () => {
  it.each<[unknown, boolean]>([
    ['', true],
    [null, true],
    [undefined, true],
    [0, true],
    [10, true],
    [7.5, true],
    [12.25, true],
    [100, true],
    [-1, false],
    [100.5, false],
    [1.234, false],
    ['zehn', false],
  ])('%p is %s', (value, valid) => {
    expect(validateAutoAcceptBelowRate(value)).toBe(valid ? undefined : 'app.settings.reclamation.autoAcceptBelowRate_validation');
  });

  it('sends an empty field as null (off) and a number as it is', () => {
    expect([autoAcceptBelowRateOf(''), autoAcceptBelowRateOf(null), autoAcceptBelowRateOf('12.5'), autoAcceptBelowRateOf(20)]).toEqual([null, null, 12.5, 20]);
  });
});
