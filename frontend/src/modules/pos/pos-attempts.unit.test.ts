import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client';
import { attemptFor, createAttemptKeys } from './pos-attempts';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}
const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('one Idempotency-Key per charge attempt', () => {
  it('gives a double-click the same key while the first is unanswered', () => {
    const keys = createAttemptKeys(memory(), counter());
    const first = attemptFor(keys, 'payment:s1').key();
    const second = attemptFor(keys, 'payment:s1').key();
    expect([first, second]).toEqual(['key-1', 'key-1']);
  });

  it('keeps the key when the reply was lost, so the retry (even after a reload) cannot charge twice', () => {
    const store = memory();
    const keys = createAttemptKeys(store, counter());
    const attempt = attemptFor(keys, 'payment:s1');
    expect(attempt.key()).toBe('key-1');
    attempt.settled(new TypeError('Failed to fetch'));
    attempt.settled(new ApiError('Bad gateway', 502, 'Bad Gateway', null));
    expect(
      attemptFor(
        createAttemptKeys(store, () => 'after-reload'),
        'payment:s1',
      ).key(),
    ).toBe('key-1');
  });

  it('starts a new attempt once the server has answered, approved or refused', () => {
    const keys = createAttemptKeys(memory(), counter());
    const attempt = attemptFor(keys, 'payment:s1');
    expect(attempt.key()).toBe('key-1');
    attempt.settled(new ApiError('The card was declined', 402, 'Payment Required', null));
    expect(attempt.key()).toBe('key-2');
    attempt.settled();
    expect(keys.pending('payment:s1')).toBeNull();
    expect(attempt.key()).toBe('key-3');
  });

  it('keeps each purpose apart', () => {
    const keys = createAttemptKeys(memory(), counter());
    expect(keys.keyFor('payment:s1')).not.toBe(keys.keyFor('payment:s2'));
  });
});
