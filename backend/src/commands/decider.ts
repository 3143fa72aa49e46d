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

// The `default:` of a decider's switch: it compiles only when every event or command type has its case.
// What reaches it at run time anyway (a type no case names) is handed back unchanged.
export function unhandled(value: never): never {
  return value;
}
