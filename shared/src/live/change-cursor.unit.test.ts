import { describe, expect, it } from 'vitest';
import { compareChangeCursors, formatChangeCursor, parseChangeCursor } from './change-cursor';

describe('the change feed cursor', () => {
  it('round-trips through its text form, beyond the range of a double', () => {
    const cursor = { commit: 18446744073709551000n, id: 9007199254740993n };
    expect(parseChangeCursor(formatChangeCursor(cursor))).toEqual(cursor);
  });

  it('refuses text that is not a cursor', () => {
    for (const text of ['', '12', '12.', '.3', '1.2.3', 'a.b', '-1.2', '1'.repeat(21) + '.1']) expect(parseChangeCursor(text)).toBeNull();
  });

  it('orders by transaction first, then by row, numerically', () => {
    const at = (text: string) => parseChangeCursor(text)!;
    expect(compareChangeCursors(at('9.100'), at('10.1'))).toBeLessThan(0);
    expect(compareChangeCursors(at('10.9'), at('10.10'))).toBeLessThan(0);
    expect(compareChangeCursors(at('10.10'), at('10.10'))).toBe(0);
    expect(compareChangeCursors(at('11.1'), at('10.99'))).toBeGreaterThan(0);
  });
});
