import { describe, expect, it } from 'vitest';
import { hashHoldToken, newHoldToken, visitorOf } from './hold-tokens';

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
  it('is the signed-in user, else the page id, else the address', () => {
    expect(visitorOf('u1', 'page-id-123', '10.0.0.1')).toEqual({ ok: true, visitorId: 'user:u1' });
    expect(visitorOf(null, 'page-id-123', '10.0.0.1')).toEqual({ ok: true, visitorId: 'visitor:page-id-123' });
    expect(visitorOf(null, undefined, '10.0.0.1')).toEqual({ ok: true, visitorId: 'ip:10.0.0.1' });
  });

  it('refuses a page id that is too short, too long or has other characters', () => {
    for (const header of ['short', 'x'.repeat(65), 'has spaces in it', 'semi;colon-value'])
      expect(visitorOf(null, header, '10.0.0.1')).toEqual({ ok: false });
  });
});
