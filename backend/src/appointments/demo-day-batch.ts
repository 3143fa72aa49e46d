import { randomUUID } from 'node:crypto';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { DaybookCommand } from './daybook-commands';
import { daybookDecider } from './daybook-decider';
import { DomainError } from '../commands/domain-error';
import { loadState } from '../commands/load-state';
import type { AppendResult, EventStore, NewEvent } from '@chairside/platform/event-store/event-store';

// A location-day's seed commands, each decided by the day-stream decider against the state the ones
// before it produced (exactly what handleCommand would do one call at a time), then appended in one go
// with the revision the day had when it was opened. One append per day instead of one per command: the
// diary's thousands of commands would otherwise each re-read and re-fold their growing day.
export async function openDayBatch(store: EventStore, locationId: string, date: string) {
  const day = await loadState(store, daybookStream(locationId, date), daybookDecider);
  const { stream } = day;
  let state = day.state;
  const expectedRevision = day.revision ?? ('no_stream' as const);
  const pending: NewEvent[] = [];
  let accepted = 0;

  return {
    // Decides one command at the moment `at`; false when the rules refuse it (nothing is kept then).
    decide(command: DaybookCommand, at: number): boolean {
      const now = new Date(at);
      let events: DaybookEvent[];
      try {
        events = daybookDecider.decide(command, state, now);
      } catch (error) {
        if (error instanceof DomainError) return false;
        throw error;
      }
      const metadata = {
        userId: null,
        locationId,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: now.toISOString(),
        source: 'seed' as const,
        ip: null,
      };
      for (const event of events) {
        state = daybookDecider.evolve(state, event);
        pending.push({ id: randomUUID(), type: event.type, data: event.data, metadata });
      }
      accepted += 1;
      return true;
    },
    get accepted() {
      return accepted;
    },
    // Appends everything decided; refused (WrongExpectedVersion) if anyone wrote to the day meanwhile.
    async commit(): Promise<AppendResult | null> {
      if (pending.length === 0) return null;
      return store.appendToStream(stream, pending, { expectedRevision });
    },
  };
}
