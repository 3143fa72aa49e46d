import { test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { apiHeaders, expect, setChecked, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, bookThroughApi, createClient, demo, freeIntervals } from './support/appointments-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

// A location has an address, phone, opening hours and its own time zone; Brooklyn (demo)
// is on New York time, so its calendar shows New York wall-clock times and says so; a service may be
// offered at some locations only, and the Services list follows the header's location.

test.describe.configure({ timeout: 180_000 });

const NY = 'America/New_York';
const brooklyn = { id: '44444444-4444-4444-8444-444444444444', name: 'Brooklyn' };
const marcus = { id: 'cccccccc-cccc-4ccc-8ccc-000000000006', name: 'Marcus Reed' };
const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function selectLocation(page: Page, name: string) {
  await page.getByRole('button', { name: /^Location:/ }).click();
  await page
    .getByRole('listbox', { name: 'Location:' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('button', { name: `Location: ${name}` })).toBeVisible();
}

// Only administrators hold edit_locations (the Manager group does not).
test('an administrator gives a location its address, phone, opening hours and time zone; an inactive one offers no "Set as default"', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const name = `E2E Loft ${uniqueSuffix()}`;
  const created = await request.post('/api/locations', { headers, data: { name, isDefault: false } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, 'admin', undefined, '/locations');
  await expect(card(page, name)).toContainText('Central Time (Chicago)');
  await card(page, name).getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: `Details of ${name}` });
  await dialog.getByLabel('Time zone').selectOption({ label: 'Mountain Time (Denver)' });
  await dialog.getByLabel('Address').fill('1600 Champa St\nDenver, CO 80202');
  // A number the phone library cannot read is refused next to its field, nothing sent.
  await dialog.getByLabel('Phone').fill('12');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('Phone must be a valid phone number, like (312) 555-0142');
  await dialog.getByLabel('Phone').fill('303.555.0142');
  await setChecked(dialog.getByRole('checkbox', { name: 'Open on Monday' }), true);
  await dialog.getByLabel('Monday opens').fill('09:00');
  await dialog.getByLabel('Monday closes').fill('17:30');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toHaveCount(0);

  const saved = card(page, name);
  await expect(saved).toContainText('Mountain Time (Denver)');
  await expect(saved).toContainText('1600 Champa St');
  await expect(saved).toContainText('(303) 555-0142');
  await expect(saved).toContainText('Monday: 9:00 AM–5:30 PM');
  await expect(saved).toContainText('Sunday: Closed');
  // Stored in one format (E.164) with the zone's IANA name.
  const locations = (await (await request.get('/api/locations', { headers })).json()) as {
    id: string;
    timeZone: string;
    phone: string | null;
  }[];
  expect(locations.find((location) => location.id === id)).toMatchObject({ timeZone: 'America/Denver', phone: '+13035550142' });

  // The inactive demo location is offered "Activate", never "Set as default" (which could only fail).
  const lakeside = card(page, 'Lakeside');
  await expect(lakeside).toContainText('Inactive');
  await expect(lakeside.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(lakeside.getByRole('button', { name: 'Set as default' })).toHaveCount(0);
});

test('the front desk sees the New York studio’s bookings at New York wall-clock times, labelled with the zone', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, 'frontdesk');
  const clientName = `Nia Zones${uniqueSuffix()}`;
  const [firstName, lastName] = clientName.split(' ') as [string, string];
  const clientId = await createClient(request, headers, firstName, lastName);
  // Marcus works at Brooklyn on Mondays, 9:00–17:00 New York time; a Monday at least two days ahead.
  let day = DateTime.now().setZone(NY).startOf('day').plus({ days: 2 });
  while (day.weekday !== 1) day = day.plus({ days: 1 });
  const date = day.toISODate()!;
  const free = (await freeIntervals(request, headers, brooklyn.id, date, marcus.id)).find((span) => span.end - span.start >= 30 * 60_000);
  if (!free) throw new Error(`Marcus has no free half hour at Brooklyn on ${date}`);
  await bookThroughApi(request, headers, {
    locationId: brooklyn.id,
    clientId,
    startsAt: free.start,
    staffId: marcus.id,
    serviceId: demo.mensCut.id,
  });
  const newYork = DateTime.fromMillis(free.start, { zone: NY }).toFormat('h:mm a');
  const chicago = DateTime.fromMillis(free.start, { zone: 'America/Chicago' }).toFormat('h:mm a');
  expect(newYork).not.toBe(chicago);

  await signIn(page, 'frontdesk', DEMO_PASSWORD, `/appointments?date=${date}&view=day`, brooklyn.id);
  await expect(page.getByRole('button', { name: `Location: ${brooklyn.name}` })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Times in' })).toHaveText('Times in Eastern Time (New York)');
  await expect(appointmentBlock(page, clientName)).toHaveAccessibleName(
    new RegExp(`^${newYork} ${demo.mensCut.name} — ${clientName} with ${marcus.name}`),
  );

  // Back at a Chicago studio: no zone note.
  await selectLocation(page, 'Downtown');
  await expect(page.getByText(/^Times in /)).toHaveCount(0);
});

// The Manager group holds view_services and edit_services.
test('a manager sees the services of the location chosen in the header, and offers a service at some locations only', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const serviceName = `E2E Uptown Trim ${uniqueSuffix()}`;
  const services = (await (await request.get('/api/services', { headers })).json()) as { categoryId: string; name: string }[];
  const hair = services.find((service) => service.name === "Men's Haircut")!.categoryId;
  const created = await request.post('/api/services', {
    headers,
    data: { categoryId: hair, name: serviceName, description: '', durationMinutes: 15, priceCents: 1500, color: '#8b5cf6' },
  });
  expect(created.status(), await created.text()).toBe(200);

  await signIn(page, 'manager', undefined, '/services');
  const table = page.getByRole('table', { name: 'Services' });
  // The row whose first cell (the name) is exactly this service: "Men's Haircut" is not "Women's Haircut & Style".
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await selectLocation(page, brooklyn.name);
  await expect(page.getByText(`Services offered at ${brooklyn.name}.`)).toBeVisible();
  // Brooklyn is a hair and nails studio: no balayage, no massage.
  await expect(row("Men's Haircut")).toHaveCount(1);
  await expect(row('Balayage')).toHaveCount(0);
  await expect(row('Deep Tissue Massage')).toHaveCount(0);
  await expect(row(serviceName)).toHaveCount(1);
  await selectLocation(page, 'Downtown');
  await expect(row('Balayage')).toHaveCount(1);

  // Offer the new service at Uptown only, from its dialog.
  await row(serviceName).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${serviceName}` });
  const offeredAt = dialog.getByRole('group', { name: 'Offered at' });
  await setChecked(offeredAt.getByRole('checkbox', { name: 'Every location' }), false);
  await setChecked(offeredAt.getByRole('checkbox', { name: 'Uptown', exact: true }), true);
  await dialog.getByRole('button', { name: /^Save/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(serviceName)).toHaveCount(0);
  await selectLocation(page, 'Uptown');
  await expect(row(serviceName)).toHaveCount(1);
});
