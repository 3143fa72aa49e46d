import { compareChangeCursors, parseChangeCursor } from '@chairside/shared/live/change-cursor';
import type { ChangeMessage } from '@chairside/shared/live/live-messages';

// Feed order of two message positions (change cursors); a text that is no cursor sorts first.
export function comparePositions(a: string, b: string): number {
  const [left, right] = [parseChangeCursor(a), parseChangeCursor(b)];
  if (!left || !right) return left ? 1 : right ? -1 : 0;
  return compareChangeCursors(left, right);
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
