import type { RecordedEvent } from '@chairside/platform/event-store/event-store';

export type DomainEvent = { type: string; data: Record<string, unknown> };

// Emmett-style decider: pure functions, time comes in as an argument.
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, now: Date) => Event[];
  // Its streams are busy and long (a day book): each process keeps their folds and reads only what came
  // after (folded-streams.ts). Its evolve must return new states, never change one in place.
  keepFolded?: boolean;
};

// A stored event as its stream's decider knows it. A stream is only ever written by its own decider (the
// stream name picks both), so what is read back is one of that decider's events: this is the one place
// the store's untyped record is taken as the decider's event type.
export function asDomainEvent<Event extends DomainEvent>(recorded: RecordedEvent): Event {
  const { type, data } = recorded;
  return { type, data } as Event;
}

// Example: foldEvents(daybookDecider, history) is the day as the decider sees it after that history.
export function foldEvents<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  history: readonly RecordedEvent[],
  from: State = decider.initialState(),
): State {
  return history.reduce((state, recorded) => decider.evolve(state, asDomainEvent<Event>(recorded)), from);
}

// The `default:` of an `evolve` switch: it compiles only when every event type has its case. An event type
// no case names (one a newer version writes, one retired) leaves the state as it is, in every decider: handing
// the event back would make the event itself the next state and corrupt every fold after it.
export function unknownEvent<State>(event: never, state: State): State {
  unknownEventSeen?.((event as { type?: unknown } | null)?.type);
  return state;
}

// Who is told when an `evolve` falls to its `default:` (the integrity check: a type no decider of the stream
// has a case for was written outside it). A diagnostic on the side: the fold itself is unchanged, and as
// evolve is synchronous, the one call below sees only its own evolve's unknown events.
let unknownEventSeen: ((type: unknown) => void) | null = null;

// Example: evolveNoticing(decider, state, event) is { state, known: false } when no case of the decider names the type.
export function evolveNoticing<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'evolve'>,
  state: State,
  event: Event,
): { state: State; known: boolean } {
  let known = true;
  const previous = unknownEventSeen;
  unknownEventSeen = () => {
    known = false;
  };
  try {
    return { state: decider.evolve(state, event), known };
  } finally {
    unknownEventSeen = previous;
  }
}

// The `default:` of a `decide` switch: it compiles only when every command type has its case. A command no
// case names can only come from a bug (commands are checked at the edge), so it is refused, never decided.
export function unhandled(command: never): never {
  const type = (command as { type?: unknown } | null)?.type;
  throw new Error(`No decider case for command ${String(type)}`);
}
