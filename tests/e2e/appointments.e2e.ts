import { test, type Page } from '@playwright/test';
import { apiHeaders, expect, newSession, uniqueSuffix } from './support/business-e2e';
import {
  appointmentBlock,
  bookThroughApi,
  clockLabel,
  createClient,
  dateAhead,
  demo,
  dragDown,
  listAppointments,
  localTime,
  withFreeSlot,
} from './support/appointments-e2e';
import { DEMO_PASSWORD, signIn, visit } from './support/sign-in';

// The calendar (MODULES "Appointments and calendar"): live in every open session, refusals in the
// server's words, and read-only for basic staff. Each journey runs as the least-privileged role that does
// it: the front desk books, moves and cancels; basic staff watch. Every test works on a day a week or more ahead, on a
// staff member's free time found (and booked) under a lock, so the demo diary and other tests stay clear.
test.describe.configure({ timeout: 180_000 });
// Tall enough to show a working day without scrolling the grid, so a block can be dragged an hour down.
test.use({ viewport: { width: 1440, height: 1400 } });

const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

// Resolves when the page's live connection says it is live (socket.io's `ready`); call before the page opens.
function liveReady(page: Page): Promise<unknown> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => String(payload).startsWith('42["ready"') && resolve(undefined)),
    ),
  );
}

async function openCalendar(page: Page, date: string): Promise<void> {
  await visit(page, calendarPath(date));
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('the front desk books, moves and cancels an appointment; basic staff see it appear, move and go; its timeline names who did each', async ({
  page,
  browser,
  request,
}) => {
  const headers = await apiHeaders(request);
  const date = dateAhead(7, 2);
  const clientName = `Robin E2E${uniqueSuffix()}`;
  const watcher = await newSession(browser);
  try {
    const other = await watcher.newPage();
    const otherLive = liveReady(other);
    await signIn(other, 'basic', DEMO_PASSWORD, calendarPath(date));
    await openCalendar(other, date);
    // Once live, the other screen takes every change in from the notices themselves (they carry the
    // appointments): from here its calendar reads fail, and it must still follow the booking, move and cancel.
    await otherLive;
    await other.route(/\/api\/appointments\?/, (route) => route.abort());
    await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
    await openCalendar(page, date);

    const start = await withFreeSlot(
      request,
      headers,
      { locationId: demo.downtown, date, staffId: demo.staff.jordan.id },
      120,
      async (free) => {
        // The client is new, added from the booking dialog.
        await page.getByRole('button', { name: 'New appointment' }).click();
        const dialog = page.getByRole('dialog', { name: 'New appointment' });
        await dialog.getByRole('combobox', { name: 'Client' }).fill(clientName);
        await expect(dialog.getByRole('status').filter({ hasText: 'No client matches' })).toBeVisible();
        await dialog.getByRole('button', { name: 'New client' }).click();
        const newClient = dialog.getByRole('group', { name: 'New client' });
        await expect(newClient.getByLabel('First name')).toHaveValue('Robin');
        // A number no demo client has (theirs are 555-01xx), or the dialog would offer that client instead.
        await newClient.getByLabel('Phone').fill(`(312) 555-${2000 + Math.floor(Math.random() * 8000)}`);
        // Created with the booking, not before it (a refused booking must not leave the client behind).
        await newClient.getByRole('button', { name: 'Use new client' }).click();
        await expect(dialog.getByRole('button', { name: 'Change client' })).toBeVisible();
        await dialog.getByLabel('Service', { exact: true }).selectOption({ label: demo.mensCut.name });
        await dialog.getByLabel('Staff', { exact: true }).selectOption({ label: demo.staff.jordan.name });
        await dialog.getByLabel('Date').fill(date);
        await dialog.getByLabel('Start time').fill(localTime(free));
        await dialog.getByRole('button', { name: 'Book' }).click();
        await expect(dialog).toHaveCount(0);
        return free;
      },
    );

    // Appears on the basic staff member's calendar without a reload, in Jordan's column at its time.
    await expect(appointmentBlock(other, clientName)).toHaveAccessibleName(
      `${clockLabel(start)} ${demo.mensCut.name} — ${clientName} with ${demo.staff.jordan.name} (Booked)`,
    );
    const block = appointmentBlock(page, clientName);
    await expect(block).toBeVisible();
    // The front desk reads every schedule, so its calendar shades the hours nobody works instead of saying it cannot.
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Not working');
    await expect(page.getByText(/Working hours are not shaded/)).toHaveCount(0);

    // Dragged an hour later by the front desk: it moves on the other screen.
    const later = start + 60 * 60_000;
    await dragDown(page, block, 60);
    await expect(appointmentBlock(other, clientName)).toHaveAccessibleName(new RegExp(`^${clockLabel(later)} `));
    await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(later)} `));

    // Cancelled at the front desk with a reason: it leaves the other calendar.
    await block.click();
    const drawer = page.getByRole('dialog', { name: clientName });
    await drawer.getByRole('button', { name: 'Cancel appointment' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel appointment' });
    await cancel.getByLabel('Reason').fill('Client is unwell');
    await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(cancel).toHaveCount(0);
    await expect(appointmentBlock(other, clientName)).toHaveCount(0);

    // The details: each step with who did it.
    await expect(drawer.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    const timeline = drawer.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText(`Booked ${demo.mensCut.name} with ${demo.staff.jordan.name}`);
    await expect(timeline.nth(0)).toContainText(demo.users.frontdesk.name);
    await expect(timeline.nth(1)).toContainText(`Moved to`);
    await expect(timeline.nth(1)).toContainText(clockLabel(later));
    await expect(timeline.nth(1)).toContainText(demo.users.frontdesk.name);
    await expect(timeline.nth(2)).toContainText('Cancelled: Client is unwell');
    await expect(timeline.nth(2)).toContainText(demo.users.frontdesk.name);
  } finally {
    await watcher.close();
  }
});

test('a double booking is refused with the server’s reason, and nothing is booked', async ({ page, request }) => {
  const headers = await apiHeaders(request);
  const date = dateAhead(8, 3);
  const suffix = uniqueSuffix();
  const first = await createClient(request, headers, 'Sasha', `First${suffix}`);
  const second = await createClient(request, headers, 'Noor', `Second${suffix}`);
  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  await openCalendar(page, date);

  await withFreeSlot(request, headers, { locationId: demo.downtown, date, staffId: demo.staff.bailey.id }, 30, async (start) => {
    await bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId: first,
      startsAt: start,
      staffId: demo.staff.bailey.id,
      serviceId: demo.mensCut.id,
    });
    await expect(appointmentBlock(page, `Sasha First${suffix}`)).toBeVisible();

    await page.getByRole('button', { name: 'New appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByRole('combobox', { name: 'Client' }).fill(`Second${suffix}`);
    await dialog.getByRole('option', { name: new RegExp(`Noor Second${suffix}`) }).click();
    await dialog.getByLabel('Service', { exact: true }).selectOption({ label: demo.mensCut.name });
    await dialog.getByLabel('Staff', { exact: true }).selectOption({ label: demo.staff.bailey.name });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Start time').fill(localTime(start));
    await dialog.getByRole('button', { name: 'Book' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Could not book the appointment' });
    await expect(refusal).toContainText(`${demo.staff.bailey.name} is already booked`);
    await expect(dialog).toBeVisible();
  });
  const booked = await listAppointments(request, headers, demo.downtown, date);
  expect(booked.filter((appointment) => appointment.clientId === second)).toHaveLength(0);
  expect(booked.filter((appointment) => appointment.clientId === first)).toHaveLength(1);
  await expect(appointmentBlock(page, `Noor Second${suffix}`)).toHaveCount(0);
});

test('basic staff see the calendar and an appointment’s details, without booking or status controls', async ({ page, request }) => {
  const headers = await apiHeaders(request);
  const date = dateAhead(9, 4);
  const suffix = uniqueSuffix();
  const clientId = await createClient(request, headers, 'Kit', `Viewer${suffix}`);
  await withFreeSlot(request, headers, { locationId: demo.downtown, date, staffId: demo.staff.bailey.id }, 30, (start) =>
    bookThroughApi(request, headers, {
      locationId: demo.downtown,
      clientId,
      startsAt: start,
      staffId: demo.staff.bailey.id,
      serviceId: demo.mensCut.id,
    }),
  );

  await signIn(page, 'basic', DEMO_PASSWORD, calendarPath(date));
  await openCalendar(page, date);
  const block = appointmentBlock(page, `Kit Viewer${suffix}`);
  await expect(block).toBeVisible();
  await expect(page.getByRole('button', { name: 'New appointment' })).toHaveCount(0);
  // They read only their own schedule: colleagues' columns are left unshaded, and the calendar says why.
  await expect(page.getByText('Only your own working hours are shaded', { exact: false })).toBeVisible();
  await block.click();
  const drawer = page.getByRole('dialog', { name: `Kit Viewer${suffix}` });
  await expect(drawer.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Appointment actions' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Check in' })).toHaveCount(0);
});
