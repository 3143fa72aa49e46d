import type { RecordedEvent } from '@chairside/platform/event-store/event-store';

export type DomainEvent = { type: string; data: Record<string, unknown> };

// Emmett-style decider: pure functions, time comes in as an argument.
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, now: Date) => Event[];
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
export function unknownEvent<State>(_event: never, state: State): State {
  return state;
}

// The `default:` of a `decide` switch: it compiles only when every command type has its case. A command no
// case names can only come from a bug (commands are checked at the edge), so it is refused, never decided.
export function unhandled(command: never): never {
  const type = (command as { type?: unknown } | null)?.type;
  throw new Error(`No decider case for command ${String(type)}`);
}
