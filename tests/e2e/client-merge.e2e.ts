import { test } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { bookThroughApi, dateAhead, demo } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// Two records of one person, as the manager (who holds delete_clients) finds them: merging the duplicate
// into the client kept moves its visit to the kept profile, and the duplicate's profile leads there.
test('the manager merges a duplicate client: its visit moves to the kept profile and the duplicate leads there', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const date = dateAhead(22, 4);
  const { clients, staff } = await seedWorld(request, {
    clients: [
      { firstName: 'Nina', lastName: `Dupe${suffix}` },
      { firstName: 'Nena', lastName: `Dupe${suffix}` },
    ],
    staff: [
      {
        firstName: 'Max',
        lastName: `Merge${suffix}`,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [4],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [demo.mensCut.id],
      },
    ],
  });
  const [kept, duplicate] = [clients[0]!, clients[1]!];
  await bookThroughApi(request, await apiHeaders(request, 'manager'), {
    locationId: demo.downtown,
    clientId: duplicate.id,
    startsAt: DateTime.fromISO(`${date}T11:00`, { zone: BUSINESS_TIME_ZONE }).toMillis(),
    staffId: staff[0]!.id,
    serviceId: demo.mensCut.id,
  });

  await signIn(page, 'manager', undefined, `/clients/${kept.id}`);
  const keptName = `Nina Dupe${suffix}`;
  await expect(page.getByRole('heading', { name: keptName, level: 1 })).toBeVisible();
  await expect(page.getByText('No upcoming visits.')).toBeVisible();

  await page.getByRole('button', { name: `Merge a duplicate into ${keptName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Merge a duplicate into ${keptName}` });
  await expect(dialog.getByRole('button', { name: 'Merge' })).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Find the duplicate by name, phone or e-mail' }).fill(`Nena Dupe${suffix}`);
  await dialog.getByRole('button', { name: new RegExp(`^Nena Dupe${suffix}`) }).click();
  await expect(dialog.getByRole('table', { name: 'Values to keep' })).toBeVisible();
  const keepTheirName = dialog.getByRole('radio', { name: `Keep name Nena Dupe${suffix}` });
  await keepTheirName.locator('xpath=ancestor::label[1]').click();
  await expect(keepTheirName).toBeChecked();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toHaveCount(0);

  // The values chosen: the duplicate's name on the kept record, and the duplicate's visit under it.
  const mergedName = `Nena Dupe${suffix}`;
  await expect(page.getByRole('heading', { name: mergedName, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming visits' })).toContainText(`Max Merge${suffix}`);

  await page.goto(`/clients/${duplicate.id}`);
  await expect(page).toHaveURL(new RegExp(`/clients/${kept.id}$`));
  await expect(page.getByRole('heading', { name: mergedName, level: 1 })).toBeVisible();
});
