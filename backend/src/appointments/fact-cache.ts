import type { LiveTopic } from '@chairside/shared/live/live-topics';
import type { Redis } from 'ioredis';
import { listenToChangeNotices, type NoticeDecoder } from '@chairside/platform/live/change-notices';

// A per-process cache of the read-model facts the booking rules take as given (locations, services,
// rooms, devices, the staff and their schedules on a day, class sessions, staff names), so a booking
// does not ask the catalogue and team read models again and again. Busy time is never cached: the day
// stream's own state, read at append time, stays the judge of double bookings.
//
// An entry is dropped when a change notice of a topic that feeds it arrives (the same notices socket.io
// delivers to screens, heard on the live server's Redis subscription), and after a short time to live
// in any case. The cache works only while such a subscription is live and connected: a process that
// hears no notices (the seed, a worker, a test calling the service directly) reads the read models
// every time, as before.

export const factCacheTtlMs = 5_000;

type Entry = { value: Promise<unknown>; topics: readonly LiveTopic[]; expires: number };

// One cache per read model connection (tests may run systems on different databases in one process).
const caches = new Map<object, Map<string, Entry>>();
const listening = new Set<{ ready(): boolean }>();
let invalidations = 0;

export const factCacheActive = (): boolean => [...listening].some((listener) => listener.ready());

// The value under `key`, loaded once and shared by concurrent callers until a notice of one of `topics`
// (or the time to live) drops it. A failed load is not kept. A load that a notice overtook serves only
// those already waiting for it: the entry is gone, so the next caller loads afresh.
export function cachedFact<T>(db: object, key: string, topics: readonly LiveTopic[], load: () => Promise<T>): Promise<T> {
  if (!factCacheActive()) return load();
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.expires > now) return entry.value as Promise<T>;
  const value = load();
  const fresh: Entry = { value, topics, expires: now + factCacheTtlMs };
  entries.set(key, fresh);
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return value;
}

// Drops one entry (a lookup that found nothing may be a record newer than the entry: it asks again).
export function forgetFact(db: object, key: string): void {
  caches.get(db)?.delete(key);
}

// Drops every entry fed by these topics; with none given, everything.
export function invalidateFacts(topics?: readonly string[]): void {
  invalidations += 1;
  if (!topics) {
    caches.clear();
    return;
  }
  for (const entries of caches.values())
    for (const [key, entry] of entries) if (entry.topics.some((topic) => topics.includes(topic))) entries.delete(key);
}

// For tests and diagnosis: how many entries are kept and how many invalidations happened.
export const factCacheStats = () => ({
  entries: [...caches.values()].reduce((sum, entries) => sum + entries.size, 0),
  invalidations,
  active: factCacheActive(),
});

// Listens to the change notices on the live server's Redis subscription. Missed notices cannot be told
// apart from none: while the subscription is down nothing is cached, and everything is dropped when it is
// back. Returns the function that stops listening.
export function watchFactNotices(options: { subscriber: Redis; redisPrefix: string; decoder: NoticeDecoder }): () => void {
  const notices = listenToChangeNotices(options, {
    onTopic(topic) {
      if (caches.size === 0) return;
      invalidateFacts(topic ? [topic] : undefined);
    },
  });
  listening.add(notices);
  return () => {
    listening.delete(notices);
    notices.stop();
    if (listening.size === 0) invalidateFacts();
  };
}
