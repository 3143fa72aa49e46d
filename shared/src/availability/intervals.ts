// Half-open time intervals [start, end) in epoch milliseconds (UTC instants), and the two set operations
// availability needs. Lists are "normalized" when sorted by start, non-empty and neither overlapping nor
// touching; the functions here never mutate what they are given.
export type Interval = { start: number; end: number };

function isNormalized(intervals: readonly Interval[]): boolean {
  let previousEnd = -Infinity;
  for (const interval of intervals) {
    if (interval.end <= interval.start || interval.start <= previousEnd) return false;
    previousEnd = interval.end;
  }
  return true;
}

// Sorts, drops empty intervals and merges overlapping or touching ones. Returns the input itself when it is
// already normalized (the common case: a day's hours), so callers pay nothing for the safety.
// Example: normalizeIntervals([{ start: 5, end: 9 }, { start: 0, end: 5 }]) → [{ start: 0, end: 9 }]
export function normalizeIntervals(intervals: readonly Interval[]): readonly Interval[] {
  return isNormalized(intervals) ? intervals : normalizeOwned(intervals.map((interval) => ({ start: interval.start, end: interval.end })));
}

// The same for a list the caller owns and will not use otherwise: sorted in place, merged objects reused.
export function normalizeOwned(intervals: Interval[]): Interval[] {
  if (isNormalized(intervals)) return intervals;
  intervals.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  let last: Interval | undefined;
  for (const interval of intervals) {
    if (interval.end <= interval.start) continue;
    if (last !== undefined && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      last = interval;
      merged.push(last);
    }
  }
  return merged;
}

// base minus cut; both normalized. Pieces shorter than minLength are dropped (0 keeps every piece).
// Example: subtractIntervals([{ start: 0, end: 10 }], [{ start: 3, end: 4 }]) → [{ start: 0, end: 3 }, { start: 4, end: 10 }]
export function subtractIntervals(base: readonly Interval[], cut: readonly Interval[], minLength = 0): Interval[] {
  const result: Interval[] = [];
  const keep = Math.max(minLength, 1);
  let next = 0;
  for (const piece of base) {
    let start = piece.start;
    // Cuts ending before this piece cannot touch any later piece either (both lists are sorted).
    while (next < cut.length && cut[next]!.end <= start) next += 1;
    for (let index = next; index < cut.length && start < piece.end; index += 1) {
      const blocked = cut[index]!;
      if (blocked.start >= piece.end) break;
      if (blocked.start - start >= keep) result.push({ start, end: blocked.start });
      if (blocked.end > start) start = blocked.end;
    }
    if (piece.end - start >= keep) result.push({ start, end: piece.end });
  }
  return result;
}
