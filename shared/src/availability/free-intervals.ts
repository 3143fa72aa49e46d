import { minutesToMs } from '../format/durations';
import { normalizeIntervals, subtractIntervals, type Interval } from './intervals';

export type FreeIntervalOptions = {
  // How many busy blocks may overlap before the resource is full: a room's capacity, a device's quantity.
  // Default 1 (a staff member sees one client at a time).
  capacity?: number;
  // Drop free intervals shorter than this (e.g. the service's duration when booking). Default 0: keep all.
  minDurationMinutes?: number;
};

// Scratch space for the sweep, reused across calls: allocating typed arrays per call cost more than the sweep.
// Safe because the function never yields and never calls out while it uses them.
let scratchStarts = new Float64Array(64);
let scratchEnds = new Float64Array(64);

// Insertion sort of values[0..count): for a day's few dozen blocks it beats the native sort and allocates nothing.
function sortPrefix(values: Float64Array, count: number): void {
  if (count > 64) {
    values.subarray(0, count).sort();
    return;
  }
  for (let index = 1; index < count; index += 1) {
    const value = values[index]!;
    let at = index - 1;
    while (at >= 0 && values[at]! > value) {
      values[at + 1] = values[at]!;
      at -= 1;
    }
    values[at + 1] = value;
  }
}

// Where at least `capacity` busy blocks overlap, normalized. A sweep over the sorted starts and ends; an end
// is handled before a start at the same instant, so blocks that only touch ([9:00, 10:00) and
// [10:00, 11:00)) never overlap. Only blocks that reach into `within` count (when given).
// Example: fullIntervals([{ start: 0, end: 10 }, { start: 5, end: 15 }], 2) → [{ start: 5, end: 10 }]
export function fullIntervals(busy: readonly Interval[], capacity = 1, within?: Interval): Interval[] {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`Capacity is a whole number of at least 1, not ${capacity}`);
  const from = within?.start ?? -Infinity;
  const to = within?.end ?? Infinity;
  if (scratchStarts.length < busy.length) {
    scratchStarts = new Float64Array(busy.length * 2);
    scratchEnds = new Float64Array(busy.length * 2);
  }
  const starts = scratchStarts;
  const ends = scratchEnds;
  let count = 0;
  for (const block of busy) {
    if (block.end <= block.start || block.end <= from || block.start >= to) continue;
    starts[count] = block.start;
    ends[count] = block.end;
    count += 1;
  }
  const full: Interval[] = [];
  if (count < capacity) return full;
  sortPrefix(starts, count);
  sortPrefix(ends, count);
  let open = 0;
  let fullSince = 0;
  let nextStart = 0;
  let nextEnd = 0;
  while (nextStart < count) {
    const start = starts[nextStart]!;
    const end = ends[nextEnd]!;
    if (end <= start) {
      nextEnd += 1;
      if (open === capacity) {
        const last = full[full.length - 1];
        if (last !== undefined && last.end === fullSince) last.end = end;
        else full.push({ start: fullSince, end });
      }
      open -= 1;
    } else {
      nextStart += 1;
      open += 1;
      if (open === capacity) fullSince = start;
    }
  }
  // Every start is in; the first end still due closes a full stretch that is open.
  if (open >= capacity) {
    const end = ends[nextEnd + open - capacity]!;
    const last = full[full.length - 1];
    if (last !== undefined && last.end === fullSince) last.end = end;
    else full.push({ start: fullSince, end });
  }
  return full;
}

// Working intervals minus the times the staff member, room or device is full. Busy blocks are whatever
// occupies them (appointments with their processing and buffer time as they apply, class sessions), in
// any order, overlapping or not; working intervals need not be sorted.
// Example: freeIntervals([{ start: 0, end: 100 }], [{ start: 10, end: 20 }]) → [0, 10), [20, 100)
export function freeIntervals(working: readonly Interval[], busy: readonly Interval[], options: FreeIntervalOptions = {}): Interval[] {
  const hours = normalizeIntervals(working);
  const minLength = minutesToMs(options.minDurationMinutes ?? 0);
  if (hours.length === 0) return [];
  const within = { start: hours[0]!.start, end: hours[hours.length - 1]!.end };
  return subtractIntervals(hours, fullIntervals(busy, options.capacity ?? 1, within), minLength);
}
