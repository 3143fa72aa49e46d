import { test, type Page } from '@playwright/test';
import { appointmentStatuses, appointmentStatusLabels, type AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { apiHeaders, expect, newSession, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import {
  appointmentBlock,
  bookThroughApi,
  businessToday,
  chooseLocation,
  createClient,
  demo,
  findSlotToday,
} from './support/appointments-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

// Status actions in the details drawer, and the dashboard's "Today's appointments" following them live
// in another session. Today is whatever day the run happens on: the test books the first free hour of
// someone working today (earlier today if need be: administrators may book into the past).
test.describe.configure({ timeout: 180_000 });

// The count next to a status in the dashboard card ("Checked in" 2).
async function countOf(page: Page, status: AppointmentStatus): Promise<number> {
  const card = page.getByRole('region', { name: 'Today’s appointments' });
  const index = appointmentStatuses.indexOf(status);
  await expect(card.getByRole('term').nth(index)).toHaveText(appointmentStatusLabels[status]);
  return Number(await card.getByRole('definition').nth(index).textContent());
}

const expectCount = (page: Page, status: AppointmentStatus, count: number) =>
  expect(
    page.getByRole('region', { name: 'Today’s appointments' }).getByRole('definition').nth(appointmentStatuses.indexOf(status)),
  ).toHaveText(String(count));

test('the front desk checks a client in and completes the visit; the dashboard’s counts follow in a basic staff member’s session', async ({
  page,
  browser,
  request,
}) => {
  const headers = await apiHeaders(request);
  const clientName = `Jamie Status${uniqueSuffix()}`;
  const clientId = await createClient(request, headers, 'Jamie', clientName.split(' ')[1]!);
  const desk = await newSession(browser);
  // Today's counts and free time are shared by every test that books today: one at a time.
  await withSharedStateLock('appointments-today', async () => {
    try {
      const slot = await findSlotToday(request, headers);
      await bookThroughApi(request, headers, {
        locationId: slot.locationId,
        clientId,
        startsAt: slot.start,
        staffId: slot.staffId,
        serviceId: slot.serviceId,
      });

      const dashboard = await desk.newPage();
      await signIn(dashboard, 'basic');
      await chooseLocation(dashboard, demo.users.basic.id, slot.locationId);
      await dashboard.reload();
      await expect(dashboard.getByRole('region', { name: 'Today’s appointments' })).toBeVisible();
      const before = {
        booked: await countOf(dashboard, 'booked'),
        checkedIn: await countOf(dashboard, 'checked_in'),
        completed: await countOf(dashboard, 'completed'),
      };

      await signIn(page, 'frontdesk', DEMO_PASSWORD, `/appointments?date=${businessToday()}&view=day`, slot.locationId);
      await appointmentBlock(page, clientName).click();
      const drawer = page.getByRole('dialog', { name: clientName });
      const actions = drawer.getByRole('group', { name: 'Appointment actions' });

      await actions.getByRole('button', { name: 'Check in' }).click();
      await expect(appointmentBlock(page, clientName)).toHaveAccessibleName(/\(Checked in\)$/);
      await expectCount(dashboard, 'checked_in', before.checkedIn + 1);
      await expectCount(dashboard, 'booked', before.booked - 1);

      await actions.getByRole('button', { name: 'Complete' }).click();
      await expect(appointmentBlock(page, clientName)).toHaveAccessibleName(/\(Completed\)$/);
      await expectCount(dashboard, 'completed', before.completed + 1);
      await expectCount(dashboard, 'checked_in', before.checkedIn);
      // A completed visit offers no more status steps.
      await expect(actions.getByRole('button', { name: 'Check in' })).toHaveCount(0);
      await expect(actions.getByRole('button', { name: 'Complete' })).toHaveCount(0);
    } finally {
      await desk.close();
    }
  });
});
