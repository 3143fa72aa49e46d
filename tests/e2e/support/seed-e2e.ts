import type { APIRequestContext } from '@playwright/test';
import type { TestingSeedInput, TestingSeedReply } from '@chairside/backend/testing-seed/testing-seed-dto';
import { expect } from './business-e2e';
import { apiToken } from './sign-in';

// A spec's own world (its clients, a staff member with a day of their own), made in one call to the
// test-only seed route (backend/src/testing-seed/, served because the Playwright web server runs with
// NODE_ENV=test), so no spec depends on what another one books, and none waits for screens other specs cover.
export async function seedWorld(request: APIRequestContext, input: Partial<TestingSeedInput>): Promise<TestingSeedReply> {
  const response = await request.post('/api/testing/seed', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: { clients: [], staff: [], ...input },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TestingSeedReply;
}
