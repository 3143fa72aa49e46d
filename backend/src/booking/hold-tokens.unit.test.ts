import { describe, expect, it } from 'vitest';
import { hashHoldToken, newHoldToken, visitorKeyOf } from './hold-tokens';

describe('hold tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256 in hex', () => {
    const token = newHoldToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newHoldToken()).not.toBe(token);
    expect(hashHoldToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashHoldToken(token)).toBe(hashHoldToken(` ${token} `));
    expect(hashHoldToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the visitor of a hold', () => {
  it('is the signed-in user, else the id the server issued in the visitor cookie', () => {
    expect(visitorKeyOf({ userId: 'u1' })).toBe('user:u1');
    expect(visitorKeyOf({ cookieId: 'abc' })).toBe('visitor:abc');
  });
});
