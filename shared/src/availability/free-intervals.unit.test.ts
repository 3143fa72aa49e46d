import { describe, expect, it } from 'vitest';
import { freeIntervals, fullIntervals } from './free-intervals';
import { normalizeIntervals, subtractIntervals, type Interval } from './intervals';

// Minutes after 09:00 on a working day keep these cases readable; the functions only see milliseconds.
const M = 60_000;
const at = (from: number, to: number): Interval => ({ start: from * M, end: to * M });
const minutes = (intervals: Interval[]) => intervals.map((item) => [item.start / M, item.end / M]);
const day = [at(0, 480)];

describe('freeIntervals for one staff member', () => {
  it('is the working time when nothing is booked', () => {
    expect(minutes(freeIntervals(day, []))).toEqual([[0, 480]]);
  });

  it('takes out each busy block, in any order', () => {
    expect(minutes(freeIntervals(day, [at(300, 360), at(60, 90)]))).toEqual([
      [0, 60],
      [90, 300],
      [360, 480],
    ]);
  });

  it('takes out overlapping blocks once', () => {
    expect(minutes(freeIntervals(day, [at(60, 120), at(90, 150), at(100, 110)]))).toEqual([
      [0, 60],
      [150, 480],
    ]);
  });

  it('leaves no gap between touching blocks, and keeps the time up to a block that starts when another ends', () => {
    expect(minutes(freeIntervals(day, [at(60, 90), at(90, 120)]))).toEqual([
      [0, 60],
      [120, 480],
    ]);
    expect(minutes(freeIntervals(day, [at(0, 30)]))).toEqual([[30, 480]]);
  });

  it('ignores blocks outside the working time and clips those that reach past it', () => {
    expect(minutes(freeIntervals(day, [at(-120, -60), at(480, 540), at(-30, 15), at(450, 500)]))).toEqual([[15, 450]]);
  });

  it('is empty when the day is booked solid, and ignores empty or backwards blocks', () => {
    expect(freeIntervals(day, [at(-10, 500)])).toEqual([]);
    expect(minutes(freeIntervals(day, [at(100, 100), at(200, 150)]))).toEqual([[0, 480]]);
  });

  it('works across several working intervals, given in any order', () => {
    const split = [at(300, 480), at(0, 180)];
    expect(minutes(freeIntervals(split, [at(150, 330)]))).toEqual([
      [0, 150],
      [330, 480],
    ]);
  });

  it('drops free intervals shorter than the minimum duration, keeping those exactly as long', () => {
    const busy = [at(20, 60), at(90, 120), at(165, 400)];
    expect(minutes(freeIntervals(day, busy, { minDurationMinutes: 45 }))).toEqual([
      [120, 165],
      [400, 480],
    ]);
    expect(minutes(freeIntervals(day, busy, { minDurationMinutes: 90 }))).toEqual([]);
  });

  it('does not change what it is given', () => {
    const working = [at(300, 480), at(0, 180)];
    const busy = [at(60, 90)];
    freeIntervals(working, busy);
    expect(minutes(working)).toEqual([
      [300, 480],
      [0, 180],
    ]);
    expect(minutes(busy)).toEqual([[60, 90]]);
  });
});

describe('freeIntervals for a room or device holding several at once', () => {
  it('capacity 2: is full only where two blocks overlap', () => {
    const busy = [at(60, 180), at(120, 240), at(300, 360)];
    expect(minutes(freeIntervals(day, busy, { capacity: 2 }))).toEqual([
      [0, 120],
      [180, 480],
    ]);
  });

  it('capacity 2: blocks that only touch never fill it', () => {
    expect(minutes(freeIntervals(day, [at(60, 120), at(120, 180)], { capacity: 2 }))).toEqual([[0, 480]]);
  });

  it('capacity 2: joins back-to-back full stretches into one', () => {
    // Two pairs overlap on [100, 150) and [150, 200): the room is full from 100 to 200 without a break.
    const busy = [at(50, 150), at(100, 200), at(150, 250)];
    expect(minutes(freeIntervals(day, busy, { capacity: 2 }))).toEqual([
      [0, 100],
      [200, 480],
    ]);
  });

  it('capacity 3: is full only where three overlap, and capacity 4 is never full with three', () => {
    const busy = [at(0, 240), at(60, 120), at(90, 300), at(400, 480), at(100, 110)];
    expect(minutes(freeIntervals(day, busy, { capacity: 3 }))).toEqual([
      [0, 90],
      [120, 480],
    ]);
    expect(minutes(freeIntervals(day, busy, { capacity: 4 }))).toEqual([
      [0, 100],
      [110, 480],
    ]);
    expect(minutes(freeIntervals(day, busy, { capacity: 5 }))).toEqual([[0, 480]]);
  });

  it('refuses a capacity that is not a whole number of at least 1', () => {
    expect(() => freeIntervals(day, [], { capacity: 0 })).toThrow(RangeError);
    expect(() => freeIntervals(day, [], { capacity: 1.5 })).toThrow(RangeError);
  });
});

describe('freeIntervals against counting minute by minute', () => {
  // A small deterministic generator (no Math.random) so a failure repeats.
  function generator(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % below;
    };
  }

  it('agrees on 300 random days of hours, bookings and capacities', () => {
    const next = generator(42);
    for (let round = 0; round < 300; round += 1) {
      const working = Array.from({ length: 1 + next(3) }, () => {
        const start = next(600);
        return at(start, start + 1 + next(300));
      });
      // Every tenth day is a busy room (80-160 blocks), past the sweep's small-list fast path.
      const busy = Array.from({ length: round % 10 === 0 ? 80 + next(80) : next(15) }, () => {
        const start = next(700) - 50;
        return at(start, start + next(120));
      });
      const capacity = 1 + next(round % 10 === 0 ? 6 : 3);
      const minDurationMinutes = next(3) * 10;
      const expected: number[][] = [];
      for (let minute = -60; minute < 1000; minute += 1) {
        const works = working.some((item) => item.start <= minute * M && minute * M < item.end);
        const overlapping = busy.filter((item) => item.start <= minute * M && minute * M < item.end).length;
        if (!works || overlapping >= capacity) continue;
        const last = expected[expected.length - 1];
        if (last !== undefined && last[1] === minute) last[1] = minute + 1;
        else expected.push([minute, minute + 1]);
      }
      const long = expected.filter(([start, end]) => end! - start! >= minDurationMinutes);
      expect(minutes(freeIntervals(working, busy, { capacity, minDurationMinutes }))).toEqual(long);
    }
  });
});

describe('interval helpers', () => {
  it('fullIntervals is where at least `capacity` blocks overlap, whole stretches', () => {
    expect(minutes(fullIntervals([at(0, 10), at(5, 15), at(5, 20)], 2))).toEqual([[5, 15]]);
    expect(minutes(fullIntervals([at(0, 10), at(5, 15), at(5, 20)], 3))).toEqual([[5, 10]]);
    expect(minutes(fullIntervals([at(0, 10), at(10, 20)], 1))).toEqual([[0, 20]]);
  });

  it('normalizeIntervals sorts and merges, returning the same list when nothing needs doing', () => {
    const tidy = [at(0, 10), at(20, 30)];
    expect(normalizeIntervals(tidy)).toBe(tidy);
    expect(minutes([...normalizeIntervals([at(20, 30), at(0, 10), at(10, 15), at(5, 5)])])).toEqual([
      [0, 15],
      [20, 30],
    ]);
  });

  it('subtractIntervals takes one normalized list from another', () => {
    expect(minutes(subtractIntervals([at(0, 10), at(20, 30)], [at(5, 25)]))).toEqual([
      [0, 5],
      [25, 30],
    ]);
  });
});
