import { describe, expect, it } from 'vitest';
import type { UniqueValueCommand } from '@chairside/shared/identity/identity-commands';
import type { UniqueValueEvent } from '@chairside/shared/identity/identity-events';
import { uniqueValueDecider } from './unique-value-decider';

const decider = uniqueValueDecider('That username is already taken');
const given = (events: UniqueValueEvent[]) => ({
  when: (command: UniqueValueCommand) => () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()), new Date()),
});
const claimedByA: UniqueValueEvent = { type: 'UniqueValueClaimed', data: { ownerId: 'a' } };

describe('unique value decider', () => {
  it('lets the first owner claim a value; a second claim by the same owner is a no-op', () => {
    expect(given([]).when({ type: 'ClaimUniqueValue', ownerId: 'a' })()).toEqual([claimedByA]);
    expect(given([claimedByA]).when({ type: 'ClaimUniqueValue', ownerId: 'a' })()).toEqual([]);
  });

  it('refuses anyone else while the value is held, with the message it was given', () => {
    expect(given([claimedByA]).when({ type: 'ClaimUniqueValue', ownerId: 'b' })).toThrow('That username is already taken');
  });

  it('frees the value only when its owner releases it', () => {
    expect(given([claimedByA]).when({ type: 'ReleaseUniqueValue', ownerId: 'b' })()).toEqual([]);
    const released: UniqueValueEvent = { type: 'UniqueValueReleased', data: { ownerId: 'a' } };
    expect(given([claimedByA]).when({ type: 'ReleaseUniqueValue', ownerId: 'a' })()).toEqual([released]);
    expect(given([claimedByA, released]).when({ type: 'ClaimUniqueValue', ownerId: 'b' })()).toEqual([{ type: 'UniqueValueClaimed', data: { ownerId: 'b' } }]);
  });
});
