import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashDrawerStream, type CashDrawerEvent } from '@chairside/shared/cash-drawer/cash-drawer-events';
import { saleStream, type PaymentRefunded, type PaymentTaken } from '@chairside/shared/sales/sale-events';
import { startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { cashDrawerProjection } from './cash-drawer-projection';
import { expectedDrawerCash, getCashDrawer } from './cash-drawer-queries';

let world: ProjectionWorld;
beforeAll(async () => {
  world = await startProjectionWorld('cash-drawer-test', [cashDrawerProjection]);
}, 60_000);
afterAll(() => world?.stop());

const [here, there] = [randomUUID(), randomUUID()];
const opened = (locationId: string, sessionId: string, floatCents: number): CashDrawerEvent => ({
  type: 'CashDrawerOpened',
  data: { locationId, sessionId, floatCents, openedBy: null },
});
const taken = (locationId: string, method: PaymentTaken['data']['method'], amountCents: number): PaymentTaken => ({
  type: 'PaymentTaken',
  data: {
    saleId: randomUUID(),
    paymentId: randomUUID(),
    locationId,
    method,
    amountCents,
    tenderedCents: null,
    changeCents: null,
    card: null,
    providerTransactionId: null,
    paymentMethodId: null,
    giftCardId: null,
    giftCardCode: null,
  },
});
const refunded = (payment: PaymentTaken, amountCents: number): PaymentRefunded => ({
  type: 'PaymentRefunded',
  data: { ...payment.data, refundId: randomUUID(), amountCents, reason: 'Returned', providerRefundId: null },
});
const sale = (event: PaymentTaken | PaymentRefunded) => world.append(saleStream(event.data.saleId), [event]);

describe('cash drawer read model', () => {
  it('counts the cash in and out at its location while a session is open, folded in one batch or many', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const cash = taken(here, 'cash', 3_000);
    await sale(taken(here, 'cash', 500)); // before any session
    await world.append(cashDrawerStream(here), [opened(here, first, 10_000)]);
    await world.append(cashDrawerStream(there), [opened(there, randomUUID(), 5_000)]);
    await Promise.all([
      sale(cash),
      sale(taken(here, 'card_terminal', 7_000)),
      sale(taken(there, 'cash', 900)),
      sale(taken(here, 'gift_card', 400)),
    ]);
    await sale(refunded(cash, 1_000));
    await world.caughtUp();
    expect(await expectedDrawerCash(world.readDb, first)).toBe(12_000);
    expect((await getCashDrawer(world.readDb, there)).session).toMatchObject({ floatCents: 5_000, cashInCents: 900, expectedCents: 5_900 });

    await world.append(cashDrawerStream(here), [
      {
        type: 'CashDrawerClosed',
        data: {
          locationId: here,
          sessionId: first,
          expectedCents: 12_000,
          countedCents: 11_950,
          differenceCents: -50,
          countedBy: null,
          note: 'Short a coin',
        },
      },
    ]);
    await sale(taken(here, 'cash', 800)); // while closed
    await world.append(cashDrawerStream(here), [opened(here, second, 20_000)]);
    await sale(taken(here, 'cash', 1_200));
    await world.caughtUp();
    const drawer = await getCashDrawer(world.readDb, here);
    expect(drawer.session).toMatchObject({ id: second, floatCents: 20_000, cashInCents: 1_200, cashOutCents: 0, expectedCents: 21_200 });
    expect(drawer.closed).toEqual([
      expect.objectContaining({
        id: first,
        floatCents: 10_000,
        expectedCents: 12_000,
        countedCents: 11_950,
        differenceCents: -50,
        note: 'Short a coin',
      }),
    ]);
  });
});
