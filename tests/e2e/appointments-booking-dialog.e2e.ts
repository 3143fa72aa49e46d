import { test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { appointmentBlock, bookThroughApi, createClient, dateAhead, demo, listAppointments, localTime } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';
import { DEMO_PASSWORD, signIn, visit } from './support/sign-in';

// The New appointment dialog as the front desk uses it: the chosen person's services
// first and the others marked, a change of one choice by another said out loud, a refusal that shows the next
// free times (one click books one), a manager who books over a conflict with a reason, and a client typed in
// while booking that is created only with the booking (and offered as the existing client when the phone matches).
// Each test owns its stylist, seeded to work only on the test's own Tuesday and to offer only the Men's
// Haircut, so the day's free time is known without looking and no other test books into it.
test.describe.configure({ timeout: 180_000 });

const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

type Stylist = { id: string; name: string; date: string; at: (time: string) => number };

// A stylist of the test's own at Downtown, 09:00 to 17:00 on `date` only.
async function seedStylist(request: APIRequestContext, date: string): Promise<Stylist> {
  const lastName = `Stylist${uniqueSuffix()}`;
  const { staff } = await seedWorld(request, {
    staff: [
      {
        firstName: 'Jules',
        lastName,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [DateTime.fromISO(date).weekday],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [demo.mensCut.id],
      },
    ],
  });
  const id = staff[0]?.id;
  if (!id) throw new Error('The seed made no stylist');
  return {
    id,
    name: `Jules ${lastName}`,
    date,
    at: (time) => DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toMillis(),
  };
}

// A phone number no demo client has (theirs are 555-01xx), different in every run.
const uniquePhone = () => `(312) 555-${2000 + Math.floor(Math.random() * 8000)}`;

async function openDialog(page: Page, date: string): Promise<Locator> {
  await visit(page, calendarPath(date));
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New appointment' }).click();
  return page.getByRole('dialog', { name: 'New appointment' });
}

async function chooseClient(dialog: Locator, search: string, name: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Client' }).fill(search);
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
}

// The stylist's Men's Haircut at a time, the way the desk fills it in.
async function fillCut(dialog: Locator, stylist: Stylist, date: string, start: number): Promise<void> {
  await dialog.getByLabel('Service', { exact: true }).selectOption({ label: demo.mensCut.name });
  await dialog.getByLabel('Staff', { exact: true }).selectOption({ label: stylist.name });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start time').fill(localTime(start));
}

const refusalOf = (dialog: Locator) => dialog.getByRole('alert').filter({ hasText: 'Could not book the appointment' });

test('with a person chosen, their services come first, the others are marked, and choosing one of those says Staff changed', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const date = dateAhead(14, 2);
  const stylist = await seedStylist(request, date);
  const staffName = stylist.name;
  const services = (await (await request.get('/api/services', { headers })).json()) as {
    name: string;
    archived: boolean;
    staff: { staffId: string }[];
  }[];
  const notHis = services.find((service) => !service.archived && !service.staff.some((entry) => entry.staffId === stylist.id));
  if (!notHis) throw new Error('The stylist performs every demo service');

  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendarPath(date));
  const dialog = await openDialog(page, date);
  const service = dialog.getByLabel('Service', { exact: true });
  const staff = dialog.getByLabel('Staff', { exact: true });
  await staff.selectOption({ label: staffName });

  // The stylist's own services in the first group, by their plain names; the rest marked.
  await expect(service.locator('optgroup').first()).toHaveAttribute('label', `Performed by ${staffName}`);
  await expect(
    service
      .locator('optgroup')
      .first()
      .locator('option', { hasText: new RegExp(`^${demo.mensCut.name}$`) }),
  ).toHaveCount(1);
  const marked = `${notHis.name} (not performed by ${staffName})`;
  await expect(service.locator('option', { hasText: marked })).toHaveCount(1);

  // Choosing a service of his keeps him, without a word.
  await service.selectOption({ label: demo.mensCut.name });
  await expect(staff).toHaveValue(stylist.id);
  await expect(dialog.getByRole('status').filter({ hasText: 'Staff is now' })).toHaveCount(0);

  // Choosing one he does not perform moves Staff to Any available, and the dialog says so.
  await staff.selectOption({ label: staffName });
  await service.selectOption({ label: marked });
  await expect(staff).toHaveValue('');
  await expect(staff.locator('option:checked')).toHaveText('Any available');
  await expect(
    dialog.getByRole('status').filter({ hasText: `${staffName} does not perform ${notHis.name}, so Staff is now “Any available”` }),
  ).toBeVisible();

  // The next choice on that line puts the notice away.
  await staff.selectOption({ label: 'Any available' });
  await expect(dialog.getByRole('status').filter({ hasText: 'Staff is now' })).toHaveCount(0);
});

test('a refused booking offers the next free times, and clicking one books it', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const date = dateAhead(14, 2);
  const stylist = await seedStylist(request, date);
  const staffName = stylist.name;
  const suffix = uniqueSuffix();
  const blocker = await createClient(request, headers, 'Bea', `Blocker${suffix}`);
  const clientId = await createClient(request, headers, 'Finn', `Freetime${suffix}`);
  await signIn(page, 'frontdesk');

  const start = stylist.at('10:00');
  await bookThroughApi(request, headers, {
    locationId: demo.downtown,
    clientId: blocker,
    startsAt: start,
    staffId: stylist.id,
    serviceId: demo.mensCut.id,
  });
  const dialog = await openDialog(page, date);
  await chooseClient(dialog, `Freetime${suffix}`, `Finn Freetime${suffix}`);
  await fillCut(dialog, stylist, date, start);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();

  const refusal = refusalOf(dialog);
  await expect(refusal).toContainText(`${staffName} is already booked`);
  const times = refusal.getByRole('list', { name: 'Book a next free time instead:' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  // The stylist's own next free times come first, named by time and person.
  const first = times.filter({ hasText: new RegExp(`^\\d{1,2}:\\d{2} [AP]M with ${staffName}$`) }).first();
  const label = (await first.textContent()) ?? '';
  // The front desk may not book over the conflict.
  await expect(refusal.getByRole('button', { name: 'Book anyway' })).toHaveCount(0);
  await first.click();
  await expect(dialog).toHaveCount(0);

  const booked = (await listAppointments(request, headers, demo.downtown, date)).filter((appointment) => appointment.clientId === clientId);
  expect(booked).toHaveLength(1);
  expect(booked[0]?.items[0]?.staffId).toBe(stylist.id);
  expect(Date.parse(booked[0]?.startsAt ?? '')).toBeGreaterThan(start);
  await expect(appointmentBlock(page, `Finn Freetime${suffix}`)).toHaveAccessibleName(
    new RegExp(`^${label.replace(` with ${staffName}`, '')} `),
  );
});

test('a manager books over a conflict with a reason, and the timeline shows it', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'manager');
  const date = dateAhead(21, 2);
  const stylist = await seedStylist(request, date);
  const staffName = stylist.name;
  const suffix = uniqueSuffix();
  const blocker = await createClient(request, headers, 'Bo', `Busy${suffix}`);
  await createClient(request, headers, 'Olive', `Override${suffix}`);
  const reason = `Regular client, Jules agreed to double up ${suffix}`;
  await signIn(page, 'manager');

  const start = stylist.at('10:00');
  await bookThroughApi(request, headers, {
    locationId: demo.downtown,
    clientId: blocker,
    startsAt: start,
    staffId: stylist.id,
    serviceId: demo.mensCut.id,
  });
  const dialog = await openDialog(page, date);
  await chooseClient(dialog, `Override${suffix}`, `Olive Override${suffix}`);
  await fillCut(dialog, stylist, date, start);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();

  const refusal = refusalOf(dialog);
  await expect(refusal).toContainText(`${staffName} is already booked`);
  await refusal.getByRole('button', { name: 'Book anyway' }).click();
  // A reason is required.
  await refusal.getByRole('button', { name: 'Book anyway with this reason' }).click();
  await expect(refusal.getByText('Say why this booking goes ahead despite the conflict')).toBeVisible();
  await refusal.getByLabel('Reason for booking anyway').fill(reason);
  await refusal.getByRole('button', { name: 'Book anyway with this reason' }).click();
  await expect(dialog).toHaveCount(0);

  const block = appointmentBlock(page, `Olive Override${suffix}`);
  await block.click();
  const drawer = page.getByRole('dialog', { name: `Olive Override${suffix}` });
  const override = drawer
    .getByRole('region', { name: 'Timeline' })
    .getByRole('listitem')
    .filter({ hasText: `Booked over a conflict: ${reason}` });
  await expect(override).toContainText(`${staffName} is already booked`);
  await expect(override).toContainText('Morgan Manager');
});

test('a refused booking with a new client leaves no client behind, and a phone that matches offers the existing client', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const date = dateAhead(28, 2);
  const stylist = await seedStylist(request, date);
  const staffName = stylist.name;
  const suffix = uniqueSuffix();
  const blocker = await createClient(request, headers, 'Ben', `Booked${suffix}`);
  const strayName = `Stray${suffix}`;
  const existingPhone = uniquePhone();
  const existing = await request.post('/api/clients', {
    headers,
    data: { firstName: 'Maria', lastName: `Existing${suffix}`, phone: existingPhone, email: '' },
  });
  expect(existing.status(), await existing.text()).toBe(200);
  const existingId = ((await existing.json()) as { id: string }).id;
  await signIn(page, 'frontdesk');

  const start = stylist.at('10:00');
  await bookThroughApi(request, headers, {
    locationId: demo.downtown,
    clientId: blocker,
    startsAt: start,
    staffId: stylist.id,
    serviceId: demo.mensCut.id,
  });
  const dialog = await openDialog(page, date);
  await dialog.getByRole('combobox', { name: 'Client' }).fill(`Nora ${strayName}`);
  await expect(dialog.getByRole('status').filter({ hasText: 'No client matches' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New client' }).click();
  const newClient = dialog.getByRole('group', { name: 'New client' });
  await expect(newClient.getByLabel('Last name')).toHaveValue(strayName);
  await newClient.getByLabel('Phone').fill(uniquePhone());
  await newClient.getByRole('button', { name: 'Use new client' }).click();
  await expect(dialog.getByText(`Nora ${strayName} (new client, added with the booking)`)).toBeVisible();
  await fillCut(dialog, stylist, date, start);

  // Refused twice: each try writes nothing, the client included.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(refusalOf(dialog)).toContainText(`${staffName} is already booked`);
    await expect(dialog.getByRole('button', { name: 'Book', exact: true })).toBeEnabled();
  }
  const search = await request.get(`/api/clients?search=${encodeURIComponent(strayName)}`, { headers });
  expect(search.status()).toBe(200);
  expect(await search.json()).toEqual([]);

  // Typing the phone number of an existing client offers that client instead of a duplicate.
  await dialog.getByRole('button', { name: 'Change client' }).click();
  await dialog.getByRole('combobox', { name: 'Client' }).fill(`Nora ${strayName}`);
  await expect(dialog.getByRole('status').filter({ hasText: 'No client matches' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New client' }).click();
  await newClient.getByLabel('Phone').fill(existingPhone);
  await expect(newClient).toContainText(`Maria Existing${suffix} already has this phone number`);
  await newClient.getByRole('button', { name: `Book Maria Existing${suffix} instead` }).click();
  await expect(newClient).toHaveCount(0);
  await expect(dialog.getByText(`Maria Existing${suffix}`, { exact: true })).toBeVisible();

  // Nothing booked for the existing client either: the dialog only chose them.
  const booked = await listAppointments(request, headers, demo.downtown, date);
  expect(booked.filter((appointment) => appointment.clientId === existingId)).toHaveLength(0);
});
