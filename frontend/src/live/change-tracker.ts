import type { ChangeMessage } from '@chairside/shared/live/live-messages';

// Positions are "<commit>.<id>" with unbounded integers: compare numerically, part by part.
export function comparePositions(a: string, b: string): number {
  const [ac = '0', ai = '0'] = a.split('.');
  const [bc = '0', bi = '0'] = b.split('.');
  if (ac.length !== bc.length) return ac.length - bc.length;
  if (ac !== bc) return ac < bc ? -1 : 1;
  if (ai.length !== bi.length) return ai.length - bi.length;
  return ai === bi ? 0 : ai < bi ? -1 : 1;
}

// Remembers the newest position (sent back on reconnect) and drops a change seen before: a change
// published while the server replays may arrive twice.
export function createChangeTracker(capacity = 1000) {
  const seen = new Set<string>();
  let last: string | null = null;
  return {
    lastPosition: () => last,
    accept(message: ChangeMessage): boolean {
      if (seen.has(message.position)) return false;
      seen.add(message.position);
      if (seen.size > capacity) seen.delete(seen.values().next().value as string);
      if (!last || comparePositions(message.position, last) > 0) last = message.position;
      return true;
    },
    reset(position: string | null) {
      seen.clear();
      last = position;
    },
  };
}
