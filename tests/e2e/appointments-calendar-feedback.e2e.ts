import { test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { apiHeaders, expect, newSession, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import {
  appointmentBlock,
  bookThroughApi,
  clockLabel,
  createClient,
  dateAhead,
  demo,
  dragDown,
  freeIntervals,
  listAppointments,
} from './support/appointments-e2e';
import { DEMO_PASSWORD, signIn, visit } from './support/sign-in';

// As the front desk on the 1440 × 900 screen of the report: what a drag did (or
// why it was refused) shows where the person is looking, however far the page and the grid are scrolled;
// the whole bottom edge of a block resizes it; a move can be undone (a second move, so the history keeps
// both); the picture has a legend in every view and labels the buffer. Bookings are arranged through the
// front desk's own API session, on free time found and booked under the same per-person-and-day lock as
// the other calendar journeys.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const minute = 60_000;
const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

type Where = { locationId: string; date: string; staffId: string };

// The first quarter-hour start at or after `fromHour` (business clock) from which `minutes` are free.
async function freeStartFrom(
  request: APIRequestContext,
  headers: Record<string, string>,
  where: Where,
  minutes: number,
  fromHour: number,
): Promise<number | null> {
  const earliest = DateTime.fromISO(where.date, { zone: BUSINESS_TIME_ZONE }).set({ hour: fromHour }).toMillis();
  for (const span of await freeIntervals(request, headers, where.locationId, where.date, where.staffId)) {
    const start = Math.ceil(Math.max(span.start, earliest) / (15 * minute)) * 15 * minute;
    if (start + minutes * minute <= span.end) return start;
  }
  return null;
}

// Books under the lock of that person and day, trying the given days in turn until one has the time free.
async function bookFree<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  dates: readonly string[],
  staffId: string,
  minutes: number,
  fromHour: number,
  work: (start: number, date: string) => Promise<T>,
): Promise<T> {
  for (const date of dates) {
    const where = { locationId: demo.downtown, date, staffId };
    const booked = await withSharedStateLock(`slots-${staffId}-${date}`, async () => {
      const start = await freeStartFrom(request, headers, where, minutes, fromHour);
      return start === null ? null : { value: await work(start, date) };
    });
    if (booked) return booked.value;
  }
  throw new Error(`No ${minutes} free minutes from ${fromHour}:00 for ${staffId} on ${dates.join(', ')}`);
}

async function openDay(page: Page, date: string): Promise<void> {
  await visit(page, calendarPath(date));
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

// Polled: a toast slides in from above the top edge, so it is inside the viewport a moment after it shows.
async function expectInViewport(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('No viewport');
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
    })
    .toBe(true);
}

// Saturdays of Jordan's (he works Tuesday to Saturday, 10 to 7), two weeks and more ahead.
const jordanDays = [dateAhead(14, 6), dateAhead(21, 6), dateAhead(28, 6)];
// Thursdays of Jordan's for the resize alone: the block grows into the half hour after it, which another
// test booking on the same day could take between the booking and the drag.
const jordanResizeDays = [dateAhead(14, 4), dateAhead(21, 4), dateAhead(28, 4)];

test('a drag refused late in a scrolled day says why inside the viewport, and the block stays', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const suffix = uniqueSuffix();
  const [first, second] = [
    await createClient(request, headers, 'Ari', `Early${suffix}`),
    await createClient(request, headers, 'Bo', `Late${suffix}`),
  ];
  // Two half-hour cuts back to back in the late afternoon: dragging the second onto the first is refused.
  const { start, date } = await bookFree(request, headers, jordanDays, demo.staff.jordan.id, 60, 16, async (free, day) => {
    await bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId: first,
      startsAt: free,
      staffId: demo.staff.jordan.id,
      serviceId: demo.mensCut.id,
    });
    await bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId: second,
      startsAt: free + 30 * minute,
      staffId: demo.staff.jordan.id,
      serviceId: demo.mensCut.id,
    });
    return { start: free, date: day };
  });

  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  await openDay(page, date);
  const late = appointmentBlock(page, `Bo Late${suffix}`);
  await expect(late).toHaveAccessibleName(new RegExp(`^${clockLabel(start + 30 * minute)} `));
  // The person has scrolled the page and the grid down to the afternoon.
  await late.scrollIntoViewIfNeeded();
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);

  await dragDown(page, late, -30);
  const refusal = page.getByRole('alert').filter({ hasText: `Bo Late${suffix}` });
  await expect(refusal).toContainText(`${demo.staff.jordan.name} is already booked`);
  await expectInViewport(page, refusal);
  // Snapped back to where it was.
  await expect(late).toHaveAccessibleName(new RegExp(`^${clockLabel(start + 30 * minute)} `));
});

test('the whole bottom edge of a block resizes it: the end moves, the start stays', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const suffix = uniqueSuffix();
  const clientId = await createClient(request, headers, 'Cy', `Resize${suffix}`);
  const { start, date, id } = await bookFree(request, headers, jordanResizeDays, demo.staff.jordan.id, 90, 11, async (free, day) => ({
    start: free,
    date: day,
    id: await bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId,
      startsAt: free,
      staffId: demo.staff.jordan.id,
      serviceId: demo.mensCut.id,
    }),
  }));

  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  await openDay(page, date);
  const block = appointmentBlock(page, `Cy Resize${suffix}`);
  await block.scrollIntoViewIfNeeded();
  const [ten, eleven, box] = await Promise.all([
    page.getByText('10 AM', { exact: true }).boundingBox(),
    page.getByText('11 AM', { exact: true }).boundingBox(),
    block.boundingBox(),
  ]);
  if (!ten || !eleven || !box) throw new Error('The calendar grid is not on screen');
  // Grabbed near the left end of the bottom edge, far from the library's small mark in the middle.
  const x = box.x + 12;
  const y = box.y + box.height - 3;
  // Under the lock of Jordan's day, so no other test books the half hour the block grows into meanwhile.
  await withSharedStateLock(`slots-${demo.staff.jordan.id}-${date}`, async () => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 6, { steps: 3 });
    // Half an hour down, and a little into that quarter hour (the grid snaps to the quarter the pointer is in).
    await page.mouse.move(x, y + (eleven.y - ten.y) / 2 + 10, { steps: 12 });
    await page.mouse.up();
    await expect(
      page.getByRole('alert').filter({ hasText: `Cy Resize${suffix} now ends at ${clockLabel(start + 60 * minute)}` }),
    ).toBeVisible();
  });
  await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(start)} `));
  const saved = (await listAppointments(request, headers, demo.downtown, date)).find((appointment) => appointment.id === id);
  expect(saved && Date.parse(saved.startsAt)).toBe(start);
  expect(saved && Date.parse(saved.endsAt)).toBe(start + 60 * minute);
});

test('Undo puts a moved appointment back, and its timeline keeps both moves', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const suffix = uniqueSuffix();
  const clientName = `Dee Undo${suffix}`;
  const clientId = await createClient(request, headers, 'Dee', `Undo${suffix}`);
  const { start, date } = await bookFree(request, headers, jordanDays, demo.staff.jordan.id, 120, 10, async (free, day) => {
    await bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId,
      startsAt: free,
      staffId: demo.staff.jordan.id,
      serviceId: demo.mensCut.id,
    });
    return { start: free, date: day };
  });

  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  await openDay(page, date);
  const block = appointmentBlock(page, clientName);
  await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(start)} `));
  // The move and its undoing happen under the lock, so nobody takes either hour meanwhile.
  await withSharedStateLock(`slots-${demo.staff.jordan.id}-${date}`, async () => {
    await dragDown(page, block, 60);
    await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(start + 60 * minute)} `));
    const toast = page.getByRole('alert').filter({ hasText: `${clientName} moved to` });
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Undone: the appointment is back where it was' })).toBeVisible();
    await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(start)} `));
  });

  await block.click();
  const timeline = page.getByRole('dialog', { name: clientName }).getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(1)).toContainText(`Moved to`);
  await expect(timeline.nth(1)).toContainText(clockLabel(start + 60 * minute));
  await expect(timeline.nth(2)).toContainText(`Moved to`);
  await expect(timeline.nth(2)).toContainText(clockLabel(start));
});

test('the day and week views have a legend, and a service’s buffer is drawn and labelled', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const services = (await (await request.get('/api/services', { headers })).json()) as { id: string; name: string }[];
  const peel = services.find((service) => service.name === 'Chemical Peel');
  const staff = (await (await request.get('/api/staff', { headers })).json()) as { id: string; firstName: string }[];
  const priya = staff.find((member) => member.firstName === 'Priya');
  if (!peel || !priya) throw new Error('The demo catalogue has no Chemical Peel or no Priya');
  const suffix = uniqueSuffix();
  const clientId = await createClient(request, headers, 'Eve', `Peel${suffix}`);
  // Chemical Peel: 45 minutes and a 15-minute buffer, with Priya (Monday to Friday), in a room found for it.
  const priyaDays = [dateAhead(14, 3), dateAhead(15, 5), dateAhead(21, 2), dateAhead(35, 3)];
  const { date } = await bookFree(request, headers, priyaDays, priya.id, 60, 9, async (free, day) => {
    await bookThroughApi(request, headers, { locationId: demo.downtown, clientId, startsAt: free, staffId: priya.id, serviceId: peel.id });
    return { date: day };
  });

  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  await openDay(page, date);
  const block = appointmentBlock(page, `Eve Peel${suffix}`);
  await block.scrollIntoViewIfNeeded();
  const buffer = block.getByText('Buffer', { exact: true });
  await expect(buffer).toBeVisible();
  // The buffer is the last quarter of the hour-long block.
  const [blockBox, bufferBox] = await Promise.all([block.boundingBox(), buffer.boundingBox()]);
  if (!blockBox || !bufferBox) throw new Error('The block is not on screen');
  expect(Math.abs(bufferBox.y + bufferBox.height - (blockBox.y + blockBox.height))).toBeLessThan(4);
  expect(bufferBox.height / blockBox.height).toBeGreaterThan(0.2);
  expect(bufferBox.height / blockBox.height).toBeLessThan(0.3);

  const legend = page.getByRole('list', { name: 'Legend' });
  for (const entry of ['Not working', 'Time off', 'Processing', 'Buffer']) await expect(legend).toContainText(entry);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const entry of ['Not working', 'Time off', 'Processing', 'Buffer']) await expect(legend).toContainText(entry);
  await expect(appointmentBlock(page, `Eve Peel${suffix}`).getByText('Buffer', { exact: true })).toBeAttached();
});

// A status belongs to the appointment's day and can be taken back. The front desk confirms
// by mistake and reverts it (its own change), and is refused a check-in a week early in words; a manager
// checks the client in anyway, with a reason the timeline keeps.
test('a status set by mistake is reverted by its author; check-in ahead of the day is not offered to the front desk (it is told why) and is allowed to a manager with a reason', async ({
  page,
  browser,
  request,
}) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const suffix = uniqueSuffix();
  const clientName = `Fay Early${suffix}`;
  const clientId = await createClient(request, headers, 'Fay', `Early${suffix}`);
  const { date } = await bookFree(request, headers, jordanDays, demo.staff.jordan.id, 30, 10, async (free, day) => {
    await bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId,
      startsAt: free,
      staffId: demo.staff.jordan.id,
      serviceId: demo.mensCut.id,
    });
    return { date: day };
  });

  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  await openDay(page, date);
  const block = appointmentBlock(page, clientName);
  await block.click();
  const drawer = page.getByRole('dialog', { name: clientName });
  const actions = drawer.getByRole('group', { name: 'Appointment actions' });
  // A future visit cannot be completed.
  await expect(actions.getByRole('button', { name: 'Complete' })).toHaveCount(0);

  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(block).toHaveAccessibleName(/\(Confirmed\)$/);
  await actions.getByRole('button', { name: 'Revert status' }).click();
  const revert = page.getByRole('dialog', { name: 'Revert status' });
  await revert.getByLabel('Reason (optional)').fill('Confirmed the wrong client');
  await revert.getByRole('button', { name: 'Revert status' }).click();
  await expect(revert).toHaveCount(0);
  await expect(block).toHaveAccessibleName(/\(Booked\)$/);
  const timeline = drawer.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.last()).toContainText('Confirmed the wrong client');
  await expect(timeline.last()).toContainText(demo.users.frontdesk.name);

  // Checking in ahead of the day is not offered to the front desk (the server would refuse it): it is told why.
  await expect(actions.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(actions.getByText('Check-in opens on the day of the visit.')).toBeVisible();

  // The manager, on their own screen.
  const managerSession = await newSession(browser);
  try {
    const manager = await managerSession.newPage();
    await signIn(manager, 'manager', DEMO_PASSWORD, calendarPath(date));
    await openDay(manager, date);
    await appointmentBlock(manager, clientName).click();
    const managerDrawer = manager.getByRole('dialog', { name: clientName });
    await managerDrawer.getByRole('group', { name: 'Appointment actions' }).getByRole('button', { name: 'Check in' }).click();
    const reasonDialog = manager.getByRole('dialog', { name: 'Check in on another day' });
    await reasonDialog.getByRole('button', { name: 'Check in' }).click();
    await expect(reasonDialog.getByText('Give a reason')).toBeVisible();
    await reasonDialog.getByLabel('Reason').fill('Came in a week early for a patch test');
    await reasonDialog.getByRole('button', { name: 'Check in' }).click();
    await expect(reasonDialog).toHaveCount(0);
    await expect(appointmentBlock(manager, clientName)).toHaveAccessibleName(/\(Checked in\)$/);
    await expect(managerDrawer.getByRole('region', { name: 'Timeline' })).toContainText('Came in a week early for a patch test');
  } finally {
    await managerSession.close();
  }
  // The front desk's screen follows live.
  await expect(block).toHaveAccessibleName(/\(Checked in\)$/);
});
