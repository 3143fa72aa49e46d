import { describe, expect, it } from 'vitest';
import { overShortText } from './cash-drawer-format';

describe('over and short', () => {
  it('reads counted − expected as a person says it', () => {
    expect(overShortText(-500)).toBe('Short $5.00');
    expect(overShortText(1_250)).toBe('Over $12.50');
    expect(overShortText(0)).toBe('Even');
  });
});
