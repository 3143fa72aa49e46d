import type { CashDrawerEvent } from '@chairside/shared/cash-drawer/cash-drawer-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type CashDrawerCommand =
  | { type: 'OpenCashDrawer'; locationId: string; sessionId: string; floatCents: number; openedBy: string | null }
  | {
      type: 'CloseCashDrawer';
      locationId: string;
      sessionId: string;
      expectedCents: number;
      countedCents: number;
      countedBy: string | null;
      note: string;
    };

export type CashDrawerState = { open: { sessionId: string; floatCents: number } | null; closed: ReadonlySet<string> };

// One stream per location (`cashdrawer-<locationId>`): a session opens with a float and closes with a count,
// one at a time. The cash expected at the close comes from the drawer's read model (the sales' cash), so
// the service hands it in; the difference is counted − expected (positive: over; negative: short).
export const cashDrawerDecider: Decider<CashDrawerState, CashDrawerCommand, CashDrawerEvent> = {
  initialState: () => ({ open: null, closed: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'CashDrawerOpened':
        return { ...state, open: { sessionId: event.data.sessionId, floatCents: event.data.floatCents } };
      case 'CashDrawerClosed':
        return { open: null, closed: new Set(state.closed).add(event.data.sessionId) };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    const { locationId, sessionId } = command;
    switch (command.type) {
      case 'OpenCashDrawer':
        // The same open asked again (a retry) changes nothing.
        if (state.open?.sessionId === sessionId) return [];
        if (state.open) throw new DomainError('The cash drawer is already open; close it before opening it again', 409);
        if (state.closed.has(sessionId)) return [];
        return [{ type: 'CashDrawerOpened', data: { locationId, sessionId, floatCents: command.floatCents, openedBy: command.openedBy } }];
      case 'CloseCashDrawer': {
        if (state.closed.has(sessionId)) return [];
        if (!state.open || state.open.sessionId !== sessionId) throw new DomainError('The cash drawer is not open', 409);
        const { expectedCents, countedCents, countedBy, note } = command;
        return [
          {
            type: 'CashDrawerClosed',
            data: { locationId, sessionId, expectedCents, countedCents, differenceCents: countedCents - expectedCents, countedBy, note },
          },
        ];
      }
      default:
        return unhandled(command);
    }
  },
};
