import { describe, expect, it } from 'vitest';
import { displayName, initials } from './name-format';

describe('initials (SPEC §9)', () => {
  it('takes the first letter of the first and the last name, uppercased', () => {
    expect(initials({ firstName: 'Avery', lastName: 'Admin' })).toBe('AA');
    expect(initials({ firstName: 'bailey', lastName: 'basic' })).toBe('BB');
    expect(initials({ firstName: '  fran ', lastName: ' desk' })).toBe('FD');
  });

  it('uses the one name there is', () => {
    expect(initials({ firstName: 'Casey', lastName: '' })).toBe('C');
    expect(initials({ firstName: null, lastName: 'client' })).toBe('C');
  });

  it('is "??" when both names are missing', () => {
    expect(initials({ firstName: '', lastName: '' })).toBe('??');
    expect(initials({ firstName: '   ', lastName: null })).toBe('??');
    expect(initials(null)).toBe('??');
    expect(initials(undefined)).toBe('??');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials({ firstName: '𝒜lex', lastName: 'Émile' })).toBe('𝒜É');
  });
});

describe('displayName', () => {
  it('joins the first and the last name', () => {
    expect(displayName({ firstName: 'Avery', lastName: 'Admin' })).toBe('Avery Admin');
    expect(displayName({ firstName: 'Avery', lastName: '' })).toBe('Avery');
  });

  it('is "Unknown User" without any name', () => {
    expect(displayName({ firstName: '', lastName: ' ' })).toBe('Unknown User');
    expect(displayName(null)).toBe('Unknown User');
  });
});
