import { describe, expect, it } from 'vitest';
import { inStreamLane, openStreamLanes, streamLaneBusy } from './stream-lanes';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stream lanes', () => {
  it('runs the works of one lane one after another, in the order they came', async () => {
    const log: string[] = [];
    const work = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await pause(ms);
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      inStreamLane('a', work('first', 20)),
      inStreamLane('a', work('second', 1)),
      inStreamLane('a', work('third', 5)),
    ]);
    expect(results).toEqual(['first', 'second', 'third']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends', 'third starts', 'third ends']);
  });

  it('lets other lanes run meanwhile, goes on after a failure, and forgets settled lanes', async () => {
    const log: string[] = [];
    const slow = inStreamLane('monday', async () => {
      await pause(30);
      log.push('monday');
      throw new Error('refused');
    });
    const other = inStreamLane('tuesday', async () => {
      log.push('tuesday');
      return 2;
    });
    const next = inStreamLane('monday', async () => 'after the refusal');
    expect([streamLaneBusy('monday'), streamLaneBusy('wednesday')]).toEqual([true, false]);
    await expect(slow).rejects.toThrow('refused');
    expect(await other).toBe(2);
    expect(await next).toBe('after the refusal');
    expect(log).toEqual(['tuesday', 'monday']);
    await pause(0);
    expect(openStreamLanes()).toBe(0);
    expect(streamLaneBusy('monday')).toBe(false);
  });
});
