import type { EventMetadata, EventStore, Position } from '@chairside/platform/event-store/event-store';
import { handleCommands } from './command-plan';
import type { Decider, DomainEvent } from './decider';
import type { LoadedState } from './load-state';

export type CommandContext = {
  userId: string | null;
  locationId?: string | null;
  correlationId?: string;
  causationId?: string | null;
  source: EventMetadata['source'];
  ip?: string | null;
  // 'online': the client did it on the public booking page (see EventMetadata.channel).
  channel?: 'online';
  now?: () => Date;
  // Stable across retries of one request (derived from its Idempotency-Key): a retry finds the events
  // the first run wrote (command-plan.ts) and answers with them instead of deciding again.
  commandId?: string;
  // New ids for what the command creates; derived from commandId when there is one, so a retry creates
  // (and finds) the same ids. Random otherwise.
  newId?: () => string;
};

export type CommandResult = { revision: bigint; position: Position | null; events: DomainEvent[] };

// Read, fold, decide, append with the read revision; retried by the command plan when another writer got
// there first. One stream's case of handleCommands (command-plan.ts). A stream the caller already loaded
// (loadState) is the first attempt's starting point, so it is not read twice.
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string | LoadedState<State, Command, Event>,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult> {
  const name = typeof stream === 'string' ? stream : stream.requested;
  const start = typeof stream === 'string' ? [] : [stream];
  const { result } = await handleCommands(store, context, (plan) => plan.decide(name, decider, command), { start });
  return result;
}
