import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export type DemoUsername = 'admin' | 'frontdesk' | 'basic' | 'client';

// Signs a demo user in through the login form, as a person does, and waits until the app has left /login
// and shows the signed-in screen (the dashboard for staff, /booking for a client).
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
}

// The bearer token of the session the page signed in with.
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('chairside_token'));
  if (!token) throw new Error('The page is not signed in');
  return token;
}

// A separate API session, for reading or arranging state around a test.
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { identifier: username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

// On a phone the sidebar starts closed (SPEC §4.4): open it before using it.
export async function openSidebarIfClosed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-label')) === 'Open menu') await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

export function isMobileProject(projectName: string): boolean {
  return projectName === 'mobile';
}
