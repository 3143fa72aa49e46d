export type DomainEvent = { type: string; data: Record<string, unknown> };

// Emmett-style decider: pure functions, time comes in as an argument.
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, now: Date) => Event[];
};
