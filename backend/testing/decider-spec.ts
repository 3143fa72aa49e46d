import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../src/commands/decider';

// Given/when/then for a pure decider (Emmett's DeciderSpecification): the history is folded with the
// decider's own evolve, the command decided at an explicit time, and the outcome compared.
//
// Example:
//   const { given } = deciderSpec(clientDecider, { now: new Date('2026-11-22T15:00:00Z') });
//   given([]).when(register).then([registered]);
//   given([registered]).when(register).thenThrows({ status: 409, message: 'That client already exists' });

// What a refusal must be: its message (a part of it, or a pattern), its HTTP status, or both (the
// message then exactly, or matching a pattern).
export type ExpectedRefusal = string | RegExp | number | { status: number; message: string | RegExp };

export type DeciderSpecWhen<State, Event extends DomainEvent> = {
  // The decided events, equal to these (an empty list: nothing to record).
  then(expected: readonly Event[]): void;
  thenThrows(expected: ExpectedRefusal): void;
  // The decided events, for assertions a plain comparison cannot make; and the state they lead to.
  events(): Event[];
  state(): State;
};

export type DeciderSpec<State, Command, Event extends DomainEvent> = {
  given(history: readonly Event[]): { when(command: Command, now?: Date): DeciderSpecWhen<State, Event> };
  // Folds a history, for tests that look at the state itself.
  fold(history: readonly Event[], from?: State): State;
};

function refusalOf(decide: () => unknown): { status: number; message: string } {
  try {
    decide();
  } catch (error) {
    const { status, message } = error as { status?: number; message: string };
    return { status: status ?? 500, message };
  }
  throw new Error('The command was not refused');
}

export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  options: { now: Date },
): DeciderSpec<State, Command, Event> {
  const fold = (history: readonly Event[], from: State = decider.initialState()) => history.reduce(decider.evolve, from);
  return {
    fold,
    given(history) {
      return {
        when(command, now = options.now) {
          const before = () => fold(history);
          const decide = () => decider.decide(command, before(), now);
          return {
            then: (expected) => expect(decide()).toEqual(expected),
            thenThrows(expected) {
              if (typeof expected === 'string' || expected instanceof RegExp) expect(decide).toThrow(expected);
              else if (typeof expected === 'number') expect(refusalOf(decide).status).toBe(expected);
              else {
                const refusal = refusalOf(decide);
                expect(refusal.status).toBe(expected.status);
                if (typeof expected.message === 'string') expect(refusal.message).toBe(expected.message);
                else expect(refusal.message).toMatch(expected.message);
              }
            },
            events: decide,
            state: () => fold(decide(), before()),
          };
        },
      };
    },
  };
}
