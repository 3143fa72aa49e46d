import { expect, test } from '@playwright/test';
import { healthCheckNames, healthReplySchema } from '@chairside/shared/health';
import { signIn } from './support/sign-in';

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

test('the built app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // The browser's own report of every blocked load or eval (a script string: this file is compiled without DOM types).
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (e) => console.error('Refused to load (Content Security Policy): ' + e.violatedDirective + ' ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber));",
  });
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await signIn(page, 'frontdesk');
  for (const path of ['/appointments', '/settings', '/help']) {
    await page.goto(path);
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
