import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { createDb, createPool } from '@chairside/platform/database';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { redeemGiftCard } from '@chairside/backend/gift-cards/index';

// One desk process of the gift-card race (gift-card-race.int.test.ts): on its own connections to the
// shared database, for each line "go <code>" on stdin it redeems REDEMPTIONS × AMOUNT_CENTS from that card
// all at once through the module's index, and prints one JSON line with what each redemption answered.
const pool = createPool(process.env.DATABASE_URL ?? '', 10);
const store = createPostgresEventStore(createDb<unknown>(pool), pool);
const count = Number(process.env.REDEMPTIONS);
const amountCents = Number(process.env.AMOUNT_CENTS);
const locationId = process.env.LOCATION_ID ?? '';

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) {
  const [command, code = ''] = line.trim().split(' ');
  if (command !== 'go') continue;
  const outcomes = await Promise.all(
    Array.from({ length: count }, async () => {
      try {
        const { balanceCents } = await redeemGiftCard(
          { store },
          { code, amountCents, redemptionId: randomUUID(), saleId: randomUUID(), locationId },
          { userId: null, source: 'api' },
        );
        return { status: 200, balanceCents };
      } catch (error) {
        const { status, message } = error as { status?: number; message: string };
        return { status: status ?? 500, message };
      }
    }),
  );
  process.stdout.write(`${JSON.stringify(outcomes)}\n`);
}
await store.close();
