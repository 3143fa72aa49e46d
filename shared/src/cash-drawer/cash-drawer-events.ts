// Events of a location's cash drawer stream (`cashdrawer-<locationId>`): sessions opened with a float and
// closed with a count. A permanent contract: add versions, never edit history.
export type CashDrawerOpened = {
  type: 'CashDrawerOpened';
  data: { locationId: string; sessionId: string; floatCents: number; openedBy: string | null };
};
export type CashDrawerClosed = {
  type: 'CashDrawerClosed';
  data: {
    locationId: string;
    sessionId: string;
    // What the drawer should hold (float + cash taken − cash refunded), what was counted, and counted − expected
    // (positive: over; negative: short).
    expectedCents: number;
    countedCents: number;
    differenceCents: number;
    countedBy: string | null;
    note: string;
  };
};
export type CashDrawerEvent = CashDrawerOpened | CashDrawerClosed;
export const cashDrawerEventTypes = ['CashDrawerOpened', 'CashDrawerClosed'] as const;
export const cashDrawerStream = (locationId: string) => `cashdrawer-${locationId}`;
