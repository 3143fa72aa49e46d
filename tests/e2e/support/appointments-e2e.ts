import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { itemBlocks } from '@chairside/shared/appointments/appointment-blocks';
import { appointmentListSchema, type Appointment } from '@chairside/shared/appointments/appointment-dto';
import { availabilityReplySchema } from '@chairside/shared/availability/availability-dto';
import { normalizeOwned, subtractIntervals, type Interval } from '@chairside/shared/availability/intervals';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { withSharedStateLock } from './business-e2e';

// Helpers of the appointments end-to-end tests. The demo diary fills about half of everyone's day, and
// the tests of both projects run at once, so a test finds its free time under a lock and keeps it by
// booking before the lock is let go (see withFreeSlot).

export const demo = {
  downtown: '11111111-1111-4111-8111-111111111111',
  uptown: '22222222-2222-4222-8222-222222222222',
  staff: {
    bailey: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003', name: 'Bailey Basic' },
    jordan: { id: 'cccccccc-cccc-4ccc-8ccc-000000000002', name: 'Jordan Ellis' },
  },
  // 30 minutes, no room or device: "Men's Haircut" (Jordan, Marcus, Bailey).
  mensCut: { id: '5e000000-0000-4000-8000-000000000002', name: "Men's Haircut" },
  users: {
    admin: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001', name: 'Avery Admin' },
    frontdesk: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002', name: 'Fran Desk' },
    basic: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003', name: 'Bailey Basic' },
  },
} as const;

const minute = 60_000;

export const businessToday = () => DateTime.now().setZone(BUSINESS_TIME_ZONE).toFormat('yyyy-MM-dd');

// The first date on or after `daysAhead` days from today that falls on the weekday (1 = Monday).
export function dateAhead(daysAhead: number, weekday: number): string {
  let day = DateTime.now().setZone(BUSINESS_TIME_ZONE).startOf('day').plus({ days: daysAhead });
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  return day.toFormat('yyyy-MM-dd');
}

// '10:30' on the date, as the calendar shows it ('10:30 AM') and as the booking form's time field takes it.
export const localTime = (instant: number) => DateTime.fromMillis(instant, { zone: BUSINESS_TIME_ZONE }).toFormat('HH:mm');
export const clockLabel = (instant: number) => DateTime.fromMillis(instant, { zone: BUSINESS_TIME_ZONE }).toFormat('h:mm a');

export async function listAppointments(
  request: APIRequestContext,
  headers: Record<string, string>,
  locationId: string,
  date: string,
): Promise<Appointment[]> {
  const response = await request.get(`/api/appointments?locationId=${locationId}&date=${date}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return appointmentListSchema.parse(await response.json()).appointments;
}

// The staff member's free time that day: working hours (and classes) from /api/availability, minus every
// appointment and hold that occupies them, read separately so this does not rely on availability knowing them.
export async function freeIntervals(
  request: APIRequestContext,
  headers: Record<string, string>,
  locationId: string,
  date: string,
  staffId: string,
): Promise<Interval[]> {
  const response = await request.get(`/api/availability?locationId=${locationId}&date=${date}&staffId=${staffId}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const working = availabilityReplySchema
    .parse(await response.json())
    .staff.flatMap((entry) => entry.free.map((span) => ({ start: Date.parse(span.start), end: Date.parse(span.end) })));
  const listed = await request.get(`/api/appointments?locationId=${locationId}&date=${date}`, { headers });
  const { appointments, holds } = appointmentListSchema.parse(await listed.json());
  const busy = [
    ...appointments
      .filter((appointment) => appointment.status !== 'cancelled' && appointment.status !== 'no_show')
      .flatMap((appointment) => appointment.items.filter((item) => item.staffId === staffId).flatMap((item) => itemBlocks(item).staff)),
    ...holds.flatMap((hold) =>
      hold.items
        .filter((item) => item.staffId === staffId)
        .map((item) => ({ start: Date.parse(item.startsAt), end: Date.parse(item.endsAt) })),
    ),
  ];
  return subtractIntervals(normalizeOwned(working), normalizeOwned(busy));
}

// The first quarter-hour start in the staff member's free time from which `minutes` are free.
export async function findFreeStart(
  request: APIRequestContext,
  headers: Record<string, string>,
  where: { locationId: string; date: string; staffId: string },
  minutes: number,
): Promise<number> {
  for (const span of await freeIntervals(request, headers, where.locationId, where.date, where.staffId)) {
    const start = Math.ceil(span.start / (15 * minute)) * 15 * minute;
    if (start + minutes * minute <= span.end) return start;
  }
  throw new Error(`No ${minutes} free minutes for ${where.staffId} on ${where.date}`);
}

// Runs `work` with the first free start, under a lock for that staff member and day: whatever it books
// before returning is taken before another test (or the other project's run of this one) looks.
export function withFreeSlot<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  where: { locationId: string; date: string; staffId: string },
  minutes: number,
  work: (start: number) => Promise<T>,
): Promise<T> {
  return withSharedStateLock(`slots-${where.staffId}-${where.date}`, async () =>
    work(await findFreeStart(request, headers, where, minutes)),
  );
}

type ServiceRow = { id: string; name: string; resourceNeed: string; archived: boolean; staff: { staffId: string }[] };
type StaffRow = { id: string; firstName: string; lastName: string };

// Someone who works today at a demo location, a service of theirs that needs no room or device, and 30 free
// minutes (past ones too: admins may book into the past). The demo team always has someone on each day.
export async function findSlotToday(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ locationId: string; staffId: string; staffName: string; serviceId: string; serviceName: string; start: number }> {
  const date = businessToday();
  const services = (await (await request.get('/api/services', { headers })).json()) as ServiceRow[];
  const staff = (await (await request.get('/api/staff', { headers })).json()) as StaffRow[];
  for (const locationId of [demo.downtown, demo.uptown]) {
    const reply = availabilityReplySchema.parse(
      await (await request.get(`/api/availability?locationId=${locationId}&date=${date}`, { headers })).json(),
    );
    for (const { staffId, free } of reply.staff) {
      const service = services.find(
        (candidate) =>
          !candidate.archived && candidate.resourceNeed === 'none' && candidate.staff.some((entry) => entry.staffId === staffId),
      );
      const person = staff.find((member) => member.id === staffId);
      if (free.length === 0 || !service || !person) continue;
      try {
        const start = await findFreeStart(request, headers, { locationId, date, staffId }, 60);
        return {
          locationId,
          staffId,
          staffName: `${person.firstName} ${person.lastName}`,
          serviceId: service.id,
          serviceName: service.name,
          start,
        };
      } catch {
        // fully booked: try the next person
      }
    }
  }
  throw new Error(`Nobody at the demo locations has an hour free on ${date}`);
}

export async function createClient(
  request: APIRequestContext,
  headers: Record<string, string>,
  firstName: string,
  lastName: string,
): Promise<string> {
  const response = await request.post('/api/clients', { headers, data: { firstName, lastName, phone: '(312) 555-0199', email: '' } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export async function bookThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  input: { locationId: string; clientId: string; startsAt: number; staffId: string; serviceId: string; notes?: string },
): Promise<string> {
  const response = await request.post('/api/appointments', {
    headers,
    data: {
      locationId: input.locationId,
      clientId: input.clientId,
      startsAt: new Date(input.startsAt).toISOString(),
      items: [{ serviceId: input.serviceId, staffId: input.staffId }],
      notes: input.notes ?? '',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

// The header's location is UI state kept per user; a test that needs another one says so before the page loads.
export async function chooseLocation(page: Page, userId: string, locationId: string): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `chairside_selected_location_${userId}`,
    value: JSON.stringify(locationId),
  });
}

// A calendar block or agenda entry, found by its accessible name ("10:00 AM Men's Haircut — Robin Lee with …").
export const appointmentBlock = (page: Page, clientName: string) =>
  page.getByRole('button', { name: new RegExp(clientName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

// Drags a block `minutes` down its column with the pointer; the grid's hour labels give the scale. Phone
// runs drag with the pointer too: the calendar's drag-and-drop does not start from a touch
// (react-big-calendar's move handler ignores events without a mouse button), so they
// check moving at phone width, not the finger gesture.
export async function dragDown(page: Page, block: Locator, minutes: number): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  const [ten, eleven, box] = await Promise.all([
    page.getByText('10 AM', { exact: true }).boundingBox(),
    page.getByText('11 AM', { exact: true }).boundingBox(),
    block.boundingBox(),
  ]);
  if (!ten || !eleven || !box) throw new Error('The calendar grid is not on screen');
  const offset = ((eleven.y - ten.y) * minutes) / 60;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(8, box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 6, { steps: 3 });
  await page.mouse.move(x, y + offset, { steps: 12 });
  await page.mouse.up();
}
