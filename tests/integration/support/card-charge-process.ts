import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { createSimulatedCardProvider } from '@chairside/platform/payments/simulated-card-provider';
import { chargeOnTerminal } from '@chairside/backend/card-payments/index';

// A backend process's part in a card payment, alone: CHARGES times at once it asks the location's terminal for
// the same payment (as retried requests would), and prints each outcome as a line of JSON. Killed midway, it is
// a backend that crashed between the approval and its reply.
const pool = createPool(process.env.DATABASE_URL ?? '', 5);
const db = createDb<unknown>(pool);
const store = createPostgresEventStore(db, pool);
const deps = { cardProvider: createSimulatedCardProvider({ db, pollMs: 50 }), db, store };
const request = {
  paymentKey: process.env.PAYMENT_KEY ?? '',
  locationId: process.env.LOCATION_ID ?? '',
  amountCents: Number(process.env.AMOUNT_CENTS),
};
const outcomes = await Promise.all(Array.from({ length: Number(process.env.CHARGES ?? 1) }, () => chargeOnTerminal(deps, request)));
for (const outcome of outcomes) process.stdout.write(`${JSON.stringify(outcome)}\n`);
await store.close();
await pool.end().catch(() => undefined);
