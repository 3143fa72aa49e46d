import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyChange } from './topic-patchers';

// A booking page's slots read that takes 50 ms and answers with the server's state as it was when the read
// began; an observer keeps it on screen (an active query, as the page's is).
function slowSlots() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const queryKey = ['public-booking', 'slots', 'l1', 's1', 'any', '2026-12-01'];
  const server = { version: 0, reads: 0, aborted: 0 };
  const observer = new QueryObserver<number>(queryClient, {
    queryKey,
    queryFn: ({ signal }) => {
      const seen = server.version;
      server.reads += 1;
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => resolve(seen), 50);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          server.aborted += 1;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const shown = () => queryClient.getQueryData<number>(queryKey);
  return { queryClient, server, shown, unsubscribe };
}

const notice = { topic: 'booking-slots' } as const;

describe('reading again on a change notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the change while notices keep coming faster than a read takes, instead of aborting every read', async () => {
    const { queryClient, server, shown, unsubscribe } = slowSlots();
    await vi.advanceTimersByTimeAsync(60);
    expect(shown()).toBe(0);

    server.version = 1;
    // A notice every 20 ms for 400 ms: each would have aborted the read the one before started.
    for (let elapsed = 0; elapsed < 400; elapsed += 20) {
      void applyChange(queryClient, notice);
      await vi.advanceTimersByTimeAsync(20);
      if (elapsed === 200) expect(shown()).toBe(1);
    }
    expect(server.aborted).toBe(0);
    // One read at a time: the first, then one after each read while notices came in.
    expect(server.reads).toBeLessThanOrEqual(1 + Math.ceil(400 / 50) + 1);
    unsubscribe();
  });

  it('reads once more after a read that began before the change, so its older answer does not stay', async () => {
    const { queryClient, server, shown, unsubscribe } = slowSlots();
    await vi.advanceTimersByTimeAsync(60);

    // A read begins (a notice of something else), then the change happens and its notice comes mid-read.
    void applyChange(queryClient, notice);
    await vi.advanceTimersByTimeAsync(10);
    server.version = 1;
    void applyChange(queryClient, notice);
    await vi.advanceTimersByTimeAsync(45);
    // The read in flight answered with what it saw when it began…
    expect(shown()).toBe(0);
    // …and the one after it brings the change.
    await vi.advanceTimersByTimeAsync(60);
    expect(shown()).toBe(1);
    expect(server.reads).toBe(3);
    unsubscribe();
  });
});
