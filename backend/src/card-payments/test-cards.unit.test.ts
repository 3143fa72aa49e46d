import { describe, expect, it } from 'vitest';
import { simulatorTestCards } from '@chairside/shared/card-payments/test-cards';
import { testCards } from '@chairside/platform/payments/test-cards';

describe('the simulator’s test cards', () => {
  it('are the same for the POS (shared) and the simulator (platform)', () => {
    expect(simulatorTestCards).toEqual(testCards.map(({ number, label }) => ({ number, label })));
  });
});
