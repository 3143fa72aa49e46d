import { test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { apiHeaders, expect, newSession, setChecked, uniqueSuffix } from './support/business-e2e';
import { appointmentBlock, bookThroughApi, dateAhead, demo } from './support/appointments-e2e';
import { liveReady } from './support/live-ready';
import { scan, type Finding } from './support/axe';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// Client notes as the front desk writes them: in an appointment's details a note template inserts its text
// with the client's, the service's and the stylist's names filled in; the note shows on the client's
// profile, where it is edited twice (three versions with their author) and an old version restored as a
// new one; pinned, it shows as an alert on the calendar block of another session without a reload. The
// spec owns its client, stylist and day, and its template.
test.describe.configure({ timeout: 120_000 });

const calendarPath = (date: string) => `/appointments?date=${date}&view=day`;

async function openCalendar(page: Page, date: string): Promise<void> {
  const live = liveReady(page);
  await signIn(page, 'frontdesk', undefined, calendarPath(date));
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await live;
}

test('a note edited twice shows three versions with authors and restores; a pinned note alerts on the calendar; a template inserts its filled text', async ({
  page,
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const date = dateAhead(21, 3);
  const clientName = `Noa Notes${suffix}`;
  const { clients, staff } = await seedWorld(request, {
    clients: [{ firstName: 'Noa', lastName: `Notes${suffix}` }],
    staff: [
      {
        firstName: 'Remy',
        lastName: `Notes${suffix}`,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [3],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [demo.mensCut.id],
      },
    ],
  });
  const startsAt = DateTime.fromISO(`${date}T10:00`, { zone: BUSINESS_TIME_ZONE }).toMillis();
  await bookThroughApi(request, await apiHeaders(request, 'frontdesk'), {
    locationId: demo.downtown,
    clientId: clients[0]!.id,
    startsAt,
    staffId: staff[0]!.id,
    serviceId: demo.mensCut.id,
  });
  const templateName = `Aftercare ${suffix}`;
  const template = await request.post('/api/note-templates', {
    headers: await apiHeaders(request, 'admin'),
    data: { name: templateName, body: 'Hi {client first name}, your {service} at {time} with {staff first name}.' },
  });
  expect(template.status(), await template.text()).toBe(200);

  const watcher = await newSession(browser);
  try {
    const other = await watcher.newPage();
    await openCalendar(other, date);
    await openCalendar(page, date);

    // In the appointment's details, a template fills in the client, the service, the time and the stylist.
    await appointmentBlock(page, clientName).click();
    const drawer = page.getByRole('dialog', { name: clientName });
    const drawerNotes = drawer.getByRole('region', { name: 'Client notes' });
    await expect(drawerNotes.getByText('No notes yet.')).toBeVisible();
    await drawerNotes.getByRole('button', { name: 'Add note' }).click();
    const editor = page.getByRole('dialog', { name: 'Add note' });
    await editor.getByRole('combobox', { name: 'Insert a template' }).selectOption({ label: templateName });
    const filled = "Hi Noa, your Men's Haircut at 10:00 AM with Remy.";
    await expect(editor.getByRole('textbox', { name: 'Note' })).toHaveValue(filled);
    const findings: Record<string, Finding[]> = { 'note editor': await scan(page, '[role="dialog"]') };
    await editor.getByRole('button', { name: 'Add note' }).click();
    await expect(drawerNotes.getByText(filled, { exact: true })).toBeVisible();

    // The appointment's note is on the client's profile too, where it is edited twice (pinned the second time).
    await page.goto(`/clients/${clients[0]!.id}`);
    const notes = page.getByRole('region', { name: 'Client notes' });
    await expect(notes.getByText(filled, { exact: true })).toBeVisible();
    const edit = async (text: string, pinned: boolean) => {
      await notes.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit note' });
      await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
      await setChecked(dialog.getByRole('checkbox', { name: /Pin as alert/ }), pinned);
      await dialog.getByRole('button', { name: 'Save note' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(notes.getByText(text, { exact: true })).toBeVisible();
    };
    await edit('Prefers a quiet appointment', false);
    await edit('Latex allergy', true);
    await expect(notes.getByText('Version 3 · changed by Fran Desk')).toBeVisible();

    // The other session's calendar marks the block, and says the alert in its name, without a reload.
    const watched = appointmentBlock(other, clientName);
    await expect(watched).toHaveAccessibleName(/Alert: Latex allergy/);
    await expect(watched.getByRole('img', { name: 'Alert: Latex allergy' })).toBeVisible();

    await notes.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Note history' });
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Version 3 · Fran Desk');
    await expect(versions.nth(0)).toContainText('Latex allergy');
    await expect(versions.nth(1)).toContainText('Version 2 · Fran Desk');
    await expect(versions.nth(1)).toContainText('Prefers a quiet appointment');
    await expect(versions.nth(2)).toContainText('Version 1 · Fran Desk');
    await expect(versions.nth(2)).toContainText(filled);
    await history.getByRole('button', { name: 'Restore version 2' }).click();
    await expect(versions).toHaveCount(4);
    await expect(versions.nth(0)).toContainText('Restored from version 2');
    findings['note history'] = await scan(page, '[role="dialog"]');
    expect(Object.fromEntries(Object.entries(findings).filter(([, found]) => found.length > 0))).toEqual({});
    await history.getByRole('button', { name: 'Close' }).click();
    await expect(history).toHaveCount(0);
    await expect(notes.getByText('Prefers a quiet appointment', { exact: true })).toBeVisible();
    // Unpinned again: the alert leaves the other calendar too.
    await expect(watched).not.toHaveAccessibleName(/Alert:/);
  } finally {
    await watcher.close();
  }
});
