import { randomUUID } from 'node:crypto';
import { WrongExpectedVersion, type EventMetadata, type EventStore, type Position } from '../event-store/event-store';
import type { Decider, DomainEvent } from './decider';

export type CommandContext = {
  userId: string | null;
  locationId?: string | null;
  correlationId?: string;
  causationId?: string | null;
  source: EventMetadata['source'];
  ip?: string | null;
  now?: () => Date;
};

export type CommandResult = { revision: bigint; position: Position | null; events: DomainEvent[] };

const maxAttempts = 5;

// Read, fold, decide, append with the read revision; retry a few times when another writer got there first.
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult> {
  const correlationId = context.correlationId ?? randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const history = await store.readStream(stream);
    const state = history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState());
    const last = history[history.length - 1];
    const now = context.now?.() ?? new Date();
    const events = decider.decide(command, state, now);
    if (events.length === 0) return { revision: last?.revision ?? -1n, position: last?.position ?? null, events };

    const metadata: EventMetadata = {
      userId: context.userId,
      locationId: context.locationId ?? null,
      correlationId,
      causationId: context.causationId ?? null,
      occurredAt: now.toISOString(),
      source: context.source,
      ip: context.ip ?? null,
    };
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      return { revision: result.nextRevision, position: result.position, events };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
