import { describe, expect, it } from 'vitest';
import { crashMessage } from './crash-message';

describe('the crash screen message (SPEC §8)', () => {
  it('is the error message', () => {
    expect(crashMessage(new Error('Cannot read properties of undefined'))).toBe('Cannot read properties of undefined');
    expect(crashMessage('thrown text')).toBe('thrown text');
  });

  it('is "An unexpected error occurred" when there is no message', () => {
    expect(crashMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(crashMessage(new Error('   '))).toBe('An unexpected error occurred');
    expect(crashMessage(null)).toBe('An unexpected error occurred');
    expect(crashMessage(undefined)).toBe('An unexpected error occurred');
    expect(crashMessage({ reason: 'odd' })).toBe('An unexpected error occurred');
  });
});
