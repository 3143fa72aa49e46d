import { test } from '@playwright/test';
import { apiHeaders, expect, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, clockLabel, createClient, dateAhead, demo, dragDown, localTime, withFreeSlot } from './support/appointments-e2e';
import { signIn } from './support/sign-in';

// The journey the product exists for, as the role that does it most: the demo front
// desk, holding no catalogue or team permission, books from the calendar with the services and staff the
// dialog reads, moves the appointment by dragging it (the only way the calendar offers) and confirms it
// (checking in belongs to the appointment's own day: appointments-calendar-feedback.e2e.ts). On a desktop and on a phone. Even the arranging (a client, the free time) is done with the
// front desk's own API session, so nothing here leans on the administrator.
test.describe.configure({ timeout: 180_000 });

const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

test(
  'the front desk books a client from the calendar, moves the appointment by dragging it and confirms it',
  { tag: '@phone' },
  async ({ page, request }) => {
    const headers = await apiHeaders(request, 'frontdesk');
    // A Wednesday of Jordan's at least 12 days out (no other journey books Jordan on a Wednesday): a day that
    // far ahead is never in the past, whatever time the run starts.
    const date = dateAhead(12, 3);
    const suffix = uniqueSuffix();
    const clientName = `Dana Desk${suffix}`;
    await createClient(request, headers, 'Dana', `Desk${suffix}`);

    await signIn(page, 'frontdesk');
    await page.goto(calendarPath(date));
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();

    // Booked and moved under the lock on Jordan's day: the other project's run of this journey (and any
    // other test booking Jordan that day) then cannot take the hour this one moves into.
    const { start, later } = await withFreeSlot(
      request,
      headers,
      { locationId: demo.downtown, date, staffId: demo.staff.jordan.id },
      90,
      async (free) => {
        await page.getByRole('button', { name: 'New appointment' }).click();
        const dialog = page.getByRole('dialog', { name: 'New appointment' });
        await dialog.getByRole('combobox', { name: 'Client' }).fill(`Desk${suffix}`);
        await dialog.getByRole('option', { name: new RegExp(clientName) }).click();
        // The dialog reads the services and staff the front desk books with (a 403 here was the bug).
        await expect(dialog.getByText('Services could not be read')).toHaveCount(0);
        await dialog.getByLabel('Service', { exact: true }).selectOption({ label: demo.mensCut.name });
        await dialog.getByLabel('Staff', { exact: true }).selectOption({ label: demo.staff.jordan.name });
        await dialog.getByLabel('Date').fill(date);
        await dialog.getByLabel('Start time').fill(localTime(free));
        await dialog.getByRole('button', { name: 'Book' }).click();
        await expect(dialog).toHaveCount(0);

        const block = appointmentBlock(page, clientName);
        await expect(block).toHaveAccessibleName(
          `${clockLabel(free)} ${demo.mensCut.name} — ${clientName} with ${demo.staff.jordan.name} (Booked)`,
        );
        const moved = free + 60 * 60_000;
        await dragDown(page, block, 60);
        await expect(block).toHaveAccessibleName(new RegExp(`^${clockLabel(moved)} `));
        return { start: free, later: moved };
      },
    );

    // Confirmed from the details, where the timeline names the front desk for each step.
    const block = appointmentBlock(page, clientName);
    await block.click();
    const drawer = page.getByRole('dialog', { name: clientName });
    await drawer.getByRole('group', { name: 'Appointment actions' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(block).toHaveAccessibleName(
      `${clockLabel(later)} ${demo.mensCut.name} — ${clientName} with ${demo.staff.jordan.name} (Confirmed)`,
    );
    const timeline = drawer.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText(`Booked ${demo.mensCut.name} with ${demo.staff.jordan.name}`);
    await expect(timeline.nth(0)).toContainText(clockLabel(start));
    await expect(timeline.nth(1)).toContainText(`Moved to`);
    await expect(timeline.nth(1)).toContainText(clockLabel(later));
    await expect(timeline.nth(2)).toContainText('Status: Confirmed');
    for (let step = 0; step < 3; step += 1) await expect(timeline.nth(step)).toContainText(demo.users.frontdesk.name);
  },
);
