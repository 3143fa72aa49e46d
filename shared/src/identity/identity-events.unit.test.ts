import { describe, expect, it } from 'vitest';
import { SIGN_IN_USERNAME_MAX, signInUsername } from './identity-events';

describe('signInUsername', () => {
  it('keeps the name as typed, trimmed', () => {
    expect(signInUsername('  FrontDesk@Chairside.test ')).toBe('FrontDesk@Chairside.test');
  });

  it(`cuts at ${SIGN_IN_USERNAME_MAX} characters without splitting one`, () => {
    expect(signInUsername('a'.repeat(300))).toBe('a'.repeat(SIGN_IN_USERNAME_MAX));
    const emoji = '😀'.repeat(200);
    expect(Array.from(signInUsername(emoji))).toEqual(Array(SIGN_IN_USERNAME_MAX).fill('😀'));
  });

  it('replaces a lone surrogate half, which a JSON column refuses', () => {
    expect(signInUsername('ab\uD83Dcd\uDE00')).toBe('ab\uFFFDcd\uFFFD');
    expect(signInUsername('ok😀')).toBe('ok😀');
  });
});
