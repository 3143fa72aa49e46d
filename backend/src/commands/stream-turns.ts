// Turns on a stream within this process: whoever asks for a turn waits until every earlier holder of a turn
// on the same stream has ended theirs. Two sets of turns use it: the command plan's, for commands that lost a
// race (below), and the day's lanes for the commands that take turns from the start (stream-lanes.ts). They
// are kept apart, so a command in its day's lane that loses to another process never waits for itself.
export type Turns = {
  // Resolves once it is this caller's turn on the stream; the function it gives ends the turn. The caller is
  // queued as soon as it asks (before the first await), so `busy` says so at once.
  take(stream: string): Promise<() => void>;
  // Whether a turn on the stream is held or waited for.
  busy(stream: string): boolean;
  // How many streams have turns held or waited for (0 once all ended).
  size(): number;
};

export function createTurns(): Turns {
  const queues = new Map<string, Promise<void>>();
  return {
    async take(stream) {
      const before = queues.get(stream) ?? Promise.resolve();
      let end!: () => void;
      const mine = new Promise<void>((resolve) => (end = resolve));
      const last = before.then(() => mine);
      queues.set(stream, last);
      await before;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        end();
        if (queues.get(stream) === last) queues.delete(stream);
      };
    },
    busy: (stream) => queues.has(stream),
    size: () => queues.size,
  };
}

// Commands of one process that lost a race on a stream take turns on it: the next attempt waits until the
// one before it in this process is done, instead of all of them reading, deciding and colliding again.
// On one busy day book, 64 desks booking at once otherwise retry in a crowd until some give up; in turns,
// each retry reads the winner's events and nearly always goes through. Another process's writers still
// meet them only at the append, where the expected revision decides as always: this changes who tries
// when, never what is accepted.
const afterLosing = createTurns();

export const takeTurn = (stream: string): Promise<() => void> => afterLosing.take(stream);
