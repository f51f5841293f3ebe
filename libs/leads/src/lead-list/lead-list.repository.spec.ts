import { nextDigitPrefix } from './lead-list.repository';

describe('nextDigitPrefix', () => {
  it('turns a postal-code prefix into the exclusive end of its range', () => {
    expect(nextDigitPrefix('80')).toBe('81');
    expect(nextDigitPrefix('8')).toBe('9');
    expect(nextDigitPrefix('809')).toBe('81');
    expect(nextDigitPrefix('0')).toBe('1');
    expect(nextDigitPrefix('99')).toBeNull();
  });
});
