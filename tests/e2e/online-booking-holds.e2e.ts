import { test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { myAppointmentsSchema, publicBookingInfoSchema, publicSlotsSchema } from '@chairside/shared/booking/booking-dto';
import { expect, uniqueSuffix } from './support/business-e2e';
import { dateAhead, demo } from './support/appointments-e2e';
import { DEMO_PASSWORD } from './support/demo-sessions';
import { seedWorld } from './support/seed-e2e';
import { pageToken } from './support/sign-in';

// A visitor's holds are never stranded: the page finds them again after a reload, after leaving /booking
// with the back button and coming forward again, and after signing in from the hold screen; the hold being
// booked comes back with its countdown, the others are listed with Release, and a held time shows in the
// times as the visitor's own. Each test books Classic Manicure at Downtown with a manicurist of its own,
// hired through the test-only seed route for that one day (as online-booking.e2e.ts does).
test.describe.configure({ timeout: 120_000 });

type Manicurist = { id: string; name: string };
const serviceName = 'Classic Manicure';

async function ownManicurist(request: APIRequestContext, serviceId: string, date: string): Promise<Manicurist> {
  const lastName = `Holds${uniqueSuffix()}`;
  const { staff } = await seedWorld(request, {
    staff: [
      {
        firstName: 'Hana',
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
  // The public API caches who performs what for a few seconds: wait until it offers the new manicurist.
  const slotsUrl = `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${serviceId}&staffId=${id}&date=${date}`;
  await expect
    .poll(async () => {
      const reply = await request.get(slotsUrl);
      return reply.status() === 200 ? publicSlotsSchema.parse(await reply.json()).slots.length : 0;
    })
    .toBeGreaterThan(1);
  return { id, name: `Hana ${lastName}` };
}

// The manicure, its location's zone, a manicurist of the test's own and two of their free times.
async function setUp(request: APIRequestContext, weekday: number) {
  const info = publicBookingInfoSchema.parse(await (await request.get('/api/public/booking')).json());
  const service = info.services.find((candidate) => candidate.name === serviceName);
  const zone = info.locations.find((candidate) => candidate.id === demo.downtown)?.timeZone;
  if (!service || !zone) throw new Error(`${serviceName} at Downtown is not offered online`);
  const date = dateAhead(7, weekday);
  const staff = await ownManicurist(request, service.id, date);
  const reply = await request.get(
    `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${service.id}&staffId=${staff.id}&date=${date}`,
  );
  const starts = publicSlotsSchema.parse(await reply.json()).slots.map((slot) => slot.startsAt);
  const label = (startsAt: string | undefined) => DateTime.fromISO(startsAt ?? '', { zone }).toFormat('h:mm a');
  // Two times an hour apart (the manicure takes 30 minutes), so holding one leaves the other free.
  const second = starts.find((startsAt) => Date.parse(startsAt) >= Date.parse(starts[0] ?? '') + 3_600_000);
  return { staff, date, first: label(starts[0]), second: label(second) };
}

async function chooseManicure(page: Page, staff: Manicurist, date: string): Promise<void> {
  await page.goto('/booking');
  const downtown = page.getByRole('radio', { name: 'Downtown' });
  await downtown.locator('xpath=ancestor::label[1]').click();
  const service = page.getByRole('checkbox', { name: new RegExp(`^${serviceName}, `) });
  await service.locator('xpath=ancestor::label[1]').click();
  await expect(service).toBeChecked();
  await page.getByLabel('Staff', { exact: true }).selectOption({ label: staff.name });
  await page.getByLabel('Date', { exact: true }).fill(date);
}

const times = (page: Page) => page.getByRole('region', { name: 'Available times' });
const slotButton = (page: Page, label: string) => times(page).getByRole('button', { name: label, exact: true });
const heldByYou = (page: Page, label: string) => times(page).getByRole('button', { name: `${label} Held by you`, exact: true });
const holdTimer = (page: Page) => page.getByRole('timer', { name: 'Time left on your hold' });
const yourTime = (page: Page) => page.getByRole('region', { name: 'Your time' });
const secondsLeft = async (page: Page) => {
  const [minutes, seconds] = ((await holdTimer(page).textContent()) ?? '').replace(/^\D+/, '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

async function hold(page: Page, label: string, staff: Manicurist): Promise<void> {
  await slotButton(page, label).click();
  await expect(holdTimer(page)).toHaveText(/^Held for you for \d:\d\d$/);
  await expect(yourTime(page)).toContainText(`with ${staff.name}`);
}

test('a reload keeps the hold: its countdown goes on from where it was, and it can be released', async ({ page, request }) => {
  const { staff, date, first } = await setUp(request, 2);
  await page.clock.install();
  await chooseManicure(page, staff, date);
  await hold(page, first, staff);
  const before = await secondsLeft(page);

  await page.reload();
  await expect(yourTime(page)).toContainText(`with ${staff.name}`);
  // Twenty seconds on, the countdown is twenty seconds shorter: it is the same hold, not a new one.
  await page.clock.fastForward(20_000);
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(before - 20);
  expect(await secondsLeft(page)).toBeGreaterThan(0);

  await yourTime(page).getByRole('button', { name: 'Release' }).click();
  await expect(holdTimer(page)).toHaveCount(0);
  await expect(slotButton(page, first)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your held times' })).toHaveCount(0);
});

test('back and forward keep the hold; another held time shows as the visitor’s own and can be released from the list', async ({
  page,
  request,
}) => {
  const { staff, date, first, second } = await setUp(request, 3);
  await chooseManicure(page, staff, date);
  await hold(page, first, staff);

  await page.goBack();
  await expect(page).not.toHaveURL(/\/booking/);
  await page.goForward();
  await expect(yourTime(page)).toContainText(`with ${staff.name}`);
  await expect(holdTimer(page)).toBeVisible();

  // Keep it, and hold a second time: the first shows as the visitor's own, listed with Release.
  await page.getByRole('button', { name: 'Choose another time' }).click();
  await expect(heldByYou(page, first)).toBeVisible();
  await hold(page, second, staff);
  const held = page.getByRole('region', { name: 'Your held times' });
  await expect(held).toContainText(first);
  await held.getByRole('button', { name: new RegExp(`^Release the hold on .* at ${first}$`) }).click();
  await expect(held).toHaveCount(0);
  // The one on screen is still held; released, its time is free again and nothing is held.
  await expect(holdTimer(page)).toBeVisible();
  await yourTime(page).getByRole('button', { name: 'Release' }).click();
  await expect(slotButton(page, first)).toBeVisible();
  await expect(slotButton(page, second)).toBeVisible();
  await expect(heldByYou(page, first)).toHaveCount(0);
});

test('a hold placed anonymously is still held and bookable after signing in from the hold screen', async ({ page, request }) => {
  const { staff, date, first } = await setUp(request, 4);
  await chooseManicure(page, staff, date);
  await hold(page, first, staff);

  await yourTime(page).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username or e-mail', { exact: true }).fill('client');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/booking/);
  await expect(yourTime(page)).toContainText(`with ${staff.name}`);
  await expect(yourTime(page)).toContainText('Booking as');
  await expect(holdTimer(page)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const confirmed = page.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmed).toContainText(staff.name);
  await expect(confirmed).toContainText(first);

  // Tidy: the demo client's own list stays as other tests expect it.
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const mine = myAppointmentsSchema.parse(await (await page.request.get('/api/public/booking/my-appointments', { headers })).json());
  const booked = mine.upcoming.find((appointment) => appointment.services.some((service) => service.staffName === staff.name));
  expect(booked).toBeDefined();
  const cancelled = await page.request.post(`/api/public/booking/my-appointments/${booked?.id ?? ''}/cancel`, { headers, data: {} });
  expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);
});
