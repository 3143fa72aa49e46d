import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiToken } from './sign-in';

// Helpers of the business screens' end-to-end tests (Settings, Locations, Permissions).

// Every step of these flows waits on a command that answers only once the read models are updated; on a
// loaded two-core test machine that can take longer than Playwright's default 5 s, so waits get more room.
export const expect = baseExpect.configure({ timeout: 20_000 });

// Blueprint draws its own box over the real checkbox, so a person (and the test) clicks the label around it.
export async function setChecked(control: Locator, checked: boolean): Promise<void> {
  if ((await control.isChecked()) !== checked) await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked({ checked });
}

// An API session for arranging and restoring shared state around a test; the screens under test are
// always driven through the browser.
export async function apiHeaders(request: APIRequestContext, username = 'admin'): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await apiToken(request, username)}` };
}

// A second browser session ("signed in elsewhere") with the same device settings as the test's project.
export function newSession(browser: Browser): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
}

// The desktop and mobile projects run at the same time against one server. Tests that change shared
// demo state (the business name, the default location) take this lock so they do not see each other's changes.
export async function withSharedStateLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through tests/playwright.config.ts');
  const lock = join(dataDir, `lock-${name}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// The page's alerts but the announcements of new online bookings, which every front desk watching
// Downtown hears while other tests book there (appointments/online-announcements.ts).
export const pageAlerts = (page: Page): Locator => page.getByRole('alert').filter({ hasNotText: /^New online booking: / });

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

// Kept for callers written before support/sign-in.ts existed; signIn there is the one to use.
export { signInThroughForm } from './sign-in';
