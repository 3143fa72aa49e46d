import { expect, test, type Page } from '@playwright/test';
import { pageToken, DEMO_PASSWORD, signIn, signInOwnSession } from './support/sign-in';
import { pageAlerts } from './support/business-e2e';
import { DEFAULT_COLORS } from '@chairside/shared/constants';
import { themeShades } from '@chairside/frontend/theme/theme-shades';

// SPEC §4.1, §4.3, §4.6, §6.4, §7 and §8: the session's life, the 401 rule, the payment overlay, the crash screen.

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in', level: 1 });

// Ends the page's server session from outside (so the page signs in with a session of its own), as an expiry or a password reset elsewhere would.
async function revokeSession(page: Page): Promise<void> {
  const token = await pageToken(page);
  const response = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(204);
}

const regainFocus = (page: Page) => page.evaluate("window.dispatchEvent(new Event('focus'))");

test.describe('a 401 on an API call (SPEC §8)', () => {
  test('signs the user out and goes to /login', async ({ page }) => {
    await signInOwnSession(page, 'frontdesk', DEMO_PASSWORD, '/settings');
    await revokeSession(page);
    // The window regaining focus reads the user again, and that call answers 401.
    await regainFocus(page);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginHeading(page)).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('chairside_token'), localStorage.getItem('chairside_user')])).toEqual([
      null,
      null,
    ]);
  });

  for (const path of ['/booking', '/forgot-password', '/reset-password']) {
    test(`clears the session but stays on ${path}`, async ({ page }) => {
      // App start re-reads the user; revoking before that read has answered would make it the 401 instead.
      // Waiting for that answer itself, not for a quiet network: on a loaded machine the network can go
      // quiet before the read has even been sent.
      const verified = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/verify');
      await signInOwnSession(page, 'admin', DEMO_PASSWORD, path);
      expect((await verified).status()).toBe(200);
      if (path === '/booking') await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Avery Admin');
      // Whichever call answers 401 first (the focus re-read, or the colour preferences read a moment after
      // sign-in) applies the rule; once one has, the session is gone and no re-read follows.
      let answered401 = false;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401) answered401 = true;
      });
      await revokeSession(page);
      // The focus handler is attached once the verified session has rendered, a moment after its answer:
      // focus again until the re-read has answered.
      await expect
        .poll(async () => {
          await regainFocus(page);
          return answered401;
        })
        .toBe(true);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('chairside_token'))).toBeNull();
      await expect(page).toHaveURL((url) => url.pathname === path);
      if (path === '/booking') await expect(page.getByRole('region', { name: 'Your account' })).toHaveCount(0);
    });
  }

  test('on app start with a revoked session clears local data and shows the login page', async ({ page }) => {
    await signInOwnSession(page, 'frontdesk');
    await revokeSession(page);
    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('chairside_user'))).toBeNull();
  });
});

test.describe('app start (SPEC §4.1)', () => {
  test('restores the stored user, showing "Loading..." until the server has confirmed it', async ({ page }) => {
    await signIn(page, 'frontdesk');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // App start asks the session check (SPEC §7.2 GET /api/auth/verify) whose user the stored token is.
    await page.route('**/api/auth/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0);
  });

  test('keeps permissions in the cache for staff, never for a "basic" group (SPEC §6.4)', async ({ page, browser }) => {
    await signIn(page, 'frontdesk');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const cached = async (p: Page) =>
      p.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.startsWith('chairside_permissions_'));
        return key ? { key, value: JSON.parse(localStorage.getItem(key) ?? '{}') as { permissions: string[] } } : null;
      });
    await expect.poll(async () => (await cached(page))?.value.permissions.includes('view_calendar')).toBe(true);
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('chairside_user') ?? '{}') as { id: string }).id);
    expect((await cached(page))?.key).toBe(`chairside_permissions_${userId}`);

    const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
    const other = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    try {
      const basicPage = await other.newPage();
      const permissionReads: string[] = [];
      basicPage.on('request', (request) => {
        if (request.url().endsWith('/permissions')) permissionReads.push(request.url());
      });
      await signIn(basicPage, 'basic');
      await expect.poll(() => permissionReads.length).toBeGreaterThan(0);
      expect(await cached(basicPage)).toBeNull();
      await basicPage.reload();
      await expect(basicPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect.poll(() => permissionReads.length).toBeGreaterThan(1);
      expect(await cached(basicPage)).toBeNull();
    } finally {
      await other.close();
    }
  });
});

test.describe('the theme (SPEC §4.1, §9)', () => {
  test('public form pages use the default colors', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate("document.documentElement.style.setProperty('--brand', '#ff0000'); document.body.classList.add('bp6-dark')");
    await page.goto('/forms/77');
    await expect(page.getByRole('heading', { name: 'Form 77', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('--brand', '#8b5cf6');
    await expect(page.locator('html')).toHaveCSS('--text-primary', '#111827');
    // SPEC §9's #6b7280, as the theme shows it: the shade that reads at 4.5:1 on every surface.
    await expect(page.locator('html')).toHaveCSS('--text-secondary', themeShades(DEFAULT_COLORS)['--text-secondary']);
    await expect(page.locator('body')).not.toHaveClass(/\bbp6-dark\b/);
  });

  test('a failed color preferences read falls back to the defaults without a message', async ({ page }) => {
    await page.route('**/api/users/*/color-preferences', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
    await signIn(page, 'frontdesk');
    await expect(page.locator('html')).toHaveCSS('--brand', '#8b5cf6');
    await expect(pageAlerts(page)).toHaveCount(0);
  });
});

test.describe('the payment success overlay (SPEC §4.3)', () => {
  test('survives a reload, shows the amount, and Close removes the stored notice', async ({ page }) => {
    await signIn(page, 'frontdesk');
    await page.evaluate(() => sessionStorage.setItem('payment_success_active', JSON.stringify({ isOpen: true, amount: 85.5 })));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('$85.50');
    await expect(dialog).toContainText('A successful payment for an appointment marks that appointment completed and paid.');
    // It stays until Close: Escape does not dismiss it, nor does navigating.
    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await expect(dialog).toBeVisible();
    await page.reload();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('payment_success_active'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile & Settings', level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('is present on public pages too', async ({ page }) => {
    await page.goto('/booking');
    await page.evaluate(() => sessionStorage.setItem('payment_success_active', JSON.stringify({ isOpen: true, amount: 1234 })));
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toContainText('$1,234.00');
  });
});

test.describe('errors', () => {
  test('a crash shows "Something went wrong" with the message; Reload Application recovers', async ({ page }) => {
    await signIn(page, 'admin');
    // The settings screen's code cannot be downloaded: the lazy import throws inside React.
    await page.route(/\/assets\/settings-page-[^/]+\.js$/, (route) => route.abort());
    await page
      .getByRole('main')
      .getByRole('link', { name: /Profile & Settings/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    await expect(pageAlerts(page)).toContainText(/dynamically imported module|Failed to fetch/i);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.unroute(/\/assets\/settings-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload Application' }).click();
    await expect(page.getByRole('heading', { name: 'Profile & Settings', level: 1 })).toBeVisible();
  });

  test('Try Again clears the error and renders the app again', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route(/\/assets\/settings-page-[^/]+\.js$/, (route) => route.abort());
    await page
      .getByRole('main')
      .getByRole('link', { name: /Profile & Settings/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('the business settings read goes through the API client: JSON, the bearer token, credentials (SPEC §7.1)', async ({ page }) => {
    await signIn(page, 'frontdesk');
    const token = await pageToken(page);
    const reads: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/business-settings' && request.method() === 'GET') reads.push(request.headers());
    });
    // fetch's credentials mode is not on the wire for a same-origin request: the client's own option is noted.
    await page.addInitScript(`{
      const original = window.fetch;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/api/business-settings')) window.businessSettingsCredentials = init && init.credentials;
        return original(input, init);
      };
    }`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    for (const headers of reads)
      expect(headers).toMatchObject({ authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' });
    expect(await page.evaluate('window.businessSettingsCredentials')).toBe('include');
  });

  test('a failed business settings read says "Failed to fetch business settings"', async ({ page }) => {
    await signIn(page, 'frontdesk');
    await page.route('**/api/business-settings', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Failed to fetch business settings');
  });
});
