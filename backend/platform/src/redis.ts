import { Redis } from 'ioredis';

export function createRedis(url: string): Redis {
  // BullMQ needs maxRetriesPerRequest null on its connections; the same setting suits ours.
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}

// Closes a connection once the commands already sent have their answers (QUIT), so none of them is rejected
// with "Connection is closed" where nobody awaits it (a subscription still on its way to a busy Redis); a
// Redis that has not answered within `waitMs` is simply disconnected.
export async function closeRedis(client: Redis, waitMs = 1000): Promise<void> {
  if (client.status === 'end') return;
  const timer = setTimeout(() => client.disconnect(), waitMs);
  try {
    await client.quit();
  } catch {
    // Already closing, or disconnected by the timer.
  } finally {
    clearTimeout(timer);
  }
}
