import { describe } from 'vitest';
import { describeEventStoreContract } from './event-store-contract';
import { createKurrentDbEventStore } from './kurrentdb-event-store';

// No KurrentDB server runs on the build machines (ARCHITECTURE §3): against one, e.g. the compose service,
// run with EVENTSTORE_URL=kurrentdb://localhost:2113?tls=false. The suite uses its own categories, so a
// server that already holds events is fine.
const url = process.env.EVENTSTORE_URL;

describe.skipIf(!url)('KurrentDB adapter (skipped: set EVENTSTORE_URL to run against a KurrentDB server)', () => {
  describeEventStoreContract('KurrentDB', async () => {
    const store = createKurrentDbEventStore(url as string);
    return {
      store,
      reopen: async () => createKurrentDbEventStore(url as string),
      teardown: () => store.close(),
    };
  });
});
