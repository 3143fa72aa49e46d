import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeysForTopic } from '../../live/topic-keys';
import { queryKeysRefreshedAfterPayment } from '../../payments/payment-query-keys';
import { applyChange } from '../../live/topic-patchers';
import { posQueries } from './pos-queries';

describe('the point of sale, live', () => {
  it('reads again the sale, the day’s sales and payments, the dashboard’s figures and a checkout when a sale changes', () => {
    expect(queryKeysForTopic('sales')).toEqual([
      ['sale'],
      ['sales-history'],
      ['payments'],
      ['sales-summary'],
      ['pos-checkout'],
      ['clients', 'summary'],
    ]);
  });

  it('keeps its money reads under the roots the payment-success overlay refreshes on Close', () => {
    const roots = queryKeysRefreshedAfterPayment.map((key) => JSON.stringify(key[0]));
    for (const query of [posQueries.history('l1'), posQueries.savedCards('c1')]) expect(roots).toContain(JSON.stringify(query.queryKey[0]));
  });

  it('marks today’s sales stale when a sales notice arrives', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(posQueries.history('l1').queryKey, []);
    queryClient.setQueryData(posQueries.summary('l1').queryKey, { date: '2026-11-27', count: 0, totalCents: 0, refundedCents: 0 });
    await Promise.all(queryKeysForTopic('sales').map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    expect(queryClient.getQueryState(posQueries.history('l1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(posQueries.summary('l1').queryKey)?.isInvalidated).toBe(true);
  });

  it('takes the terminal’s new state from its notice, keeping whether it is the simulator, without reading it again', async () => {
    const queryClient = new QueryClient();
    const key = posQueries.terminal('l1').queryKey;
    queryClient.setQueryData(key, { state: 'idle', amountCents: 0, paymentKey: null, message: null, simulated: true });
    const patch = { kind: 'terminal_state', locationId: 'l1', paymentKey: 'k1', state: 'waiting', amountCents: 4200, message: null };
    await applyChange(queryClient, { topic: 'card-terminal', patch });
    expect(queryClient.getQueryData(key)).toEqual({
      state: 'waiting',
      amountCents: 4200,
      paymentKey: 'k1',
      message: null,
      simulated: true,
    });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
