// Commands of one process that lost a race on a stream take turns on it: the next attempt waits until the
// one before it in this process is done, instead of all of them reading, deciding and colliding again.
// On one busy day book, 64 desks booking at once otherwise retry in a crowd until some give up; in turns,
// each retry reads the winner's events and nearly always goes through. Another process's writers still
// meet them only at the append, where the expected revision decides as always: this changes who tries
// when, never what is accepted.
const queues = new Map<string, Promise<void>>();

// Resolves once it is this caller's turn on the stream; the function it gives ends the turn.
export async function takeTurn(stream: string): Promise<() => void> {
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
}

export const streamsWithTurns = () => queues.size;
