import { expect, test, type Page } from '@playwright/test';
import { openSidebarIfClosed, DEMO_PASSWORD, signIn } from './support/sign-in';

// SPEC §2.8, §4.4 and §6.3: the sidebar's contents per user, its groups, highlight, footer and phone behaviour.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

// Reads the sidebar top to bottom: "Label" for a link, "Group: Item, Item" for a group.
function readOutline(page: Page): Promise<string[]> {
  return nav(page).evaluate((element) =>
    [...element.querySelectorAll(':scope > ul > li')].map((item) => {
      const group = item.querySelector(':scope > button');
      if (!group) return item.textContent?.trim() ?? '';
      const links = [...item.querySelectorAll('a')].map((link) => link.textContent?.trim());
      return `${group.textContent?.trim()}: ${links.join(', ')}`;
    }),
  );
}

// Opens every group, then reads the sidebar (groups open with a short animation, hence the polling).
async function sidebarOutline(page: Page): Promise<() => Promise<string[]>> {
  await openSidebarIfClosed(page);
  const closed = nav(page).getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  return () => readOutline(page);
}

test.describe('contents', () => {
  test('an administrator sees every item in order, Booking Design, Permissions and Audit included', async ({ page }) => {
    await signIn(page, 'admin');
    await expect
      .poll(await sidebarOutline(page))
      .toEqual([
        'Dashboard',
        'Appointments',
        'Clients: Client Profiles, Forms, Documents, Note Templates, Client Booking, Memberships',
        'Supplies',
        'Staff: Staff, Schedule, Time Clock',
        'Services: Services, Classes, Devices, Rooms',
        'Retail: POS, Gift Certificates & Cards, Products',
        'Insights: Reports, Payroll',
        'Business: Locations, Settings, Booking Design, Permissions, Audit',
        'SMS & Email: Automations, Marketing, AI Messaging',
        'Phone',
      ]);
  });

  test('front desk staff see the full sidebar without Booking Design, Permissions and Audit', async ({ page }) => {
    await signIn(page, 'frontdesk');
    const outline = await sidebarOutline(page);
    await expect.poll(async () => (await outline()).length).toBe(10);
    await expect.poll(async () => (await outline())[7]).toBe('Business: Locations, Settings');
  });

  test('basic staff see only what their permissions open (SPEC §6.3)', async ({ page }) => {
    await signIn(page, 'basic');
    await expect
      .poll(await sidebarOutline(page))
      .toEqual(['Dashboard', 'Appointments', 'Clients: Client Profiles', 'Staff: Schedule, Time Clock']);
  });

  test('the footer shows the signed-in user’s first name, last name and e-mail', async ({ page }) => {
    await signIn(page, 'frontdesk');
    await openSidebarIfClosed(page);
    const footer = sidebar(page);
    await expect(footer).toContainText('Fran');
    await expect(footer).toContainText('Desk');
    await expect(footer).toContainText('frontdesk@chairside.test');
  });
});

test.describe('groups and the current item', () => {
  test('a group opens and closes when clicked, and its chevron turns', async ({ page }) => {
    await signIn(page, 'admin');
    await openSidebarIfClosed(page);
    const retail = nav(page).getByRole('button', { name: 'Retail' });
    const chevron = retail.locator('.sidebar-chevron');
    await expect(retail).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'POS' })).toHaveCount(0);
    await expect(chevron).toHaveCSS('transform', 'none');
    await retail.click();
    await expect(retail).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'POS' })).toBeVisible();
    // rotate(90deg)
    await expect(chevron).toHaveCSS('transform', /^matrix\((0|6\.12323e-17), 1, -1, (0|6\.12323e-17), 0, 0\)$/);
    await retail.click();
    await expect(retail).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'POS' })).toHaveCount(0);
    await expect(chevron).toHaveCSS('transform', 'none');
  });

  const expansions: [string, string, string | null][] = [
    ['/clients', 'Clients', 'Client Profiles'],
    ['/clients/42', 'Clients', 'Client Profiles'],
    ['/booking-test', 'Clients', 'Client Booking'],
    ['/schedule', 'Staff', 'Schedule'],
    ['/staff-schedule', 'Staff', null],
    ['/staff-schedule/5', 'Staff', null],
    ['/locations', 'Business', 'Locations'],
    ['/settings', 'Business', 'Settings'],
    ['/permissions', 'Business', 'Permissions'],
    ['/payroll', 'Insights', 'Payroll'],
    ['/ai-messaging', 'SMS & Email', 'AI Messaging'],
  ];
  test('each page opens its own group, and only that one, and highlights its item', async ({ page }) => {
    await signIn(page, 'admin');
    for (const [path, group, current] of expansions) {
      await test.step(`${path} opens the ${group} group${current ? ` and highlights ${current}` : ''}`, async () => {
        await page.goto(path);
        await openSidebarIfClosed(page);
        await expect(nav(page).getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
        const highlighted = nav(page).locator('[aria-current="page"]');
        if (current) {
          await expect(highlighted).toHaveCount(1);
          await expect(highlighted).toHaveText(current);
          await expect(highlighted).toHaveAccessibleName(current);
        } else await expect(highlighted).toHaveCount(0);
        // Only that group opened by itself.
        await expect(nav(page).getByRole('button', { expanded: true })).toHaveCount(1);
      });
    }
  });

  test('moving to another page moves the highlight and leaves the groups as the user set them', async ({ page }) => {
    await signIn(page, 'admin');
    await openSidebarIfClosed(page);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav(page).getByRole('button', { name: 'Insights' }).click();
    await nav(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/reports');
    await page.goto('/settings');
    await openSidebarIfClosed(page);
    await nav(page).getByRole('button', { name: 'Business' }).click();
    await expect(nav(page).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-expanded', 'false');
    await nav(page).getByRole('button', { name: 'Staff' }).click();
    await expect(nav(page).getByRole('button', { name: 'Staff' })).toHaveAttribute('aria-expanded', 'true');
    // The group's body slides open (a transform): on a loaded machine a click can land while the link is
    // still moving, and go to what was under it; a person would click again once it has settled.
    await expect(async () => {
      await nav(page).getByRole('link', { name: 'Time Clock' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/time-clock', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await openSidebarIfClosed(page);
    await expect(nav(page).getByRole('link', { name: 'Time Clock' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    // The group the user closed stays closed while they move around inside the app.
    await expect(nav(page).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('button', { name: 'Staff' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the Dashboard is highlighted at /', async ({ page }) => {
    await signIn(page, 'admin', DEMO_PASSWORD, '/');
    await openSidebarIfClosed(page);
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Dashboard');
  });

  test('a link to /booking loads the page fully instead of navigating inside the app', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
    await page.getByRole('link', { name: /Online booking page/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/booking');
    // The booking flow itself, which starts with the services.
    await expect(page.getByRole('group', { name: 'Services' })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});

test.describe('on a wide screen', () => {
  test('the sidebar is open by default, closes and opens with the menu button, and stays open on item choice', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await nav(page).getByRole('link', { name: 'Appointments' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/appointments');
    await expect(nav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    // The content sits beside the sidebar, not under it.
    const sidebarBox = await sidebar(page).boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    expect(mainBox && sidebarBox && mainBox.x >= sidebarBox.x + sidebarBox.width).toBe(true);
  });
});

test.describe('on a phone', { tag: '@phone-only' }, () => {
  test('the sidebar is closed by default and opens with the menu button', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  });

  test('tapping the dark overlay closes the sidebar', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    // The sidebar is at most 85% of the width: the right edge of the screen is overlay.
    const width = page.viewportSize()?.width ?? 390;
    await page.touchscreen.tap(width - 10, 400);
    await expect(nav(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('choosing an item closes the sidebar', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('button', { name: 'Business' }).click();
    await nav(page).getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/locations');
    await expect(nav(page)).toBeHidden();
  });

  test('going back or forward closes the sidebar', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByRole('link', { name: 'Appointments' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/appointments');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === '/appointments');
    await expect(nav(page)).toBeHidden();
  });
});
