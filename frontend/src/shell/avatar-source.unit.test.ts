import { describe, expect, it } from 'vitest';
import { AVATAR_PLACEHOLDER_URL, avatarSource } from './avatar-source';

describe('the avatar (SPEC §2.6)', () => {
  it('is the profile picture when there is one', () => {
    expect(avatarSource('https://example.test/me.png', new Set())).toEqual({ kind: 'image', url: 'https://example.test/me.png' });
  });

  it('is the placeholder image when the picture cannot be loaded', () => {
    expect(avatarSource('https://example.test/me.png', new Set(['https://example.test/me.png']))).toEqual({
      kind: 'image',
      url: AVATAR_PLACEHOLDER_URL,
    });
  });

  it('is the initials when neither image loads', () => {
    expect(avatarSource('https://example.test/me.png', new Set(['https://example.test/me.png', AVATAR_PLACEHOLDER_URL]))).toEqual({
      kind: 'initials',
    });
  });

  it('is the initials when the user has no picture', () => {
    expect(avatarSource(null, new Set())).toEqual({ kind: 'initials' });
    expect(avatarSource('', new Set())).toEqual({ kind: 'initials' });
  });
});
