import { randomUUID } from 'node:crypto';
import { WrongExpectedVersion, type EventMetadata, type EventStore, type Position, type RecordedEvent, type StreamAppend } from '@chairside/platform/event-store/event-store';
import type { Decider, DomainEvent } from './decider';
import type { CommandContext, CommandResult } from './handle-command';
import { readStreamHistory } from './stream-history';

// A command that touches several streams (a unique-name claim and the group it names, the two days of a
// move, every day of a series) is decided on all of them first and appended in one atomic append: a
// refusal anywhere appends nothing anywhere, and a concurrent writer makes the whole plan run again.

export type CommandPlan = {
  // The stream's state as this command sees it: its history, then what the command decided for it so far.
  state<State, Command, Event extends DomainEvent>(stream: string, decider: Decider<State, Command, Event>): Promise<State>;
  // Decides one command on a stream (throwing a refusal as it is); its events join the plan's one append.
  decide<State, Command, Event extends DomainEvent>(stream: string, decider: Decider<State, Command, Event>, command: Command): Promise<Event[]>;
};

type Entry = {
  decider: ErasedDecider;
  // Where the history was read from, and so where this command appends (see stream-history.ts).
  persisted: string;
  history: RecordedEvent[];
  state: unknown;
  planned: DomainEvent[];
  steps: number;
  // Set when an earlier run of the same command (a retry with its Idempotency-Key) already wrote this step.
  found: RecordedEvent[];
};

const maxAttempts = 5;

type ErasedDecider = Decider<unknown, unknown, DomainEvent>;
// The plan keeps deciders of different streams side by side; each is only ever given its own state and events.
const erased = <State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) => decider as unknown as ErasedDecider;

// Events an earlier run of this command appended to this stream at this step, if any.
function alreadyWritten(history: RecordedEvent[], commandId: string | undefined, step: number): RecordedEvent[] {
  if (!commandId) return [];
  return history.filter((event) => event.metadata.commandId === commandId && event.metadata.commandStep === String(step));
}

const later = (a: Position | null, b: Position | null) => (!a ? b : !b ? a : a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare) ? a : b);

export async function handleCommands<T>(store: EventStore, context: CommandContext, plan: (commands: CommandPlan) => Promise<T>): Promise<{ value: T; result: CommandResult }> {
  const correlationId = context.correlationId ?? randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const now = context.now?.() ?? new Date();
    const entries = new Map<string, Entry>();
    const order: string[] = [];
    const decided: DomainEvent[] = [];

    async function entryFor(stream: string, decider: ErasedDecider): Promise<Entry> {
      const known = entries.get(stream);
      if (known) {
        if (known.decider !== decider) throw new Error(`One command decided ${stream} with two different deciders`);
        return known;
      }
      const { stream: persisted, events: history } = await readStreamHistory(store, stream);
      const state = history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as DomainEvent), decider.initialState());
      const entry: Entry = { decider, persisted, history, state, planned: [], steps: 0, found: [] };
      entries.set(stream, entry);
      order.push(stream);
      return entry;
    }

    const commands: CommandPlan = {
      async state(stream, decider) {
        return (await entryFor(stream, erased(decider))).state as never;
      },
      async decide(stream, decider, command) {
        const entry = await entryFor(stream, erased(decider));
        const step = entry.steps;
        entry.steps += 1;
        const earlier = alreadyWritten(entry.history, context.commandId, step);
        if (earlier.length > 0) {
          entry.found.push(...earlier);
          const events = earlier.map(({ type, data }) => ({ type, data }));
          decided.push(...events);
          return events as never;
        }
        const events = entry.decider.decide(command, entry.state, now);
        entry.state = events.reduce((current, event) => entry.decider.evolve(current, event), entry.state);
        entry.planned.push(...events.map((event) => ({ ...event, step })));
        decided.push(...events);
        return events as never;
      },
    };

    const value = await plan(commands);
    const metadata = (step: number): EventMetadata => ({
      userId: context.userId,
      locationId: context.locationId ?? null,
      correlationId,
      causationId: context.causationId ?? null,
      occurredAt: now.toISOString(),
      source: context.source,
      ip: context.ip ?? null,
      ...(context.commandId ? { commandId: context.commandId, commandStep: String(step) } : {}),
    });
    const appends: StreamAppend[] = order.flatMap((stream) => {
      const entry = entries.get(stream) as Entry;
      if (entry.planned.length === 0) return [];
      const last = entry.history[entry.history.length - 1];
      return [
        {
          stream: entry.persisted,
          expectedRevision: last ? last.revision : 'no_stream',
          events: entry.planned.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: metadata((event as DomainEvent & { step: number }).step) })),
        },
      ];
    });

    // What was already there: an earlier run's events, or the stream's last event for a no-op.
    let position: Position | null = null;
    let revision = -1n;
    for (const stream of order) {
      const entry = entries.get(stream) as Entry;
      const last = entry.found[entry.found.length - 1] ?? (entry.planned.length === 0 ? entry.history[entry.history.length - 1] : undefined);
      if (last) {
        position = later(position, last.position);
        revision = last.revision;
      }
    }
    if (appends.length === 0) return { value, result: { revision, position, events: decided } };
    try {
      const results = await store.appendToStreams(appends);
      for (const appended of results) position = later(position, appended.position);
      const lastAppended = results[results.length - 1];
      return { value, result: { revision: lastAppended ? lastAppended.nextRevision : revision, position, events: decided } };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
