import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, bookThroughApi, dateAhead, demo } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// A client's privacy as the manager (who holds delete_clients): the export downloads their data, and
// anonymising removes their name from every screen that showed it (profile, search, calendar block) while
// the visit stays, now "Anonymised client".
test('the manager exports a client’s data, then anonymises them: the name is gone from the profile, the search and the calendar', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const date = dateAhead(21, 3);
  const { clients, staff } = await seedWorld(request, {
    clients: [{ firstName: 'Wren', lastName: `Erased${suffix}` }],
    staff: [
      {
        firstName: 'Sol',
        lastName: `Privacy${suffix}`,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [3],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [demo.mensCut.id],
      },
    ],
  });
  const clientId = clients[0]!.id;
  const name = `Wren Erased${suffix}`;
  await bookThroughApi(request, await apiHeaders(request, 'manager'), {
    locationId: demo.downtown,
    clientId,
    startsAt: DateTime.fromISO(`${date}T10:00`, { zone: BUSINESS_TIME_ZONE }).toMillis(),
    staffId: staff[0]!.id,
    serviceId: demo.mensCut.id,
  });

  await signIn(page, 'manager', undefined, `/clients/${clientId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export data of ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`client-${clientId}.json`);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { client: { name: string }; visits: { upcoming: unknown[] } };
  expect(exported.client.name).toBe(name);
  expect(exported.visits.upcoming).toHaveLength(1);

  await page.getByRole('button', { name: `Anonymise ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Anonymise ${name}?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Anonymise client' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Anonymised client', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Anonymise / })).toHaveCount(0);

  await page.goto('/clients');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(`Erased${suffix}`);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText('No client matches.');
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto(`/appointments?date=${date}&view=day`);
  await expect(appointmentBlock(page, `Anonymised client with Sol Privacy${suffix}`)).toBeVisible();
  await expect(page.getByText(`Erased${suffix}`)).toHaveCount(0);
});
