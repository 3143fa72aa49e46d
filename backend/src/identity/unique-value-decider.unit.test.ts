import { describe, it } from 'vitest';
import type { UniqueValueEvent } from '@chairside/shared/identity/identity-events';
import { uniqueValueDecider } from './unique-value-decider';
import { deciderSpec } from '../../testing/decider-spec';

const decider = uniqueValueDecider('That username is already taken');
const { given } = deciderSpec(decider, { now: new Date('2026-11-22T15:00:00Z') });
const claimedByA: UniqueValueEvent = { type: 'UniqueValueClaimed', data: { ownerId: 'a' } };

describe('unique value decider', () => {
  it('lets the first owner claim a value; a second claim by the same owner is a no-op', () => {
    given([]).when({ type: 'ClaimUniqueValue', ownerId: 'a' }).then([claimedByA]);
    given([claimedByA]).when({ type: 'ClaimUniqueValue', ownerId: 'a' }).then([]);
  });

  it('refuses anyone else while the value is held, with the message it was given', () => {
    given([claimedByA]).when({ type: 'ClaimUniqueValue', ownerId: 'b' }).thenThrows('That username is already taken');
  });

  it('frees the value only when its owner releases it', () => {
    given([claimedByA]).when({ type: 'ReleaseUniqueValue', ownerId: 'b' }).then([]);
    const released: UniqueValueEvent = { type: 'UniqueValueReleased', data: { ownerId: 'a' } };
    given([claimedByA]).when({ type: 'ReleaseUniqueValue', ownerId: 'a' }).then([released]);
    given([claimedByA, released])
      .when({ type: 'ClaimUniqueValue', ownerId: 'b' })
      .then([{ type: 'UniqueValueClaimed', data: { ownerId: 'b' } }]);
  });
});
