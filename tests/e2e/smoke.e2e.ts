import { expect, test } from '@playwright/test';
import { healthCheckNames, healthReplySchema } from '@chairside/shared/health';

test('the served app loads and greets a visitor with the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username or e-mail', { exact: true })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Not found' });
});
