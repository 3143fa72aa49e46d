import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { publicBookingLimits } from './public-rate-limits';

// The public booking API's per-address limits at their real size (tests elsewhere raise them 50-fold):
// the 31st hold request in a minute from one address is refused with 429 and Retry-After, whatever its
// body, while another address is still served.

let system: TestSystem;
const scale = process.env.PUBLIC_BOOKING_RATE_LIMIT_SCALE;

beforeAll(async () => {
  process.env.PUBLIC_BOOKING_RATE_LIMIT_SCALE = '1';
  // Behind a trusted proxy (loopback), so the test can speak from two addresses.
  system = await startTestSystem({ trustProxy: 'loopback' });
});
afterAll(async () => {
  await system?.stop();
  if (scale === undefined) delete process.env.PUBLIC_BOOKING_RATE_LIMIT_SCALE;
  else process.env.PUBLIC_BOOKING_RATE_LIMIT_SCALE = scale;
});

const holdFrom = (address: string) =>
  fetch(`${system.baseUrl}/api/public/booking/holds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({}),
  });

describe('public booking rate limits', () => {
  it('refuses the 31st hold request of a minute from one address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < publicBookingLimits.holds.points; index += 1) statuses.push((await holdFrom('203.0.113.7')).status);
    // Each was refused for its body, but counted.
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await holdFrom('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toBe(
      'Too many holds. Try again in 1 minute. Please wait a moment before trying again.',
    );
    // Another address, and another kind of request from the same one, are still served.
    expect((await holdFrom('203.0.113.8')).status).toBe(400);
    const info = await fetch(`${system.baseUrl}/api/public/booking`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(info.status).toBe(200);
  });
});
