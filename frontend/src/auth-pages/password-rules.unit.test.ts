import { describe, expect, it } from 'vitest';
import { checkNewPassword, hasProblems } from './password-rules';

describe('checkNewPassword', () => {
  it('accepts 8 or more characters typed the same twice', () => {
    expect(checkNewPassword('abcdefgh', 'abcdefgh')).toEqual({});
    expect(hasProblems(checkNewPassword('abcdefgh', 'abcdefgh'))).toBe(false);
  });

  it('asks for a password and its confirmation when both are empty', () => {
    expect(checkNewPassword('', '')).toEqual({ password: 'Enter a new password.', confirmation: 'Type the new password again.' });
  });

  it('refuses fewer than 8 characters', () => {
    expect(checkNewPassword('abcdefg', 'abcdefg').password).toBe('Use at least 8 characters.');
  });

  it('refuses more than 200 characters', () => {
    const long = 'a'.repeat(201);
    expect(checkNewPassword(long, long).password).toBe('Use at most 200 characters.');
  });

  it('says when the two passwords differ', () => {
    const problems = checkNewPassword('abcdefgh', 'abcdefgi');
    expect(problems).toEqual({ confirmation: 'The two passwords do not match.' });
    expect(hasProblems(problems)).toBe(true);
  });
});
