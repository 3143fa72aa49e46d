import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_COLORS,
  normalizeHex,
  resetToDefaults,
  sameColorPreferences,
  withSavedColor,
  withoutSavedColor,
} from './color-preference-draft';

const prefs = {
  primaryColor: '#112233',
  isDarkMode: true,
  primaryTextColor: '#000000',
  secondaryTextColor: '#444444',
  savedBrandColors: ['#112233'],
  savedTextColors: [],
};

describe('color preference draft', () => {
  it('normalizes what a person types into the #rrggbb form the server accepts', () => {
    expect(normalizeHex(' 8B5CF6 ')).toBe('#8b5cf6');
    expect(normalizeHex('#abc')).toBe('#aabbcc');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('blue')).toBeNull();
  });

  it('keeps saved colors newest first, without duplicates, at most 12', () => {
    expect(withSavedColor(['#111111', '#222222'], '#222222')).toEqual(['#222222', '#111111']);
    expect(withSavedColor(['#111111'], 'not a color')).toEqual(['#111111']);
    const many = Array.from({ length: MAX_SAVED_COLORS }, (_, index) => `#0000${index.toString(16).padStart(2, '0')}`);
    const next = withSavedColor(many, '#ffffff');
    expect(next).toHaveLength(MAX_SAVED_COLORS);
    expect(next[0]).toBe('#ffffff');
    expect(withoutSavedColor(['#AAAAAA', '#bbbbbb'], '#aaaaaa')).toEqual(['#bbbbbb']);
  });

  it('resets to the SPEC §9 defaults but keeps the saved swatches', () => {
    expect(resetToDefaults(prefs)).toEqual({
      primaryColor: '#8b5cf6',
      primaryTextColor: '#111827',
      secondaryTextColor: '#6b7280',
      isDarkMode: false,
      savedBrandColors: ['#112233'],
      savedTextColors: [],
    });
    expect(sameColorPreferences(prefs, { ...prefs, primaryColor: '#112233' })).toBe(true);
    expect(sameColorPreferences(prefs, { ...prefs, isDarkMode: false })).toBe(false);
  });
});
