import { randomUUID } from 'node:crypto';
import {
  categoryOf,
  WrongExpectedVersion,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type Position,
  type RecordedEvent,
  type StreamAppend,
} from '@chairside/platform/event-store/event-store';
import { appendSeconds, commandOutcomes, commandRetries, commandTypeOf, labelValue, outcomeOf } from './command-metrics';
import { asDomainEvent, type Decider, type DomainEvent } from './decider';
import type { CommandContext, CommandResult } from './handle-command';
import type { LoadedState } from './load-state';
import { readFolded, readFoldedAcross, type FoldedRead, type FoldedStream, type StreamRead } from './folded-streams';
import { takeTurn } from './stream-turns';

// A command that touches several streams (a unique-name claim and the group it names, the two days of a
// move, every day of a series) is decided on all of them first and appended in one atomic append: a
// refusal anywhere appends nothing anywhere, and a concurrent writer makes the whole plan run again.

export type CommandPlan = {
  // The stream's state as this command sees it: its history, then what the command decided for it so far.
  state<State, Command, Event extends DomainEvent>(stream: string, decider: Decider<State, Command, Event>): Promise<State>;
  // The plan's append goes through only if this stream (already read by `state` or `decide`) is still as
  // read, even when nothing is written to it: a decision that rests on another record (a merge that reads
  // the survivor) is not taken twice over on a changing one.
  unchanged(stream: string): void;
  // Decides one command on a stream (throwing a refusal as it is); its events join the plan's one append.
  decide<State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    command: Command,
  ): Promise<Event[]>;
};

// A stream the caller already read (loadState): the first attempt starts from it instead of reading again.
export type StartingPoint = Pick<LoadedState<unknown, unknown, DomainEvent>, 'requested' | 'stream' | 'state' | 'history'> & {
  decider: object;
};

export type CommandPlanOptions = {
  start?: readonly StartingPoint[];
  // The streams the plan is expected to read (each module says which its part reads: dayReads,
  // clientRegistrationReads, ...): every attempt reads them together in one statement (readFoldedAcross)
  // before the plan runs, instead of one round trip per stream as the plan asks for each. A stream the plan
  // asks for that is not here, or with another decider, is still read on its own.
  reads?: readonly StreamRead[];
};

type Planned = DomainEvent & { step: number };

type Entry = {
  decider: object;
  // Where the history was read from, and so where this command appends (see stream-history.ts).
  persisted: string;
  history: RecordedEvent[];
  state: unknown;
  planned: Planned[];
  steps: number;
  // Set when an earlier run of the same command (a retry with its Idempotency-Key) already wrote this step.
  found: RecordedEvent[];
  // Checked unchanged at the append even if nothing is written to it (CommandPlan.unchanged).
  guarded?: boolean;
};
// The plan keeps streams of different deciders side by side; an entry is only used with the decider it was made by.
type EntryOf<State, Command, Event extends DomainEvent> = Entry & { decider: Decider<State, Command, Event>; state: State };
const isEntryOf = <State, Command, Event extends DomainEvent>(
  entry: Entry,
  decider: Decider<State, Command, Event>,
): entry is EntryOf<State, Command, Event> => entry.decider === decider;
const isStartOf = <State, Command, Event extends DomainEvent>(
  start: StartingPoint,
  decider: Decider<State, Command, Event>,
): start is StartingPoint & { decider: Decider<State, Command, Event>; state: State } => start.decider === decider;

// The one retry policy of the write side: a command whose append lost a race is decided again on the
// fresh streams, up to this many times. It first waits for its turn on the stream it lost on, behind the
// other commands of this process that lost there (stream-turns.ts); losing again in its turn (to another
// process) it pauses a short random time that grows with each attempt (full jitter), so writers of several
// processes on one busy day spread out instead of colliding again in step.
export const maxCommandAttempts = 10;
const backoffBaseMs = 4;
const backoffCapMs = 250;
export const retryPauseMs = (attempt: number) => Math.random() * Math.min(backoffCapMs, backoffBaseMs * 2 ** attempt);

// Events an earlier run of this command appended to this stream at this step, if any.
function alreadyWritten(history: RecordedEvent[], commandId: string | undefined, step: number): RecordedEvent[] {
  if (!commandId) return [];
  return history.filter((event) => event.metadata.commandId === commandId && event.metadata.commandStep === String(step));
}

const later = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare) ? a : b;

// The plan's expected streams read at once, each with the decider that folded it; those the attempt starts
// from already are left out.
async function readAhead(
  store: EventStore,
  reads: readonly StreamRead[],
  starts: readonly StartingPoint[],
): Promise<Map<string, FoldedRead>> {
  const wanted = reads.filter((read) => !starts.some((start) => start.requested === read.stream));
  return wanted.length === 0 ? new Map() : readFoldedAcross(store, wanted);
}

export async function handleCommands<T>(
  store: EventStore,
  context: CommandContext,
  plan: (commands: CommandPlan) => Promise<T>,
  options: CommandPlanOptions = {},
): Promise<{ value: T; result: CommandResult }> {
  // The plan's first command and stream name it in the metrics (a plan of several commands is counted once).
  const named: { command?: unknown; stream?: string } = {};
  const labels = () => ({ command: labelValue(named.command), category: labelValue(named.stream && categoryOf(named.stream)) });
  // The stream this command lost a race on, and its turn there (stream-turns.ts), held until it is done.
  const turn: { stream: string | null; end: () => void } = { stream: null, end: () => undefined };
  const lost = async (stream: string, attempt: number) => {
    commandRetries.inc(labels());
    if (turn.stream === stream) {
      // Lost again in its turn: a writer of another process got there first. A short pause, then again.
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs(attempt)));
      return;
    }
    turn.end();
    turn.stream = stream;
    turn.end = await takeTurn(stream);
  };
  try {
    const outcome = await attempts(store, context, plan, options, named, lost);
    commandOutcomes.inc({ ...labels(), outcome: 'ok' });
    return outcome;
  } catch (error) {
    commandOutcomes.inc({ ...labels(), outcome: outcomeOf(error) });
    throw error;
  } finally {
    turn.end();
  }
}

async function attempts<T>(
  store: EventStore,
  context: CommandContext,
  plan: (commands: CommandPlan) => Promise<T>,
  options: CommandPlanOptions,
  named: { command?: unknown; stream?: string },
  lost: (stream: string, attempt: number) => Promise<void>,
): Promise<{ value: T; result: CommandResult }> {
  const correlationId = context.correlationId ?? randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const now = context.now?.() ?? new Date();
    const entries = new Map<string, Entry>();
    const order: string[] = [];
    const decided: DomainEvent[] = [];
    // Only the first attempt may start from what the caller read: a lost race means that state is stale.
    const starts = attempt === 1 ? (options.start ?? []) : [];
    const ahead = await readAhead(store, options.reads ?? [], starts);

    async function entryFor<State, Command, Event extends DomainEvent>(
      stream: string,
      decider: Decider<State, Command, Event>,
    ): Promise<EntryOf<State, Command, Event>> {
      const known = entries.get(stream);
      if (known) {
        if (!isEntryOf(known, decider)) throw new Error(`One command decided ${stream} with two different deciders`);
        return known;
      }
      const start = starts.find((candidate) => candidate.requested === stream);
      let entry: EntryOf<State, Command, Event>;
      if (start && isStartOf(start, decider)) {
        entry = { decider, persisted: start.stream, history: start.history, state: start.state, planned: [], steps: 0, found: [] };
      } else if (ahead.get(stream)?.decider === (decider as object)) {
        const { folded } = ahead.get(stream) as { folded: FoldedStream<State> };
        entry = { decider, persisted: folded.stream, history: folded.history, state: folded.state, planned: [], steps: 0, found: [] };
      } else {
        const { stream: persisted, history, state } = await readFolded(store, stream, decider);
        entry = { decider, persisted, history, state, planned: [], steps: 0, found: [] };
      }
      entries.set(stream, entry);
      order.push(stream);
      named.stream ??= stream;
      return entry;
    }

    const commands: CommandPlan = {
      unchanged(stream) {
        const entry = entries.get(stream);
        if (!entry) throw new Error(`${stream} must be read before the plan can require it unchanged`);
        entry.guarded = true;
      },
      async state<State, Command, Event extends DomainEvent>(stream: string, decider: Decider<State, Command, Event>): Promise<State> {
        return (await entryFor(stream, decider)).state;
      },
      async decide<State, Command, Event extends DomainEvent>(
        stream: string,
        decider: Decider<State, Command, Event>,
        command: Command,
      ): Promise<Event[]> {
        named.command ??= commandTypeOf(command);
        const entry = await entryFor(stream, decider);
        const step = entry.steps;
        entry.steps += 1;
        const earlier = alreadyWritten(entry.history, context.commandId, step);
        if (earlier.length > 0) {
          entry.found.push(...earlier);
          const events = earlier.map((recorded) => asDomainEvent<Event>(recorded));
          decided.push(...events);
          return events;
        }
        const events = decider.decide(command, entry.state, now);
        entry.state = events.reduce(decider.evolve, entry.state);
        entry.planned.push(...events.map(({ type, data }) => ({ type, data, step })));
        decided.push(...events);
        return events;
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
      ...(context.channel ? { channel: context.channel } : {}),
      ...(context.commandId ? { commandId: context.commandId, commandStep: String(step) } : {}),
    });
    const planned = order.map((stream) => entries.get(stream)).filter((entry): entry is Entry => entry !== undefined);
    const writes = planned.filter((entry) => entry.planned.length > 0);
    const appends: StreamAppend[] = (writes.length > 0 ? planned.filter((entry) => entry.planned.length > 0 || entry.guarded) : []).map(
      (entry) => {
        const last = entry.history[entry.history.length - 1];
        return {
          stream: entry.persisted,
          expectedRevision: last ? last.revision : 'no_stream',
          events: entry.planned.map(({ type, data, step }) => ({ id: randomUUID(), type, data, metadata: metadata(step) })),
        };
      },
    );

    // What was already there: an earlier run's events, or the stream's last event for a no-op.
    let position: Position | null = null;
    let revision = -1n;
    for (const entry of planned) {
      const last =
        entry.found[entry.found.length - 1] ?? (entry.planned.length === 0 ? entry.history[entry.history.length - 1] : undefined);
      if (last) {
        position = later(position, last.position);
        revision = last.revision;
      }
    }
    if (appends.length === 0) return { value, result: { revision, position, events: decided } };
    const appending = appendSeconds.startTimer();
    let written: AppendResult[];
    try {
      written = await store.appendToStreams(appends);
    } catch (error) {
      appending({ outcome: error instanceof WrongExpectedVersion ? 'conflict' : 'error' });
      if (!(error instanceof WrongExpectedVersion) || attempt >= maxCommandAttempts) throw error;
      await lost(error.stream, attempt);
      continue;
    }
    appending({ outcome: 'ok' });
    const results = written.filter((_, index) => (appends[index] as StreamAppend).events.length > 0);
    for (const appended of results) position = later(position, appended.position);
    const lastAppended = results[results.length - 1];
    return { value, result: { revision: lastAppended ? lastAppended.nextRevision : revision, position, events: decided } };
  }
}
