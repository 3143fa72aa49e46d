import { test, type Page } from '@playwright/test';
import { apiHeaders, expect, setChecked } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { createTestStaff, ensureBaileySchedule, expectNoSidewaysScroll, nextWeek, shownDate } from './support/team-e2e';

// One staff member's schedule (/staff-schedule/:id): the add/edit schedule dialog, the server's refusal of
// overlapping schedules, time off, and the team week grid (/schedule) following the change.
test.describe.configure({ timeout: 180_000 });

const cellOf = (page: Page, name: string, weekday: string) =>
  page.getByRole('table', { name: 'Team week' }).getByRole('link', { name: new RegExp(`^${name}, ${weekday}, `) });

test('an administrator sets a weekly schedule through the dialog, is refused an overlapping one, adds time off and sees the week follow', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const person = await createTestStaff(request, headers, 'Sched');
  const savedSchedules = async () =>
    ((await (await request.get(`/api/staff/${person.id}/schedule`, { headers })).json()) as { schedules: unknown[] }).schedules;
  await signIn(page, 'admin', DEMO_PASSWORD, `/staff-schedule/${person.id}`);
  await expect(page.getByRole('heading', { name: `Schedule of ${person.name}`, level: 1 })).toBeVisible();
  await expect(page.getByText('No weekly schedule')).toBeVisible();

  await page.getByRole('button', { name: 'Add schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add schedule' });
  await expect(dialog.getByLabel('Location')).toHaveValue(/.+/);
  await dialog.getByLabel('Tuesday end').fill('08:00');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog.getByText('The end time must be after the start time')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was saved.');
  expect(await savedSchedules()).toHaveLength(0);

  await dialog.getByLabel('Tuesday end').fill('17:00');
  await dialog.getByRole('button', { name: 'Add break on Tuesday' }).click();
  await dialog.getByLabel('Tuesday break 1 start').fill('12:00');
  await dialog.getByLabel('Tuesday break 1 end').fill('12:30');
  await setChecked(dialog.getByRole('checkbox', { name: 'Works on Monday' }), false);
  await setChecked(dialog.getByRole('checkbox', { name: 'Works on Saturday' }), true);
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog).toHaveCount(0);

  const card = page.getByRole('group', { name: /^Downtown, from / });
  await expect(card).toContainText('Tue–Sat 9:00 AM–5:00 PM');
  await expect(card.getByRole('row', { name: /^Monday/ })).toContainText('Day off');
  await expect(card.getByRole('row', { name: /^Tuesday/ })).toContainText('12:00 PM–12:30 PM');

  await card.getByRole('button', { name: 'Edit schedule' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit schedule' });
  await expect(edit.getByRole('checkbox', { name: 'Works on Monday' })).not.toBeChecked();
  await edit.getByLabel('Wednesday end').fill('15:00');
  await edit.getByRole('button', { name: 'Save schedule' }).click();
  await expect(edit).toHaveCount(0);
  await expect(card.getByRole('row', { name: /^Wednesday/ })).toContainText('9:00 AM–3:00 PM');

  // A second weekly schedule at the same times: someone cannot work two schedules at once.
  await page.getByRole('button', { name: 'Add schedule' }).click();
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Could not save the schedule' })).toContainText(
    'This overlaps the schedule at Downtown',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await savedSchedules()).toHaveLength(1);

  const thursday = nextWeek('Thursday');
  await page.getByRole('button', { name: 'Add time off' }).click();
  const timeOff = page.getByRole('dialog', { name: 'Add time off' });
  await timeOff.getByLabel('First day off').fill(thursday);
  await timeOff.getByLabel('Last day off').fill(thursday);
  await timeOff.getByLabel('Reason').selectOption('vacation');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(timeOff).toHaveCount(0);
  const timeOffRow = page
    .getByRole('table', { name: 'Time off' })
    .getByRole('row')
    .filter({ hasText: shownDate(thursday) });
  await expect(timeOffRow).toContainText('Vacation');
  await expect(timeOffRow).toContainText('Approved');

  // The team week follows: hours minus breaks, days off, and the time off.
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(cellOf(page, person.name, 'Tuesday')).toHaveAccessibleName(/: Working 9:00 AM–12:00 PM, 12:30 PM–5:00 PM$/);
  await expect(cellOf(page, person.name, 'Wednesday')).toHaveAccessibleName(/: Working 9:00 AM–3:00 PM$/);
  await expect(cellOf(page, person.name, 'Monday')).toHaveAccessibleName(/: Not working here$/);
  await expect(cellOf(page, person.name, 'Thursday')).toHaveAccessibleName(/: Not working here; Time off$/);
  await cellOf(page, person.name, 'Tuesday').click();
  await expect(page).toHaveURL((url) => url.pathname === `/staff-schedule/${person.id}`);
});

test('on a phone the staff schedules list summarises each week and opens a person', { tag: '@phone-only' }, async ({ page, request }) => {
  await ensureBaileySchedule(request, await apiHeaders(request));
  await signIn(page, 'admin', DEMO_PASSWORD, '/staff-schedule');
  const row = page.getByRole('table', { name: 'Staff schedules' }).getByRole('row').filter({ hasText: 'Bailey Basic' });
  await expect(row).toContainText('Tue–Sat 9:00 AM–5:00 PM');
  await expectNoSidewaysScroll(page);
  await row.getByRole('link', { name: 'Bailey Basic' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule of Bailey Basic', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Downtown, from / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add schedule' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
