import { test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import {
  publicBookingInfoSchema,
  publicBookingReplySchema,
  publicHoldReplySchema,
  publicSlotsSchema,
} from '@chairside/shared/booking/booking-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { expect, newSession, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, dateAhead, demo } from './support/appointments-e2e';
import { liveReady } from './support/live-ready';
import { signIn } from './support/sign-in';
import { inboxMark, waitForNewEmail } from './support/mail-inbox';
import { seedWorld } from './support/seed-e2e';
import { scan, type Finding } from './support/axe';

// A visit managed without an account, as an anonymous booker does it: the policy shown before confirming,
// the private manage link on the confirmation and in the e-mail, a move and a cancellation through it (each
// e-mailed), and a visit inside the cancellation window that offers only the reason and the phone number.
// Each test books Classic Manicure at Downtown with a manicurist of its own (see online-booking.e2e.ts).
test.describe.configure({ timeout: 120_000 });

type Manicurist = { id: string; name: string };
const serviceName = 'Classic Manicure';
const phone = '(312) 555-0100';

async function ownManicurist(request: APIRequestContext, serviceId: string, dates: string[]): Promise<Manicurist> {
  const lastName = `Manage${uniqueSuffix()}`;
  const { staff } = await seedWorld(request, {
    staff: [
      {
        firstName: 'Mia',
        lastName,
        locationId: demo.downtown,
        from: dates[0]!,
        until: dates.at(-1)!,
        weekdays: [...new Set(dates.map((date) => DateTime.fromISO(date).weekday))],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [serviceId],
      },
    ],
  });
  const id = staff[0]?.id ?? '';
  const slotsUrl = `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${serviceId}&staffId=${id}&date=${dates[0]}`;
  await expect.poll(async () => (await request.get(slotsUrl)).status(), { timeout: 15_000 }).toBe(200);
  return { id, name: `Mia ${lastName}` };
}

async function manicureId(request: APIRequestContext): Promise<string> {
  const info = publicBookingInfoSchema.parse(await (await request.get('/api/public/booking')).json());
  const service = info.services.find((candidate) => candidate.name === serviceName);
  if (!service) throw new Error(`${serviceName} is not offered online`);
  return service.id;
}

async function freeStarts(request: APIRequestContext, serviceId: string, staff: Manicurist, date: string): Promise<string[]> {
  const response = await request.get(
    `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${serviceId}&staffId=${staff.id}&date=${date}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return publicSlotsSchema.parse(await response.json()).slots.map((slot) => slot.startsAt);
}

const clock = (startsAt: string) => DateTime.fromISO(startsAt, { zone: BUSINESS_TIME_ZONE }).toFormat('h:mm a');
const times = (page: Page) => page.getByRole('region', { name: 'Available times' });
const slotButton = (page: Page, label: string) => times(page).getByRole('button', { name: label, exact: true });
const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: DateTime.fromISO(date).toFormat('cccc, LLLL d'), exact: true });
// The link's path and fragment, to open against the app under test.
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};
const manageLinkIn = (text: string) => {
  const link = /https?:\/\/\S+\/booking#manage=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No manage link in: ${text}`);
  return link;
};

test('an anonymous booker sees the policy, then moves and cancels the visit through the link of the e-mail', async ({
  browser,
  request,
}) => {
  const serviceId = await manicureId(request);
  const date = dateAhead(7, 4);
  const staff = await ownManicurist(request, serviceId, [date]);
  const [first, , later] = await freeStarts(request, serviceId, staff, date);
  if (!first || !later) throw new Error(`${staff.name} has no free times on ${date}`);
  const page = await (await newSession(browser)).newPage();

  await page.goto('/booking');
  await page.getByRole('radio', { name: 'Downtown' }).locator('xpath=ancestor::label[1]').click();
  await page
    .getByRole('checkbox', { name: new RegExp(`^${serviceName}, `) })
    .locator('xpath=ancestor::label[1]')
    .click();
  await page.getByLabel('Staff', { exact: true }).selectOption({ label: staff.name });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await slotButton(page, clock(first)).click();
  // The cancellation window is said before confirming.
  const until = DateTime.fromISO(first, { zone: BUSINESS_TIME_ZONE }).minus({ hours: 24 }).toFormat('LLL d, yyyy, h:mm a');
  await expect(page.getByRole('region', { name: 'Your time' })).toContainText(
    `You can change or cancel online until ${until}; after that, call us at ${phone}.`,
  );

  const email = `manage.${uniqueSuffix()}@example.test`;
  const seen = await inboxMark(email);
  const clientName = `Lina Link${uniqueSuffix()}`;
  await page.getByLabel('First name').fill('Lina');
  await page.getByLabel('Last name').fill(clientName.slice('Lina '.length));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const confirmed = page.getByRole('region', { name: 'Booking confirmed' });
  const shown = confirmed.getByRole('link', { name: /\/booking#manage=/ });
  const confirmationLink = (await shown.getAttribute('href')) ?? '';

  // The e-mail's private link is the one the confirmation showed.
  const booked = await waitForNewEmail(email, seen);
  const link = manageLinkIn(booked.text);
  expect(pathOf(link)).toBe(pathOf(confirmationLink));

  // The front desk watches the day: what the client changes online reaches its calendar live, marked so.
  const desk = await (await newSession(browser)).newPage();
  const deskReady = liveReady(desk);
  await signIn(desk, 'frontdesk', undefined, `/appointments?date=${date}&view=day`);
  await deskReady;
  const deskBlock = appointmentBlock(desk, clientName);
  await expect(deskBlock).toHaveAccessibleName(new RegExp(`^${clock(first)} .*, booked online$`));

  // The link opens the visit; moving it keeps the service and location and starts on the visit's day.
  await page.goto('about:blank');
  await page.goto(pathOf(link));
  const visit = page.getByRole('region', { name: 'Your visit' });
  await expect(visit).toContainText(staff.name);
  // The manage page and its reschedule picker pass the same audit as every screen.
  const findings: Record<string, Finding[]> = { 'manage page': await scan(page) };
  await visit.getByRole('button', { name: /^Reschedule / }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${serviceName}, `) })).toHaveCount(0);
  await expect(dayButton(page, date)).toHaveAttribute('aria-pressed', 'true');
  await expect(slotButton(page, clock(later))).toBeVisible();
  findings['reschedule picker'] = await scan(page);
  expect(Object.fromEntries(Object.entries(findings).filter(([, found]) => found.length > 0))).toEqual({});
  const prompt = page.getByRole('status').filter({ hasText: 'Moving' });
  await expect(prompt).toContainText('Choose a new time.');
  const moveSeen = await inboxMark(email);
  await slotButton(page, clock(later)).click();
  await expect(prompt).toContainText(`New time: `);
  await expect(prompt).not.toContainText('Choose a new time.');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await expect(visit.getByRole('status')).toContainText('Your appointment moved to');
  await expect(visit).toContainText(clock(later));
  await expect(deskBlock).toHaveAccessibleName(new RegExp(`^${clock(later)} `));
  await deskBlock.click();
  const drawerTimeline = desk.getByRole('dialog', { name: clientName }).getByRole('region', { name: 'Timeline' });
  await expect(drawerTimeline.getByRole('listitem').last()).toContainText('(by the client, online)');
  await expect(drawerTimeline.getByRole('listitem').last()).toContainText('The client, online');
  await desk.keyboard.press('Escape');
  const moved = await waitForNewEmail(email, moveSeen);
  expect(moved.subject).toMatch(/has moved/);
  expect(moved.text).toContain(clock(later));

  // Cancelling asks first, in plain words; a refused cancellation (a reason over 500 characters) still
  // closes with Escape; then the cancellation is made and e-mailed.
  const cancelSeen = await inboxMark(email);
  await visit.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await dialog.getByLabel('Reason (optional)').fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The reason is at most 500 characters');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await visit.getByRole('button', { name: /^Cancel / }).click();
  await expect(dialog.getByRole('button', { name: 'Keep appointment' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(visit.getByRole('status')).toHaveText(/is cancelled\.$/);
  await expect(visit).toContainText('Cancelled');
  await expect(visit.getByRole('button', { name: /^(Cancel|Reschedule) / })).toHaveCount(0);
  await expect(deskBlock).toHaveCount(0);
  const cancelled = await waitForNewEmail(email, cancelSeen);
  expect(cancelled.subject).toMatch(/is cancelled/);
});

test('a visit inside the cancellation window offers no change online, only the reason and the phone number', async ({
  browser,
  request,
}) => {
  const serviceId = await manicureId(request);
  const today = DateTime.now().setZone(BUSINESS_TIME_ZONE);
  const dates = [today.toISODate() ?? '', today.plus({ days: 1 }).toISODate() ?? ''];
  const staff = await ownManicurist(request, serviceId, dates);
  const starts = [...(await freeStarts(request, serviceId, staff, dates[0]!)), ...(await freeStarts(request, serviceId, staff, dates[1]!))];
  const soon = starts.find((startsAt) => Date.parse(startsAt) < Date.now() + 23 * 3_600_000);
  if (!soon) throw new Error(`${staff.name} has no free time within 23 hours`);
  const hold = await request.post('/api/public/booking/holds', {
    data: { locationId: demo.downtown, serviceIds: [serviceId], staffId: staff.id, startsAt: soon },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const held = publicHoldReplySchema.parse(await hold.json());
  const booking = await request.post('/api/public/booking/bookings', {
    data: {
      holdId: held.holdId,
      holdToken: held.holdToken,
      client: { firstName: 'Sam', lastName: `Soon${uniqueSuffix()}`, email: `soon.${uniqueSuffix()}@example.test`, phone: '' },
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { manageToken } = publicBookingReplySchema.parse(await booking.json());

  const page = await (await newSession(browser)).newPage();
  await page.goto(`/booking#manage=${manageToken}`);
  const visit = page.getByRole('region', { name: 'Your visit' });
  await expect(visit).toContainText(clock(soon));
  await expect(visit).toContainText(`Online changes close 24 hours before the start; to cancel or move it, please call us at ${phone}.`);
  await expect(visit.getByRole('button', { name: /^(Cancel|Reschedule) / })).toHaveCount(0);
  await expect(visit).not.toContainText('Change or cancel online until');
});
