import { readFileSync } from 'node:fs';
import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import {
  publicBookingInfoSchema,
  publicHoldReplySchema,
  publicSlotsSchema,
  type BookingDesign,
} from '@chairside/shared/booking/booking-dto';
import { apiHeaders, expect, newSession, pageAlerts, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import { createClient, dateAhead, demo, listAppointments } from './support/appointments-e2e';
import { liveReady } from './support/live-ready';
import { emailsTo, inboxMark, waitForNewEmail } from './support/mail-inbox';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// Online booking, as the people who use it: two anonymous visitors on /booking for the same
// location, service and day (one holds, the other sees the time vanish and come back, live), a visitor who
// books and gets the confirmation e-mail, the front desk's calendar showing the hold and the booking live,
// a signed-in client cancelling from My appointments, and the front desk booking a client at /booking-test.
// Each test books Classic Manicure at Downtown with a manicurist of its own, hired through the test-only seed
// route for that one day, so no test depends on what another books (or on the demo diary).
test.describe.configure({ timeout: 240_000 });

type Manicurist = { id: string; name: string };
const serviceName = 'Classic Manicure';
const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;
const minute = 60_000;

// A Tuesday to Saturday a week or more out: the test's manicurist works only that day.
const dayFor = (weekday: number) => dateAhead(7, weekday);

// A manicurist who works `date`, 9 AM to 5 PM at Downtown, and nobody else's tests see.
async function ownManicurist(request: APIRequestContext, serviceId: string, date: string): Promise<Manicurist> {
  const lastName = `Nails${uniqueSuffix()}`;
  const { staff } = await seedWorld(request, {
    staff: [
      {
        firstName: 'Nell',
        lastName,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [DateTime.fromISO(date).weekday],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [serviceId],
      },
    ],
  });
  const id = staff[0]?.id ?? '';
  // The booking path caches who performs what per process, dropped by change notices (a 5 s TTL behind
  // them): the public API knows the new manicurist a moment after the seed, as a client's page would.
  const slotsUrl = `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${serviceId}&staffId=${id}&date=${date}`;
  await expect.poll(async () => (await request.get(slotsUrl)).status(), { timeout: 15_000 }).toBe(200);
  return { id, name: `Nell ${lastName}` };
}

async function bookingFacts(request: APIRequestContext) {
  const response = await request.get('/api/public/booking');
  expect(response.status(), await response.text()).toBe(200);
  const info = publicBookingInfoSchema.parse(await response.json());
  const service = info.services.find((candidate) => candidate.name === serviceName);
  const location = info.locations.find((candidate) => candidate.id === demo.downtown);
  if (!service || !location) throw new Error(`${serviceName} at Downtown is not offered online`);
  return { serviceId: service.id, zone: location.timeZone, locationName: location.name };
}

// The free starts the public API offers with the manicurist that day.
async function freeStarts(request: APIRequestContext, serviceId: string, staff: Manicurist, date: string): Promise<string[]> {
  const response = await request.get(
    `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${serviceId}&staffId=${staff.id}&date=${date}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return publicSlotsSchema.parse(await response.json()).slots.map((slot) => slot.startsAt);
}

const clock = (startsAt: string, zone: string) => DateTime.fromISO(startsAt, { zone }).toFormat('h:mm a');

// Opens /booking (or /booking-test) and chooses Downtown, the manicure, the manicurist and the day, as a person does.
async function chooseManicure(page: Page, path: string, staff: Manicurist, date: string): Promise<void> {
  await page.goto(path);
  const downtown = page.getByRole('radio', { name: 'Downtown' });
  await downtown.locator('xpath=ancestor::label[1]').click();
  await expect(downtown).toBeChecked();
  const service = page.getByRole('checkbox', { name: new RegExp(`^${serviceName}, `) });
  await service.locator('xpath=ancestor::label[1]').click();
  await expect(service).toBeChecked();
  await page.getByLabel('Staff', { exact: true }).selectOption({ label: staff.name });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await expect(page.getByRole('button', { name: DateTime.fromISO(date).toFormat('cccc, LLLL d'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

const times = (page: Page) => page.getByRole('region', { name: 'Available times' });
const slotButton = (page: Page, label: string) => times(page).getByRole('button', { name: label, exact: true });
const holdTimer = (page: Page) => page.getByRole('timer', { name: 'Time left on your hold' });
const heldBlock = (page: Page, label: string, staff: Manicurist) =>
  page.getByRole('button', { name: new RegExp(`^${label} Held: ${serviceName} with ${staff.name}`) });

async function anonymousVisitor(browser: Browser): Promise<Page> {
  const context = await newSession(browser);
  return context.newPage();
}

async function frontDeskCalendar(browser: Browser, date: string): Promise<Page> {
  const page = await (await newSession(browser)).newPage();
  const ready = liveReady(page);
  await signIn(page, 'frontdesk', undefined, calendarPath(date));
  await ready;
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  return page;
}

test('two visitors: a hold vanishes from the other’s times and comes back on release; a booking is confirmed, e-mailed and on the desk’s calendar live', async ({
  browser,
  request,
}) => {
  const { serviceId, zone, locationName } = await bookingFacts(request);
  const date = dayFor(3);
  const staff = await ownManicurist(request, serviceId, date);
  const [startsAt] = await freeStarts(request, serviceId, staff, date);
  if (!startsAt) throw new Error(`${staff.name} has no free time on ${date}`);
  const label = clock(startsAt, zone);

  const a = await anonymousVisitor(browser);
  const b = await anonymousVisitor(browser);
  const desk = await frontDeskCalendar(browser, date);
  const bReady = liveReady(b);
  await chooseManicure(a, '/booking', staff, date);
  await chooseManicure(b, '/booking', staff, date);
  await bReady;
  await expect(slotButton(b, label)).toBeVisible();

  // A holds: the countdown shows at once, and the time leaves B's list and shows as Held on the desk.
  await slotButton(a, label).click();
  await expect(holdTimer(a)).toHaveText(/^Held for you for \d:\d\d$/);
  await expect(a.getByRole('region', { name: 'Your time' })).toContainText(`with ${staff.name}`);
  await expect(slotButton(b, label)).toHaveCount(0);
  await expect(heldBlock(desk, label, staff)).toBeVisible();

  // B cannot hold it either, through the API.
  const refused = await b.request.post('/api/public/booking/holds', {
    data: { locationId: demo.downtown, serviceIds: [serviceId], staffId: staff.id, startsAt },
  });
  expect(refused.status(), await refused.text()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBeTruthy();

  // The countdown runs.
  const first = await holdTimer(a).textContent();
  await expect.poll(() => holdTimer(a).textContent(), { timeout: 5_000 }).not.toBe(first);

  // A releases: the time comes back for B and leaves the desk's calendar.
  await a.getByRole('button', { name: 'Release' }).click();
  await expect(holdTimer(a)).toHaveCount(0);
  await expect(slotButton(b, label)).toBeVisible();
  await expect(heldBlock(desk, label, staff)).toHaveCount(0);

  // A holds again and books with their details.
  const suffix = uniqueSuffix();
  const email = `online.${suffix}@example.test`;
  const seen = await inboxMark(email);
  await slotButton(a, label).click();
  await expect(holdTimer(a)).toBeVisible();
  await a.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(a.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await a.getByLabel('First name').fill('Olive');
  await a.getByLabel('Last name').fill(`Online${suffix}`);
  await a.getByLabel('E-mail').fill(email);
  await a.getByLabel('Phone').fill(`(312) 555-${String(Math.floor(1000 + Math.random() * 8999))}`);
  await a.getByRole('button', { name: 'Confirm booking' }).click();

  const confirmed = a.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmed).toContainText(serviceName);
  await expect(confirmed).toContainText(staff.name);
  await expect(confirmed).toContainText(locationName);
  await expect(confirmed).toContainText('$30.00');
  await expect(confirmed).toContainText(label);

  // "Add to calendar" downloads the appointment as an iCalendar file.
  const [download] = await Promise.all([a.waitForEvent('download'), confirmed.getByRole('button', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe('appointment.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${DateTime.fromISO(startsAt).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`);

  // The confirmation e-mail leaves through the outbox, with the calendar file.
  const mail = await waitForNewEmail(email, seen);
  expect(`${mail.subject}\n${mail.text}`).toContain(serviceName);
  // (The catcher lists attachments.)
  const attachments = (mail as { attachments?: { filename: string | null; content: string }[] }).attachments ?? [];
  const calendarFile = attachments.find((file) => file.filename?.endsWith('.ics'));
  expect(calendarFile?.content).toContain(`DTSTART:${DateTime.fromISO(startsAt).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`);

  // The desk's calendar shows the booking without a reload, marked as booked online, and says so once;
  // the time stays gone for B.
  await expect(
    desk.getByRole('button', {
      name: new RegExp(`^${label} ${serviceName} — Olive Online${suffix} with ${staff.name} \\(Booked\\), booked online$`),
    }),
  ).toBeVisible();
  await expect(desk.getByRole('alert').filter({ hasText: `New online booking: Olive Online${suffix}` })).toContainText(label);
  await expect(heldBlock(desk, label, staff)).toHaveCount(0);
  await expect(slotButton(b, label)).toHaveCount(0);

  // Book another: back to the choices.
  await confirmed.getByRole('button', { name: 'Book another' }).click();
  await expect(a.getByRole('group', { name: 'Services' })).toBeVisible();
});

// Desktop only: a double click is the same request twice at any width.
test('a double-clicked "Confirm booking" books once and shows that booking, with one confirmation e-mail', async ({ page, request }) => {
  const { serviceId, zone } = await bookingFacts(request);
  const date = dayFor(2);
  const staff = await ownManicurist(request, serviceId, date);
  const [startsAt] = await freeStarts(request, serviceId, staff, date);
  if (!startsAt) throw new Error(`${staff.name} has no free time on ${date}`);
  const label = clock(startsAt, zone);
  const suffix = uniqueSuffix();
  const email = `double.${suffix}@example.test`;
  const seen = await inboxMark(email);

  await chooseManicure(page, '/booking', staff, date);
  await slotButton(page, label).click();
  await expect(holdTimer(page)).toBeVisible();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill(`Double${suffix}`);
  await page.getByLabel('E-mail').fill(email);
  const confirmations: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/public/booking/bookings')) confirmations.push(String(response.status()));
  });
  await page.getByRole('button', { name: 'Confirm booking' }).dblclick();

  const confirmed = page.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmed).toContainText(serviceName);
  await expect(confirmed).toContainText(label);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(holdTimer(page)).toHaveCount(0);
  // Whichever clicks reached the server (the second may find the button already busy) were answered with
  // the one booking.
  await expect.poll(() => confirmations.length).toBeGreaterThan(0);
  expect(
    confirmations.every((status) => status === '201'),
    confirmations.join(', '),
  ).toBe(true);

  const desk = await apiHeaders(request, 'frontdesk');
  const booked = (await listAppointments(request, desk, demo.downtown, date)).filter((appointment) =>
    appointment.items.some((item) => item.staffId === staff.id),
  );
  expect(booked).toHaveLength(1);
  await waitForNewEmail(email, seen);
  // Both replies were in before the first e-mail arrived; a second confirmation, queued with them, would be
  // sent within the same second or two by the outbox worker.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await emailsTo(email)).toHaveLength(1);
});

test(
  'a refused pick is told beside the times, in view, however far down the client had scrolled',
  { tag: '@phone' },
  async ({ page, request }) => {
    const { serviceId, zone } = await bookingFacts(request);
    const date = dayFor(3);
    const staff = await ownManicurist(request, serviceId, date);
    const starts = await freeStarts(request, serviceId, staff, date);
    // Two times apart (the manicure takes 30 minutes), and the day's last, far down the list.
    const first = starts[0];
    const second = starts.find((startsAt) => first !== undefined && Date.parse(startsAt) >= Date.parse(first) + 60 * minute);
    const last = starts.at(-1);
    if (!first || !second || !last || starts.length < 4) throw new Error(`${staff.name} has too few free times on ${date}`);
    // This browser already holds two times (placed a moment ago, in another tab, with the same visitor
    // cookie): a third is refused.
    const held = [];
    for (const startsAt of [first, second]) {
      const place = () =>
        page.request.post('/api/public/booking/holds', {
          data: { locationId: demo.downtown, serviceIds: [serviceId], staffId: staff.id, startsAt },
        });
      // The booking path caches who performs what for a few seconds; the manicurist was hired a moment ago.
      let reply = await place();
      await expect.poll(async () => (reply.status() === 201 ? 201 : (reply = await place()).status())).toBe(201);
      held.push(publicHoldReplySchema.parse(await reply.json()));
    }
    try {
      await chooseManicure(page, '/booking', staff, date);
      const lastSlot = slotButton(page, clock(last, zone));
      await lastSlot.scrollIntoViewIfNeeded();
      await lastSlot.click();
      const refusal = page.getByRole('alert').filter({ hasText: 'You already hold 2 times' });
      await expect(refusal).toBeVisible();
      await expect(refusal).toBeInViewport();
      await expect(holdTimer(page)).toHaveCount(0);
    } finally {
      for (const hold of held)
        await request.delete(`/api/public/booking/holds/${hold.holdId}`, { headers: { 'X-Hold-Token': hold.holdToken } });
    }
  },
);

test('a time taken by someone else while the list was stale is refused in view, and leaves the list', async ({ page, request }) => {
  const { serviceId, zone } = await bookingFacts(request);
  const date = dayFor(5);
  const staff = await ownManicurist(request, serviceId, date);
  const starts = await freeStarts(request, serviceId, staff, date);
  const taken = starts.at(-1);
  if (!taken || starts.length < 4) throw new Error(`${staff.name} has too few free times on ${date}`);
  // The page hears no live notices (a lost connection): its list still offers the time someone else holds.
  // (The live socket is a WebSocket: a route of its own that never reaches the server, so no notice arrives.)
  await page.routeWebSocket(/\/socket\.io\//, () => undefined);
  await chooseManicure(page, '/booking', staff, date);
  const stale = slotButton(page, clock(taken, zone));
  await expect(stale).toBeVisible();
  const other = await request.post('/api/public/booking/holds', {
    data: { locationId: demo.downtown, serviceIds: [serviceId], staffId: staff.id, startsAt: taken },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherHold = publicHoldReplySchema.parse(await other.json());
  try {
    await stale.scrollIntoViewIfNeeded();
    await stale.click();
    const refusal = page.getByRole('alert').filter({ hasText: `${staff.name} is held for another booking` });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeInViewport();
    await expect(holdTimer(page)).toHaveCount(0);
    // The list was read again: the time that was just taken is gone, the others stay.
    await expect(stale).toHaveCount(0);
    await expect(slotButton(page, clock(starts[0]!, zone))).toBeVisible();
  } finally {
    await request.delete(`/api/public/booking/holds/${otherHold.holdId}`, { headers: { 'X-Hold-Token': otherHold.holdToken } });
  }
});

test('a hold that lapses gives the time back to every booker and the desk’s calendar, without a reload', async ({ browser, request }) => {
  const admin = await apiHeaders(request, 'admin');
  const { serviceId, zone } = await bookingFacts(request);
  const date = dayFor(4);
  const staff = await ownManicurist(request, serviceId, date);
  const [startsAt] = await freeStarts(request, serviceId, staff, date);
  if (!startsAt) throw new Error(`${staff.name} has no free time on ${date}`);
  const label = clock(startsAt, zone);

  const a = await anonymousVisitor(browser);
  const b = await anonymousVisitor(browser);
  const desk = await frontDeskCalendar(browser, date);
  await chooseManicure(a, '/booking', staff, date);
  await chooseManicure(b, '/booking', staff, date);
  await expect(slotButton(b, label)).toBeVisible();

  // The design's shortest hold (a minute) only while A places it: a hold keeps the length it was placed
  // with, so the shared design is put back at once, and other tests wait on its lock for moments only.
  await withSharedStateLock('booking-design', async () => {
    const read = await request.get('/api/booking-design', { headers: admin });
    expect(read.status(), await read.text()).toBe(200);
    const saved = (await read.json()) as BookingDesign;
    const put = await request.put('/api/booking-design', { headers: admin, data: { ...saved, holdMinutes: 1 } });
    expect(put.status(), await put.text()).toBeLessThan(300);
    try {
      await slotButton(a, label).click();
      await expect(holdTimer(a)).toHaveText(/^Held for you for [01]:\d\d$/);
    } finally {
      const restored = await request.put('/api/booking-design', { headers: admin, data: saved });
      expect(restored.status(), await restored.text()).toBeLessThan(300);
    }
  });
  await expect(slotButton(b, label)).toHaveCount(0);
  await expect(heldBlock(desk, label, staff)).toBeVisible();

  // A minute later the hold lapses: A is told and is back at the times; B and the desk see it free.
  await expect(a.getByText(`Your hold on ${label} has lapsed`)).toBeVisible({ timeout: 90_000 });
  await expect(slotButton(a, label)).toBeVisible();
  await expect(slotButton(b, label)).toBeVisible({ timeout: 30_000 });
  await expect(heldBlock(desk, label, staff)).toHaveCount(0, { timeout: 30_000 });
});

test('a signed-in client books without typing their details, then cancels from My appointments', async ({ page, request }) => {
  const { serviceId, zone } = await bookingFacts(request);
  const date = dayFor(5);
  const staff = await ownManicurist(request, serviceId, date);
  const [startsAt] = await freeStarts(request, serviceId, staff, date);
  if (!startsAt) throw new Error(`${staff.name} has no free time on ${date}`);
  const label = clock(startsAt, zone);

  await signIn(page, 'client');
  await expect(page.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
  await chooseManicure(page, '/booking', staff, date);
  await slotButton(page, label).click();
  await expect(holdTimer(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your time' })).toContainText('Booking as Casey Client');
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('region', { name: 'Booking confirmed' })).toContainText(serviceName);

  await page.getByRole('tab', { name: 'My appointments' }).click();
  const mine = page.getByRole('region', { name: 'My appointments' });
  const when = DateTime.fromISO(startsAt, { zone }).toFormat('LLL d, yyyy, h:mm a');
  const item = mine.getByRole('listitem', { name: `${serviceName} on ${when}` });
  await expect(item).toContainText(staff.name);
  await item.getByRole('button', { name: `Cancel ${serviceName} on ${when}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await dialog.getByLabel('Reason (optional)').fill('Plans changed');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.getByRole('status')).toContainText(`Your appointment on ${when} is cancelled.`);
  // It stays listed as cancelled, with nothing left to change.
  await expect(item).toContainText('Cancelled');
  await expect(item.getByRole('button')).toHaveCount(0);

  // The time is free again for everyone.
  await expect.poll(() => freeStarts(request, serviceId, staff, date)).toContain(startsAt);
});

test('the front desk books an existing client at Client Booking (/booking-test)', async ({ page, request }) => {
  const desk = await apiHeaders(request, 'frontdesk');
  const suffix = uniqueSuffix();
  const clientName = `Bea Booked${suffix}`;
  const clientId = await createClient(request, desk, 'Bea', `Booked${suffix}`);
  const { serviceId, zone } = await bookingFacts(request);
  const date = dayFor(6);
  const staff = await ownManicurist(request, serviceId, date);
  const [startsAt] = await freeStarts(request, serviceId, staff, date);
  if (!startsAt) throw new Error(`${staff.name} has no free time on ${date}`);
  const label = clock(startsAt, zone);

  await signIn(page, 'frontdesk', undefined, '/booking-test');
  await expect(page.getByRole('heading', { name: 'Client Booking', level: 1 })).toBeVisible();
  await chooseManicure(page, '/booking-test', staff, date);
  await slotButton(page, label).click();
  await expect(holdTimer(page)).toBeVisible();

  // No client yet: the desk is asked to find one.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(pageAlerts(page)).toContainText('Find the client, or add a new one');
  await page.getByLabel('Find client').fill(`Booked${suffix}`);
  await page.getByRole('button', { name: `Choose ${clientName}` }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const confirmed = page.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmed).toContainText(`${clientName} is booked.`);
  await expect(confirmed).toContainText(staff.name);

  const booked = (await listAppointments(request, desk, demo.downtown, date)).filter((appointment) => appointment.clientId === clientId);
  expect(booked).toHaveLength(1);
  expect(Date.parse(booked[0]?.startsAt ?? '')).toBe(Date.parse(startsAt));
  expect(booked[0]?.items.map((item) => item.staffId)).toEqual([staff.id]);
  expect(Date.parse(booked[0]?.endsAt ?? '') - Date.parse(startsAt)).toBe(30 * minute);
});
