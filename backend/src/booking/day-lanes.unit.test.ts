import { describe, expect, it } from 'vitest';
import { inDayLane, openDayLanes } from './day-lanes';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('day lanes', () => {
  it('runs the works of one lane one after another, in the order they came', async () => {
    const log: string[] = [];
    const work = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await pause(ms);
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      inDayLane('a', work('first', 20)),
      inDayLane('a', work('second', 1)),
      inDayLane('a', work('third', 5)),
    ]);
    expect(results).toEqual(['first', 'second', 'third']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends', 'third starts', 'third ends']);
  });

  it('lets other lanes run meanwhile, goes on after a failure, and forgets settled lanes', async () => {
    const log: string[] = [];
    const slow = inDayLane('monday', async () => {
      await pause(30);
      log.push('monday');
      throw new Error('refused');
    });
    const other = inDayLane('tuesday', async () => {
      log.push('tuesday');
      return 2;
    });
    const next = inDayLane('monday', async () => 'after the refusal');
    await expect(slow).rejects.toThrow('refused');
    expect(await other).toBe(2);
    expect(await next).toBe('after the refusal');
    expect(log).toEqual(['tuesday', 'monday']);
    await pause(0);
    expect(openDayLanes()).toBe(0);
  });
});
