import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueSuffix } from './business-e2e';

// Helpers of the team screens' end-to-end tests (staff, staff schedules, the team week).

export const BAILEY_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003';
const weekdayIndex = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 } as const;

// Today in the business zone ('yyyy-MM-dd'), as the screens compute it.
export function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

// The given weekday of next week (weeks start on Monday). Example: nextWeek('Tuesday')
export function nextWeek(weekday: keyof typeof weekdayIndex): string {
  const today = businessToday();
  const isoToday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return addDays(today, 7 - isoToday + weekdayIndex[weekday]);
}

// 'Nov 26, 2026', as the screens show a date.
export const shownDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export async function locationId(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<string> {
  const locations = (await (await request.get('/api/locations', { headers })).json()) as { id: string; name: string }[];
  const found = locations.find((location) => location.name === name);
  if (!found) throw new Error(`The demo business has no location named ${name}`);
  return found.id;
}

// A staff member of the test's own, made through the API, so reruns and parallel projects never collide.
export async function createTestStaff(
  request: APIRequestContext,
  headers: Record<string, string>,
  firstName: string,
): Promise<{ id: string; name: string; username: string }> {
  const suffix = uniqueSuffix();
  const lastName = `E2E${suffix}`;
  const username = `e2e.${suffix}`;
  const response = await request.post('/api/staff', {
    headers,
    data: {
      firstName,
      lastName,
      email: `${username}@example.test`,
      phone: '',
      title: 'Stylist',
      color: '#0ea5e9',
      locationIds: [await locationId(request, headers, 'Downtown')],
      pay: {},
      username,
      password: 'e2e-password-1',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { id: ((await response.json()) as { id: string }).id, name: `${firstName} ${lastName}`, username };
}

// Bailey Basic ('basic') works Tuesday to Saturday at Downtown in the demo seed; put that week back if it is missing.
export async function ensureBaileySchedule(request: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const response = await request.get(`/api/staff/${BAILEY_ID}/schedule`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const schedule = (await response.json()) as { schedules: unknown[] };
  if (schedule.schedules.length > 0) return;
  const lunch = [{ start: '12:30', end: '13:00' }];
  const created = await request.post(`/api/staff/${BAILEY_ID}/schedules`, {
    headers,
    data: {
      locationId: await locationId(request, headers, 'Downtown'),
      effectiveFrom: '2026-09-01',
      days: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, hours: [{ start: '09:00', end: '17:00' }], breaks: lunch })),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
}

// The page itself never scrolls sideways: wide tables scroll inside their own box.
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'))
    .toBeLessThanOrEqual(0);
}
