import { createTurns } from './stream-turns';

// Writes of one backend process to one busy stream (a location's day book) take turns. Appends stay
// optimistic (another process may still win a race, and the command plan then decides again on the fresh
// stream), but the requests this process serves no longer race each other: on a busy day eight bookers at
// once made most appends lose and some ran out of retries ("Someone else changed this at the same time")
// though they held their slot, and every lost append cost a read, a decision and a refused write.
const lanes = createTurns();

// Runs `work` after every earlier work of the same lane has settled (its failure does not stop the next).
export async function inStreamLane<T>(lane: string, work: () => Promise<T>): Promise<T> {
  const end = await lanes.take(lane);
  try {
    return await work();
  } finally {
    end();
  }
}

// Whether work of this lane is running or queued: a stream read before joining a busy lane is likely stale
// by its turn, and is better read again then.
export const streamLaneBusy = (lane: string): boolean => lanes.busy(lane);

// How many lanes have work queued (0 once everything settled): tests see that lanes do not pile up.
export const openStreamLanes = (): number => lanes.size();
