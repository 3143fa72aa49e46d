import { test } from '@playwright/test';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, bookThroughApi, clockLabel, createClient, dateAhead, demo, withFreeSlot } from './support/appointments-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { expectNoSidewaysScroll } from './support/team-e2e';

// /appointments-mobile: a day's agenda for everyone or one staff member, usable on a 390 px phone
// (and the same on a desktop). Live like the calendar: an appointment booked elsewhere appears.
test.describe.configure({ timeout: 120_000 });

test(
  'the mobile agenda lists the day, filters by staff member, shows a booking made elsewhere and opens its details',
  { tag: '@phone-only' },
  async ({ page, request }) => {
    const headers = await apiHeaders(request);
    const date = dateAhead(10, 5);
    const clientName = `Alex Agenda${uniqueSuffix()}`;
    const clientId = await createClient(request, headers, 'Alex', clientName.split(' ')[1]!);

    await signIn(page, 'frontdesk', DEMO_PASSWORD, `/appointments-mobile?date=${date}`);
    await expect(page.getByRole('heading', { name: 'Mobile Appointments', level: 1 })).toBeVisible();
    await page.getByLabel('Staff').selectOption({ label: demo.staff.jordan.name });
    await expect(page).toHaveURL(new RegExp(`staff=${demo.staff.jordan.id}`));

    const start = await withFreeSlot(
      request,
      headers,
      { locationId: demo.downtown, date, staffId: demo.staff.jordan.id },
      30,
      async (free) => {
        await bookThroughApi(request, headers, {
          locationId: demo.downtown,
          clientId,
          startsAt: free,
          staffId: demo.staff.jordan.id,
          serviceId: demo.mensCut.id,
        });
        return free;
      },
    );
    const entry = appointmentBlock(page, clientName);
    await expect(entry).toHaveAccessibleName(
      `${clockLabel(start)} ${demo.mensCut.name} — ${clientName} with ${demo.staff.jordan.name} (Booked)`,
    );
    // Only Jordan's day is listed.
    const agenda = page.getByRole('list', { name: 'Appointments' });
    for (const button of await agenda.getByRole('button').all())
      expect(await button.getAttribute('aria-label')).toContain(demo.staff.jordan.name);
    await expectNoSidewaysScroll(page);

    await entry.click();
    const drawer = page.getByRole('dialog', { name: clientName });
    await expect(drawer.getByRole('group', { name: 'Appointment actions' }).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Timeline' })).toContainText(
      `Booked ${demo.mensCut.name} with ${demo.staff.jordan.name}`,
    );
    await expectNoSidewaysScroll(page);
  },
);
