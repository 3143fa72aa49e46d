import { test, type Page } from '@playwright/test';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { signIn } from './support/sign-in';

// Multi-step flows on a loaded two-core machine: more room than the default 30 s.
test.describe.configure({ timeout: 150_000 });

// The Classes screen (MODULES "Catalogue"): class types with a weekly timetable whose sessions
// block their room and instructor, and the next two weeks of sessions.

// The header's location is a per-user choice kept in the browser; the Locations tests may move the
// default meanwhile, so these tests choose Downtown themselves.
async function openClassesAtDowntown(page: Page) {
  await page.evaluate((locationId) => {
    const user = JSON.parse(localStorage.getItem('chairside_user') ?? '{}') as { id?: string };
    localStorage.setItem(`chairside_selected_location_${user.id}`, JSON.stringify(locationId));
  }, demoLocations.downtown.id);
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expect(page.getByText('At Downtown.', { exact: false })).toBeVisible();
}

type ClassFields = { name: string; instructor: string; room: string; weekday: string; time: string };

async function fillClass(page: Page, fields: ClassFields) {
  await page.getByRole('button', { name: 'Add class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add class' });
  await dialog.getByLabel('Class name').fill(fields.name);
  await dialog.getByLabel('Instructor').selectOption({ label: fields.instructor });
  await dialog.getByLabel('Room', { exact: true }).selectOption({ label: fields.room });
  await dialog.getByLabel('Capacity').fill('6');
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByLabel('Price ($)').fill('20');
  await dialog.getByLabel('Weekday of session time 1').selectOption({ label: fields.weekday });
  await dialog.getByLabel('Start time of session time 1').fill(fields.time);
  await dialog.getByRole('button', { name: 'Add class' }).click();
  return dialog;
}

test('a class with a timetable shows its upcoming sessions, and a second class in the same room at the same time is refused', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const studio = `E2E Studio ${suffix}`;
  const yoga = `E2E Yoga ${suffix}`;
  const barre = `E2E Barre ${suffix}`;
  // A room of its own, so no other class can already be in it at the chosen time.
  const room = await request.post('/api/rooms', {
    headers: await apiHeaders(request),
    data: { locationId: demoLocations.downtown.id, name: studio, capacity: 1, serviceIds: [] },
  });
  expect(room.status(), await room.text()).toBe(200);

  await signIn(page, 'admin');
  await openClassesAtDowntown(page);

  // The schema's messages first: a class needs a name and an instructor.
  await page.getByRole('button', { name: 'Add class' }).click();
  const empty = page.getByRole('dialog', { name: 'Add class' });
  await empty.getByRole('button', { name: 'Add class' }).click();
  await expect(empty.getByLabel('Class name')).toHaveAccessibleDescription('Class name is required');
  await expect(empty.getByLabel('Instructor')).toHaveAccessibleDescription('Choose an instructor');
  await empty.getByRole('button', { name: 'Cancel' }).click();

  // An early Sunday slot: no demo class or instructor is busy then.
  const dialog = await fillClass(page, { name: yoga, instructor: 'Bailey Basic', room: studio, weekday: 'Sunday', time: '06:35' });
  await expect(dialog).toHaveCount(0);
  const classRow = page.getByRole('table', { name: 'Classes' }).getByRole('row').filter({ hasText: yoga });
  await expect(classRow).toContainText('Sun 6:35 AM');
  await expect(classRow).toContainText('Bailey Basic');
  await expect(classRow).toContainText(studio);

  // Two weeks from today hold exactly two Sundays.
  const sessions = page.getByRole('table', { name: 'Upcoming sessions' }).getByRole('row').filter({ hasText: yoga });
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText(/Sun, \w{3} \d{1,2}/);
  await expect(sessions.first()).toContainText('6:35 AM – 7:20 AM');
  await expect(sessions.first()).toContainText(studio);
  await expect(sessions.first()).toContainText('Bailey Basic');

  // Same room, same weekday and time, another instructor: the server names the class in the way.
  const clash = await fillClass(page, { name: barre, instructor: 'Jordan Ellis', room: studio, weekday: 'Sunday', time: '06:35' });
  const refusal = clash.getByRole('alert').filter({ hasText: 'Could not add the class' });
  await expect(refusal).toContainText(yoga);
  await clash.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('table', { name: 'Classes' }).getByRole('row').filter({ hasText: barre })).toHaveCount(0);

  // Archived, the class gives no sessions any more.
  await page.getByRole('button', { name: `Archive ${yoga}` }).click();
  await expect(classRow).toHaveCount(0);
  await expect(sessions).toHaveCount(0);
});

test('on a phone the classes screen and its sessions stay within the screen', { tag: '@phone-only' }, async ({ page }) => {
  await signIn(page, 'admin');
  await openClassesAtDowntown(page);
  await expect(page.getByRole('heading', { name: 'Upcoming sessions', level: 2 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search sessions' })).toBeVisible();
  expect(await page.locator('html').evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);
});
