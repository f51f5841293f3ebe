import { validateSync } from 'class-validator';
import { IsId, isId, MAX_ID, ParseIdPipe } from './ids';

class NotFound extends Error {}

describe('ids', () => {
  const pipe = new ParseIdPipe((raw) => new NotFound(`${raw} gibt es nicht.`));

  it.each([
    ['1', 1],
    ['42', 42],
    [String(MAX_ID), MAX_ID],
  ])('takes the path id %s', (raw, id) => {
    expect(pipe.transform(raw)).toBe(id);
  });

  it.each(['0', '-1', '2147483648', '99999999999', 'abc', '1.5', '1e3', ' 1', '', '0x10'])('answers the path id %j as not found', (raw) => {
    expect(() => pipe.transform(raw)).toThrow(NotFound);
  });

  it('shortens a long value in the message', () => {
    expect(() => pipe.transform('9'.repeat(40))).toThrow(`${'9'.repeat(20)}… gibt es nicht.`);
  });

  it.each([
    [1, true],
    [MAX_ID, true],
    [MAX_ID + 1, false],
    [0, false],
    [-5, false],
    [1.5, false],
    ['1', false],
    [Number.NaN, false],
  ])('isId(%j) is %s', (value, expected) => {
    expect(isId(value)).toBe(expected);
  });

  it('validates body ids, each of a list too', () => {
    class Body {
      @IsId() id: unknown;
      @IsId({ each: true }) ids: unknown;
    }
    const check = (id: unknown, ids: unknown[]) => validateSync(Object.assign(new Body(), { id, ids })).map((error) => error.property);
    expect(check(7, [1, 2])).toEqual([]);
    expect(check(99999999999, [1, 99999999999])).toEqual(['id', 'ids']);
  });
});
