import { expect, test, type Page } from '@playwright/test';
import { withSharedStateLock } from './support/business-e2e';
import { apiToken, DEMO_PASSWORD, signIn, signInOwnSession } from './support/sign-in';

// SPEC §2.6, §2.7, §4.2 and §7.2: the sticky header, the user menu and the location selector.

type Location = { id: string; name: string; isDefault: boolean; isActive: boolean };

const header = (page: Page) => page.getByRole('banner');
const userMenuButton = (page: Page) => page.getByRole('button', { name: /^User menu/ });

test(
  'the header holds the menu toggle, the location selector, Help and the user menu, and stays at the top',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signIn(page, 'admin');
    const bar = header(page);
    await expect(bar.getByRole('button', { name: /^(Open|Close) menu$/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(userMenuButton(page)).toBeVisible();
    await expect(bar).toHaveCSS('position', 'sticky');
    // The business logo, linking to the dashboard, is shown on small screens only.
    const logo = bar.getByRole('link', { name: /dashboard$/ });
    if (testInfo.project.name === 'mobile') {
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('href', '/dashboard');
    } else {
      // Not displayed, so not in the accessibility tree at all.
      await expect(logo).toHaveCount(0);
    }
  },
);

test('Help opens the help centre', async ({ page }) => {
  await signIn(page, 'frontdesk');
  await header(page).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/help');
});

test('on a small screen the logo leads to the dashboard', { tag: '@phone-only' }, async ({ page }) => {
  await signIn(page, 'frontdesk', DEMO_PASSWORD, '/help');
  await header(page)
    .getByRole('link', { name: /dashboard$/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test(
  'the user menu shows the avatar initials, name and e-mail, then Profile & Settings and Sign out',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signIn(page, 'frontdesk');
    const button = userMenuButton(page);
    await expect(button).toHaveAccessibleName('User menu: Fran Desk');
    // No profile picture: the initials stand in.
    await expect(button).toContainText('FD');
    if (testInfo.project.name !== 'mobile') {
      await expect(button).toContainText('Fran Desk');
      await expect(button).toContainText('frontdesk@chairside.test');
    }
    await button.click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu).toContainText('Fran Desk');
    await expect(menu).toContainText('frontdesk@chairside.test');
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile & Settings', 'Sign out']);
    await menu.getByRole('menuitem', { name: 'Profile & Settings' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings');
  },
);

test('a profile picture is the avatar, and a picture that fails to load gives way to the placeholder image', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chairside_user') ?? '{}') as { id: string });
  // The app reads the user from the server on load (the session check) and on focus; answer with a picture that cannot be loaded.
  await page.route('**/api/auth/verify', async (route) => {
    const response = await route.fetch();
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { user: { ...user, profilePicture: '/no-such-picture.png' } } });
  });
  await page.route(`**/api/users/${stored.id}`, async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...user, profilePicture: '/no-such-picture.png' } });
  });
  await page.reload();
  const avatar = userMenuButton(page).getByRole('img', { name: 'Profile picture' });
  await expect(avatar).toHaveAttribute('src', '/avatar-placeholder.svg');
  await expect(userMenuButton(page)).not.toContainText('FD');
});

test('Sign out clears the local session and the theme, and goes to /login', async ({ page }) => {
  // Signing out ends the session on the server too: a session of its own, not the shared one.
  await signInOwnSession(page, 'frontdesk');
  await expect(page.locator('html')).toHaveCSS('--brand', /#[0-9a-f]{6}/i);
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /^chairside_(token|user|profile_picture|permissions_)/.test(key)),
  );
  expect(left).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('style', /--brand/);
  await expect(page.locator('body')).not.toHaveClass(/\bbp6-dark\b/);
  // The server session is gone too.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test.describe('the location selector', () => {
  test('offers only active locations, marks the default, and selects it when the user has not chosen', async ({ page, request }) => {
    await withSharedStateLock('locations', async () => {
      const token = await apiToken(request, 'admin');
      const all = (await (await request.get('/api/locations', { headers: { Authorization: `Bearer ${token}` } })).json()) as Location[];
      const active = all.filter((location) => location.isActive);
      const inactive = all.filter((location) => !location.isActive);
      const defaultLocation = all.find((location) => location.isDefault);
      expect(active.length).toBeGreaterThan(1);
      expect(inactive.length).toBeGreaterThan(0);
      if (!defaultLocation) throw new Error('the demo business has no default location');

      await signIn(page, 'admin');
      const bar = header(page);
      const selector = bar.getByRole('button', { name: /^Location:/ });
      await expect(selector).toHaveAccessibleName(`Location: ${defaultLocation.name}`);
      await selector.click();
      const list = page.getByRole('listbox', { name: 'Location:' });
      const options = list.getByRole('option');
      await expect(options).toHaveCount(active.length);
      for (const location of active) {
        const option = list.getByRole('option', { name: new RegExp(`^${location.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
        await expect(option).toHaveCount(1);
        if (location.isDefault) await expect(option).toContainText('Default');
        else await expect(option).not.toContainText('Default');
      }
      for (const location of inactive) await expect(list.getByText(location.name, { exact: true })).toHaveCount(0);
      await expect(list.getByRole('option', { selected: true })).toContainText(defaultLocation.name);
    });
  });

  test('remembers the user’s choice across a reload', async ({ page, request }) => {
    await withSharedStateLock('locations', async () => {
      const token = await apiToken(request, 'frontdesk');
      const all = (await (await request.get('/api/locations', { headers: { Authorization: `Bearer ${token}` } })).json()) as Location[];
      const other = all.find((location) => location.name === 'Uptown' && location.isActive && !location.isDefault);
      if (!other) throw new Error('the demo business has only one active location');

      await signIn(page, 'frontdesk');
      await header(page)
        .getByRole('button', { name: /^Location:/ })
        .click();
      await page
        .getByRole('listbox', { name: 'Location:' })
        .getByRole('option', { name: new RegExp(`^${other.name}`) })
        .click();
      const selector = header(page).getByRole('button', { name: /^Location:/ });
      await expect(selector).toHaveAccessibleName(`Location: ${other.name}`);
      await expect(page.getByRole('main')).toContainText(other.name);
      await page.reload();
      await expect(header(page).getByRole('button', { name: /^Location:/ })).toHaveAccessibleName(`Location: ${other.name}`);
    });
  });

  test('reads the locations with a cache-defeating timestamp, again when the window regains focus', async ({ page }) => {
    const reads: string[] = [];
    let inFlight = 0;
    const isLocationsRead = (url: string) => new URL(url).pathname === '/api/locations';
    page.on('request', (request) => {
      if (!isLocationsRead(request.url())) return;
      reads.push(new URL(request.url()).search);
      inFlight += 1;
    });
    const settled = (request: { url(): string }) => {
      if (isLocationsRead(request.url())) inFlight -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await signIn(page, 'admin');
    await expect(header(page).getByRole('button', { name: /^Location:/ })).toBeVisible();
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    for (const search of reads) expect(search).toMatch(/^\?_ts=\d{13}$/);
    // A focus that arrives while a read is still in flight joins that read instead of starting another,
    // so the window regains focus only once the earlier reads have answered.
    await expect.poll(() => inFlight).toBe(0);
    const before = reads.length;
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await expect.poll(() => reads.length).toBeGreaterThan(before);
    expect(reads.at(-1)).toMatch(/^\?_ts=\d{13}$/);
  });

  test('is never read before sign-in', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/locations') reads.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await page.goto('/booking');
    await expect(page.getByRole('group', { name: 'Services' })).toBeVisible();
    expect(reads).toEqual([]);
  });
});
