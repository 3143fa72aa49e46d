import { expect, test } from '@playwright/test';
import { healthCheckNames, healthReplySchema } from '@chairside/shared/health';

test('the served app loads and shows every system check up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Chairside', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('All systems operational');
  const checks = page.getByRole('table', { name: 'System checks' });
  for (const label of ['PostgreSQL (read models)', 'Redis (live updates, queues)', 'Event store', 'Projections']) {
    await expect(checks.getByRole('row', { name: new RegExp(label.replace(/[()]/g, '\\$&')) })).toContainText('Up');
  }
});

test('/api/health reports every check up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = healthReplySchema.parse(await response.json());
  expect(body.status).toBe('ok');
  for (const name of healthCheckNames) expect(body.checks[name].status).toBe('up');
});

test('a client-side route is served the app, and an unknown API path a JSON 404', async ({ page, request }) => {
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Chairside', level: 1 })).toBeVisible();
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Not found' });
});
