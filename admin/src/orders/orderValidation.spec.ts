import { validMail, validProgress, validZip } from './orderValidation';

describe('order validation', () => {
  it('wants a whole percentage from 0 to 100', () => {
    expect([0, 40, 100, '75'].map(validProgress)).toEqual([undefined, undefined, undefined, undefined]);
    expect([-1, 101, 12.5, 'viel'].map(validProgress)).toEqual(Array(4).fill('app.orders.validation.progress'));
  });

  it('wants a German postal code of five digits, accepting a lost leading 0', () => {
    expect(['80331', '1067', ' 10115 '].map(validZip)).toEqual([undefined, undefined, undefined]);
    expect(['803', '803310', 'ABCDE'].map(validZip)).toEqual(Array(3).fill('app.orders.validation.zip'));
  });

  it('wants a valid e-mail address when one is given', () => {
    expect(['anna@example.de', '', null, undefined].map(validMail)).toEqual(Array(4).fill(undefined));
    expect(validMail('anna@')).toBe('app.orders.validation.mail');
  });
});
