import { formatAuditSeal, parseAuditSeal } from './audit-seal';

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('the seal on the command line', () => {
  it('reads <id>:<hash>, whatever the case of the hex digits or spaces around it', () => {
    expect(parseAuditSeal(`1234:${HASH}`)).toEqual({ id: '1234', hash: HASH });
    expect(parseAuditSeal(` 0042:${HASH.toUpperCase()} `)).toEqual({ id: '42', hash: HASH });
    expect(formatAuditSeal({ id: '1234', hash: HASH })).toBe(`1234:${HASH}`);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1234', `:${HASH}`, `abc:${HASH}`, `1234:${HASH.slice(1)}`, `1234:${HASH}0`, `1234:${HASH.replace('9', 'g')}`, `-1:${HASH}`]) {
      expect(parseAuditSeal(text)).toBeNull();
    }
  });
});
