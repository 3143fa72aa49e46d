import { test, type Page } from '@playwright/test';
import { publicBookingInfoSchema } from '@chairside/shared/booking/booking-dto';
import { expect, uniqueSuffix } from './support/business-e2e';
import { dateAhead, demo } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';
import { createThrowawayUser, type ThrowawayUser } from './support/throwaway-user';
import { scan, type Finding, type Rules } from './support/axe';

// Every screen is audited with axe-core (WCAG 2 A/AA rules) and must have no serious or critical
// violation: with the default brand color (SPEC §9), with a light one a person may choose (#fde047, on
// which white text is unreadable), and in dark mode. The theme derives the text shades; this keeps it so.
// Heading order (a best-practice rule, "moderate") is held too: Blueprint's fixed h4/h5 titles skipped
// levels on six screens once.
test.describe.configure({ timeout: 180_000 });

const standalone = ['/login', '/forgot-password', '/forgot-password-sms', '/reset-password?token=not-a-real-token', '/booking'];
const screens = [
  '/dashboard',
  '/appointments?view=day',
  '/appointments?view=week',
  '/appointments?view=list',
  '/appointments-mobile',
  '/booking-test',
  '/staff',
  '/staff-schedule',
  `/staff-schedule/${demo.staff.jordan.id}`,
  '/schedule',
  '/services',
  '/classes',
  '/rooms',
  '/devices',
  '/locations',
  '/settings',
  '/booking-design',
  '/permissions',
  '/help',
  '/help/appointments',
  '/note-templates',
  '/pos',
  '/gift-certificates',
  '/clients',
  // The first demo client, who has visits in the demo diary.
  '/clients/c1e00000-0000-4000-8000-000000000001',
  '/clients-import',
  '/reports',
  '/time-clock',
  '/payroll',
  '/audit',
  '/no-such-page',
];
// A light brand color reaches every kind of brand-colored element on these.
const lightBrandScreens = ['/dashboard', '/appointments?view=day', '/staff', '/schedule', '/services', '/settings', '/help'];

// The header and the sidebar are the same on every signed-in screen (one item marked active, styled alike
// whichever it is): a list audits them with its first screen, then only each screen's own part.
// Text contrast is axe's costliest rule, and the shell was a third of the nodes it measured per screen.
const shell = '.app-header, #app-sidebar';

// This file is compiled without DOM types: what `show` touches of the page.
type ShellPage = {
  location: { pathname: string; search: string };
  document: { querySelector(selector: string): { setAttribute(name: string, value: string): void } | null };
  history: { pushState(state: null, unused: string, url: string): void };
  dispatchEvent(event: unknown): void;
  PopStateEvent: new (type: string) => unknown;
};

// Shows `path` as a link inside the signed-in app does (the router follows history.pushState and popstate),
// without loading the page again: a page load is most of a screen's cost in the browser, and the shell
// around the screen is the same. The screen that was shown is marked and the move is done once a new one
// has replaced it (every route is its own element); a change of the query alone re-renders the same
// screen, so that one, and any screen of a signed-out page, is loaded afresh. The screen already shown
// (signing in lands on the dashboard) is not moved to at all.
async function show(page: Page, path: string): Promise<void> {
  const how = await page.evaluate((to) => {
    const view = globalThis as unknown as ShellPage;
    const shown = view.document.querySelector('#main-content > *');
    if (shown && to === view.location.pathname + view.location.search) return 'here';
    if (!shown || new URL(to, 'http://localhost').pathname === view.location.pathname) return 'load';
    shown.setAttribute('data-audit-left', '');
    view.history.pushState(null, '', to);
    view.dispatchEvent(new view.PopStateEvent('popstate'));
    return 'moved';
  }, path);
  if (how === 'moved') await expect(page.locator('#main-content > [data-audit-left]')).toHaveCount(0);
  if (how === 'load') await page.goto(path);
}

async function audit(page: Page, path: string, rules: Rules, exclude?: string): Promise<Finding[]> {
  await show(page, path);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  return scan(page, undefined, rules, exclude);
}

async function auditAll(page: Page, paths: readonly string[], rules: Rules = 'all'): Promise<void> {
  const found: Record<string, Finding[]> = {};
  for (const [index, path] of paths.entries()) {
    // The screens of the theme test have their text contrast audited there, in a light brand color that
    // fails far sooner than the default and in dark mode: with the default colors, the rest of the rules.
    const own = rules === 'all' && lightBrandScreens.includes(path) ? 'structure' : rules;
    const findings = await audit(page, path, own, index === 0 ? undefined : shell);
    if (findings.length > 0) found[path] = findings;
  }
  expect(found).toEqual({});
}

// The booking dialog and one appointment's details drawer (today's first in the list view; the demo
// diary books every day), each on its own.
async function auditOverlays(page: Page, rules: Rules = 'all'): Promise<void> {
  await show(page, '/appointments?view=day');
  await page.getByRole('button', { name: 'New appointment' }).click();
  await expect(page.getByRole('dialog', { name: 'New appointment' })).toBeVisible();
  const found: Record<string, Finding[]> = { 'booking dialog': await scan(page, '[role="dialog"]', rules) };
  await page.goto('/appointments?view=list');
  const first = page.getByRole('table', { name: 'Appointments' }).getByRole('row').nth(1).getByRole('button').first();
  const clientName = (await first.textContent()) ?? '';
  await first.click();
  const drawer = page.getByRole('dialog', { name: clientName });
  await expect(drawer.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  // The drawer alone: the list beneath it is audited as a screen of its own, with the default colors.
  found['details drawer'] = await scan(page, '[role="dialog"]', rules);
  expect(Object.fromEntries(Object.entries(found).filter(([, findings]) => findings.length > 0))).toEqual({});
}

// This file is compiled without DOM types: the page's <html> inline style, as the theme sets it.
type ThemedPage = { document: { documentElement: { style: { getPropertyValue(name: string): string } } } };
const themeApplied = (page: Page, color: string) =>
  page.waitForFunction(
    (expected) => (globalThis as unknown as ThemedPage).document.documentElement.style.getPropertyValue('--brand') === expected,
    color,
  );

async function setColors(page: Page, user: ThrowawayUser, primaryColor: string, isDarkMode: boolean): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('chairside_token'));
  const saved = await page.request.put(`/api/users/${user.id}/color-preferences`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      primaryColor,
      isDarkMode,
      primaryTextColor: '#111827',
      secondaryTextColor: '#6b7280',
      savedBrandColors: [],
      savedTextColors: [],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the sign-in and recovery pages have no serious or critical accessibility violation', async ({ page }) => {
  await auditAll(page, standalone);
});

// The public booking page past its first step: the times of a day, then a held time with its countdown and
// the details form (released at the end), with a manicurist of the test's own for that day.
test('the booking page with its times and a hold has no serious or critical accessibility violation', async ({ page, request }) => {
  const info = publicBookingInfoSchema.parse(await (await request.get('/api/public/booking')).json());
  const manicure = info.services.find((service) => service.name === 'Classic Manicure');
  if (!manicure) throw new Error('Classic Manicure is not offered online');
  const date = dateAhead(7, 2);
  const lastName = `Axe${uniqueSuffix()}`;
  await seedWorld(request, {
    staff: [
      {
        firstName: 'Nell',
        lastName,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [2],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [manicure.id],
      },
    ],
  });
  await page.goto('/booking');
  const downtown = page.getByRole('radio', { name: 'Downtown' });
  await downtown.locator('xpath=ancestor::label[1]').click();
  const service = page.getByRole('checkbox', { name: /^Classic Manicure, / });
  await service.locator('xpath=ancestor::label[1]').click();
  await page.getByLabel('Staff', { exact: true }).selectOption({ label: `Nell ${lastName}` });
  await page.getByLabel('Date', { exact: true }).fill(date);
  const times = page.getByRole('region', { name: 'Available times' });
  await expect(times.getByRole('button').first()).toBeVisible();
  const found: Record<string, Finding[]> = { times: await scan(page) };
  await times.getByRole('button').first().click();
  await expect(page.getByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  found.hold = await scan(page);
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(Object.fromEntries(Object.entries(found).filter(([, findings]) => findings.length > 0))).toEqual({});
});

// In two halves, so the two workers share them.
const half = Math.ceil(screens.length / 2);
test('the catalogue, business, help and other screens have no serious or critical accessibility violation with the default brand color', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await auditAll(page, screens.slice(half));
});

test('the dashboard, calendar, booking dialog, details drawer and team screens have no serious or critical accessibility violation with the default brand color', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await auditAll(page, screens.slice(0, half));
  await auditOverlays(page);
});

test('a light brand color and dark mode keep every text readable', async ({ page }) => {
  const user = await createThrowawayUser('contrast', 'admin');
  await signIn(page, user.username, user.password);
  await setColors(page, user, '#fde047', false);
  await page.reload();
  await themeApplied(page, '#fde047');
  await auditAll(page, lightBrandScreens, 'contrast');
  await auditOverlays(page, 'contrast');
  await setColors(page, user, '#8b5cf6', true);
  await page.reload();
  await themeApplied(page, '#8b5cf6');
  await auditAll(page, ['/dashboard', '/appointments?view=day', '/settings', '/booking-test'], 'contrast');
});

// The desktop run audits every screen above; the phone layout of the screens the front desk uses on the go.
test('the mobile agenda has no serious or critical accessibility violation on a phone', { tag: '@phone-only' }, async ({ page }) => {
  await signIn(page, 'frontdesk');
  await auditAll(page, ['/dashboard', '/appointments-mobile']);
});
