import { test } from '@playwright/test';
import { apiHeaders, expect } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { addDays, BAILEY_ID, businessToday, ensureBaileySchedule, expectNoSidewaysScroll, locationId, shownDate } from './support/team-e2e';

// The team week (/schedule) and the basic-staff view: someone holding only view_own_schedule sees only
// their own row and their own schedule page, without edit controls, and requests time off for themselves.
test.describe.configure({ timeout: 180_000 });

const MAYA_ID = 'cccccccc-cccc-4ccc-8ccc-000000000001';

test('basic staff see only their own week and schedule, and request time off for themselves', async ({ page, request }) => {
  await ensureBaileySchedule(request, await apiHeaders(request));
  await signIn(page, 'basic', DEMO_PASSWORD, '/schedule');
  const grid = page.getByRole('table', { name: 'Team week' });
  await expect(grid.getByRole('rowheader')).toHaveCount(1);
  await expect(grid.getByRole('rowheader')).toHaveText('Bailey Basic');

  await grid.getByRole('rowheader').getByRole('link', { name: 'Bailey Basic' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/staff-schedule/${BAILEY_ID}`);
  await expect(page.getByRole('heading', { name: 'My schedule', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Downtown, from / }).first()).toBeVisible();
  for (const name of ['Add schedule', 'Edit schedule', 'Remove schedule', 'Change one date', 'Add time off'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  // A day far ahead, different on every run, so earlier requests never overlap this one.
  const day = addDays(businessToday(), 120 + Math.floor(Math.random() * 240));
  await page.getByRole('button', { name: 'Request time off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request time off' });
  await dialog.getByLabel('First day off').fill(day);
  await dialog.getByLabel('Last day off').fill(day);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription('Choose a reason');
  await dialog.getByLabel('Reason').selectOption('personal');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page
    .getByRole('table', { name: 'Time off' })
    .getByRole('row')
    .filter({ hasText: shownDate(day) });
  await expect(row).toContainText('Requested');
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // Their own request can be taken back (which also leaves the demo as it was).
  await row.getByRole('button', { name: `Cancel request: ${shownDate(day)}` }).click();
  await expect(row).toContainText('Cancelled');

  await page.goto(`/staff-schedule/${MAYA_ID}`);
  await expect(page.getByRole('heading', { name: 'You can only see your own schedule' })).toBeVisible();
  await page.getByRole('link', { name: 'Open my schedule' }).click();
  await expect(page.getByRole('heading', { name: 'My schedule', level: 1 })).toBeVisible();
});

test(
  'on a phone the front desk moves the team week back and forth and today is marked',
  { tag: '@phone-only' },
  async ({ page, request }) => {
    await ensureBaileySchedule(request, await apiHeaders(request));
    // The front desk reads every schedule ("when is Bailey in next?"); no edit right is needed to look.
    await signIn(page, 'frontdesk', DEMO_PASSWORD, '/schedule');
    const grid = page.getByRole('table', { name: 'Team week' });
    await expect(grid.getByRole('rowheader', { name: 'Bailey Basic' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(grid.getByRole('columnheader').and(page.locator('[aria-current="date"]'))).toHaveCount(1);
    const title = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const thisWeek = await title.textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(title).not.toHaveText(thisWeek ?? '');
    await expect(grid.locator('[aria-current="date"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(title).toHaveText(thisWeek ?? '');
  },
);

test('a change to someone’s schedule shows on their open schedule page without a reload', async ({ page, request }) => {
  const headers = await apiHeaders(request);
  await ensureBaileySchedule(request, headers);
  const day = addDays(businessToday(), 120 + Math.floor(Math.random() * 240));
  await signIn(page, 'basic', DEMO_PASSWORD, `/staff-schedule/${BAILEY_ID}`);
  await expect(page.getByRole('heading', { name: 'My schedule', level: 1 })).toBeVisible();
  await expect(page.getByText('No date changes')).toBeVisible();
  try {
    // A manager changes the day elsewhere (arranged through the API; the page under test is Bailey's).
    const changed = await request.put(`/api/staff/${BAILEY_ID}/exceptions/${day}`, {
      headers,
      data: {
        locationId: await locationId(request, headers, 'Downtown'),
        hours: [{ start: '10:00', end: '14:00' }],
        note: 'Cover for a colleague',
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const row = page
      .getByRole('table', { name: 'Date changes' })
      .getByRole('row')
      .filter({ hasText: shownDate(day) });
    await expect(row).toContainText('10:00 AM–2:00 PM');
    await expect(row).toContainText('Cover for a colleague');
    await expect(row.getByRole('button')).toHaveCount(0);
  } finally {
    await request.delete(`/api/staff/${BAILEY_ID}/exceptions/${day}`, { headers });
  }
  await expect(page.getByText('No date changes')).toBeVisible();
});
