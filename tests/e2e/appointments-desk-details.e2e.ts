import { test } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, bookThroughApi, clockLabel, dateAhead, demo } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// What the front desk reads and does on a busy day's calendar, as the front desk: a 15-minute block says
// who is coming; the drawer offers only what can be done that day (and says why not); dragging a block's
// bottom edge by one slot changes its length by one slot; a walk-in is booked in one step. Each test owns
// a stylist who works only its own day at Downtown, so its column holds nothing but the test's blocks.
test.describe.configure({ timeout: 180_000 });

const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

async function ownDay(request: Parameters<typeof seedWorld>[0], weekday: number, serviceIds: string[]) {
  const date = dateAhead(14, weekday);
  const suffix = uniqueSuffix();
  const stylist = { firstName: 'Remy', lastName: `Brows${suffix}` };
  const { clients, staff } = await seedWorld(request, {
    clients: [{ firstName: 'Kit', lastName: `Short${suffix}` }],
    staff: [
      {
        ...stylist,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [weekday],
        hours: { start: '09:00', end: '17:00' },
        serviceIds,
      },
    ],
  });
  return {
    date,
    suffix,
    clientId: clients[0]!.id,
    clientName: `Kit Short${suffix}`,
    staffId: staff[0]!.id,
    staffName: `${stylist.firstName} ${stylist.lastName}`,
    at: (time: string) => DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toMillis(),
  };
}

async function serviceNamed(request: Parameters<typeof seedWorld>[0], headers: Record<string, string>, name: string) {
  const response = await request.get('/api/services', { headers });
  expect(response.status(), await response.text()).toBe(200);
  const found = ((await response.json()) as { id: string; name: string }[]).find((service) => service.name === name);
  if (!found) throw new Error(`No service named ${name}`);
  return found;
}

test('a 15-minute block names its client; the drawer offers only what can be done; a one-slot drag of the bottom edge adds one slot', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const brows = await serviceNamed(request, headers, 'Brow Shaping');
  const world = await ownDay(request, 4, [brows.id]);
  await bookThroughApi(request, headers, {
    locationId: demo.downtown,
    clientId: world.clientId,
    startsAt: world.at('10:00'),
    staffId: world.staffId,
    serviceId: brows.id,
  });

  await signIn(page, 'frontdesk', undefined, calendarPath(world.date));
  const block = appointmentBlock(page, world.clientName);
  await expect(block).toHaveAccessibleName(
    `${clockLabel(world.at('10:00'))} Brow Shaping — ${world.clientName} with ${world.staffName} (Booked)`,
  );
  await block.scrollIntoViewIfNeeded();
  // The block is short: its first line, the one that shows, is the client.
  const lead = block.getByText(world.clientName, { exact: true }).first();
  const [blockBox, leadBox] = [await block.boundingBox(), await lead.boundingBox()];
  expect(leadBox && blockBox && leadBox.y + leadBox.height <= blockBox.y + blockBox.height + 1).toBe(true);
  expect(leadBox!.width).toBeGreaterThan(20);
  await expect(block).toHaveAttribute('title', new RegExp(`${world.clientName} with ${world.staffName}`));

  // Two weeks ahead: no check-in yet (said why); a checkout (a prepayment) is offered.
  await block.click();
  const drawer = page.getByRole('dialog', { name: world.clientName });
  const actions = drawer.getByRole('group', { name: 'Appointment actions' });
  await expect(actions.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(actions.getByText('Check-in opens on the day of the visit.')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // One slot down by the bottom edge: the client's 15 minutes become 30 (the 5-minute clean-up follows).
  const [ten, eleven] = [
    await page.getByText('10 AM', { exact: true }).boundingBox(),
    await page.getByText('11 AM', { exact: true }).boundingBox(),
  ];
  const box = (await block.boundingBox())!;
  const slot = (eleven!.y - ten!.y) / 4;
  const x = box.x + 12;
  const y = box.y + box.height - 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 4, { steps: 2 });
  await page.mouse.move(x, y + slot, { steps: 8 });
  await page.mouse.up();
  await expect(
    page.getByRole('alert').filter({ hasText: `${world.clientName} now ends at ${clockLabel(world.at('10:30'))}` }),
  ).toBeVisible();
});

test('the front desk books a walk-in in one step, named as they gave it', async ({ page, request }) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const world = await ownDay(request, 5, [demo.mensCut.id]);
  const walkInName = `Sam${world.suffix}`;

  await signIn(page, 'frontdesk', undefined, calendarPath(world.date));
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByRole('combobox', { name: 'Client' }).fill(walkInName);
  await dialog.getByRole('button', { name: 'Walk-in' }).click();
  await expect(dialog.getByText(`${walkInName} (walk-in)`)).toBeVisible();
  await dialog.getByLabel('Service', { exact: true }).selectOption({ label: demo.mensCut.name });
  await dialog.getByLabel('Staff', { exact: true }).selectOption({ label: world.staffName });
  await dialog.getByLabel('Date').fill(world.date);
  await dialog.getByLabel('Start time').fill('11:00');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toHaveCount(0);

  const block = appointmentBlock(page, `${walkInName} (walk-in)`);
  await expect(block).toHaveAccessibleName(
    `${clockLabel(world.at('11:00'))} ${demo.mensCut.name} — ${walkInName} (walk-in) with ${world.staffName} (Booked)`,
  );
  await block.click();
  const drawer = page.getByRole('dialog', { name: `${walkInName} (walk-in)` });
  await expect(drawer.getByText('Walk-in', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Timeline' })).toContainText('(walk-in)');
  // No client record was made for them.
  const found = await request.get(`/api/clients?search=${encodeURIComponent(walkInName)}`, { headers });
  expect(found.status(), await found.text()).toBe(200);
  expect(await found.json()).toEqual([]);
});
