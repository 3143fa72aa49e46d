import { describe, it } from 'vitest';
import type { CashDrawerEvent } from '@chairside/shared/cash-drawer/cash-drawer-events';
import { deciderSpec } from '../../testing/decider-spec';
import { cashDrawerDecider } from './cash-drawer-decider';

const now = new Date('2026-11-27T10:00:00Z');
const locationId = 'l0000000-0000-4000-8000-000000000001';
const sessionId = 's0000000-0000-4000-8000-000000000001';
const userId = 'u0000000-0000-4000-8000-000000000001';

const { given } = deciderSpec(cashDrawerDecider, { now });
const opened: CashDrawerEvent = { type: 'CashDrawerOpened', data: { locationId, sessionId, floatCents: 20_000, openedBy: userId } };
const close = (countedCents: number) =>
  ({
    type: 'CloseCashDrawer',
    locationId,
    sessionId,
    expectedCents: 35_000,
    countedCents,
    countedBy: userId,
    note: 'Evening count',
  }) as const;
const closed = (countedCents: number): CashDrawerEvent => ({
  type: 'CashDrawerClosed',
  data: {
    locationId,
    sessionId,
    expectedCents: 35_000,
    countedCents,
    differenceCents: countedCents - 35_000,
    countedBy: userId,
    note: 'Evening count',
  },
});

describe('cash drawer decider', () => {
  it('opens with a float, once; the same open again changes nothing', () => {
    given([]).when({ type: 'OpenCashDrawer', locationId, sessionId, floatCents: 20_000, openedBy: userId }).then([opened]);
    given([opened]).when({ type: 'OpenCashDrawer', locationId, sessionId, floatCents: 20_000, openedBy: userId }).then([]);
    given([opened])
      .when({ type: 'OpenCashDrawer', locationId, sessionId: 'another', floatCents: 5_000, openedBy: userId })
      .thenThrows({ status: 409, message: 'The cash drawer is already open; close it before opening it again' });
  });

  it('closes with the count and records over and short as counted − expected', () => {
    given([opened])
      .when(close(35_250))
      .then([closed(35_250)]);
    given([opened])
      .when(close(34_000))
      .then([closed(34_000)]);
    given([opened])
      .when(close(35_000))
      .then([closed(35_000)]);
  });

  it('refuses to close a drawer that is not open, and opens again after a close', () => {
    given([]).when(close(100)).thenThrows({ status: 409, message: 'The cash drawer is not open' });
    given([opened, closed(35_000)])
      .when(close(35_000))
      .then([]);
    given([opened, closed(35_000)])
      .when({ type: 'CloseCashDrawer', locationId, sessionId: 'another', expectedCents: 0, countedCents: 0, countedBy: userId, note: '' })
      .thenThrows('The cash drawer is not open');
    given([opened, closed(35_000)])
      .when({ type: 'OpenCashDrawer', locationId, sessionId: 'next', floatCents: 10_000, openedBy: userId })
      .then([{ type: 'CashDrawerOpened', data: { locationId, sessionId: 'next', floatCents: 10_000, openedBy: userId } }]);
  });
});
