import { ApiError } from '../../api/api-client';

// One Idempotency-Key per attempt at a charge, kept until the server has answered it: a double-click, a
// retry after a lost reply or a reload while the terminal waits sends the same key, so the server replays
// its first answer instead of charging again. Once answered (approved or refused), the next attempt is a
// new one with a new key: a declined card must not replay its decline when another card is tapped.

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const prefix = 'pos_attempt:';

export function createAttemptKeys(store: KeyStore, makeKey: () => string = () => crypto.randomUUID()) {
  return {
    // The key of the attempt under way for this purpose ("payment:<saleId>"), or a new one.
    keyFor(purpose: string): string {
      const kept = store.getItem(prefix + purpose);
      if (kept) return kept;
      const key = makeKey();
      store.setItem(prefix + purpose, key);
      return key;
    },
    // The attempt has its answer: forget its key.
    answered(purpose: string): void {
      store.removeItem(prefix + purpose);
    },
    pending(purpose: string): string | null {
      return store.getItem(prefix + purpose);
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;

// Did the server answer? A refusal (4xx) is an answer; a network failure or a 5xx may have charged, so the
// retry must carry the same key.
export function hasAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

const memory = new Map<string, string>();
const memoryStore: KeyStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

// The tab's keys (session storage: a reload keeps an unanswered attempt's key).
export const attemptKeys = createAttemptKeys(typeof sessionStorage === 'undefined' ? memoryStore : sessionStorage);

// One attempt for a purpose, as a command uses it: the key for its request header, then settled with its
// outcome (nothing: it succeeded; an error: forgotten only if the server answered).
export function attemptFor(keys: AttemptKeys, purpose: string) {
  return {
    key: () => keys.keyFor(purpose),
    settled(error?: unknown): void {
      if (error === undefined || hasAnswer(error)) keys.answered(purpose);
    },
  };
}
