import { test } from '@playwright/test';
import { expect, uniqueSuffix } from './support/business-e2e';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { appointmentBlock, clockLabel, dateAhead, demo, dragDown } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// The journey the product exists for, as the role that does it most: the demo front
// desk, holding no catalogue or team permission, books from the calendar with the services and staff the
// dialog reads, moves the appointment by dragging it (the only way the calendar offers) and confirms it
// (checking in belongs to the appointment's own day: appointments-calendar-feedback.e2e.ts). On a desktop and on a phone.
// Each run owns its world, seeded in one call: a client and a stylist who offers the Men's Haircut and works
// only on the run's own day, so that day's calendar column holds nothing but this journey.
test.describe.configure({ timeout: 180_000 });

const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

test(
  'the front desk books a client from the calendar, moves the appointment by dragging it and confirms it',
  { tag: '@phone' },
  async ({ page, request }) => {
    // At least 12 days out: never in the past, whatever time the run starts.
    const date = dateAhead(12, 3);
    const suffix = uniqueSuffix();
    const clientName = `Dana Desk${suffix}`;
    const stylist = { firstName: 'Sasha', lastName: `Stylist${suffix}` };
    const stylistName = `${stylist.firstName} ${stylist.lastName}`;
    await seedWorld(request, {
      clients: [{ firstName: 'Dana', lastName: `Desk${suffix}` }],
      staff: [
        {
          ...stylist,
          locationId: demo.downtown,
          from: date,
          until: date,
          weekdays: [3],
          hours: { start: '09:00', end: '17:00' },
          serviceIds: [demo.mensCut.id],
        },
      ],
    });
    const at = (time: string) => DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toMillis();
    const start = at('10:00');
    const later = at('11:00');

    await signIn(page, 'frontdesk', undefined, calendarPath(date));
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByRole('combobox', { name: 'Client' }).fill(`Desk${suffix}`);
    await dialog.getByRole('option', { name: new RegExp(clientName) }).click();
    // The dialog reads the services and staff the front desk books with (a 403 here was the bug).
    await expect(dialog.getByText('Services could not be read')).toHaveCount(0);
    await dialog.getByLabel('Service', { exact: true }).selectOption({ label: demo.mensCut.name });
    await dialog.getByLabel('Staff', { exact: true }).selectOption({ label: stylistName });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await expect(dialog).toHaveCount(0);

    const block = appointmentBlock(page, clientName);
    await expect(block).toHaveAccessibleName(`${clockLabel(start)} ${demo.mensCut.name} — ${clientName} with ${stylistName} (Booked)`);
    await dragDown(page, block, 60);
    await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(later)} `));

    // Confirmed from the details, where the timeline names the front desk for each step.
    await block.click();
    const drawer = page.getByRole('dialog', { name: clientName });
    await drawer.getByRole('group', { name: 'Appointment actions' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(block).toHaveAccessibleName(`${clockLabel(later)} ${demo.mensCut.name} — ${clientName} with ${stylistName} (Confirmed)`);
    const timeline = drawer.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText(`Booked ${demo.mensCut.name} with ${stylistName}`);
    await expect(timeline.nth(0)).toContainText(clockLabel(start));
    await expect(timeline.nth(1)).toContainText(`Moved to`);
    await expect(timeline.nth(1)).toContainText(clockLabel(later));
    await expect(timeline.nth(2)).toContainText('Status: Confirmed');
    for (let step = 0; step < 3; step += 1) await expect(timeline.nth(step)).toContainText(demo.users.frontdesk.name);
  },
);
