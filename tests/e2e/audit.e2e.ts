import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { bookThroughApi, createClient, dateAhead, demo, withFreeSlot } from './support/appointments-e2e';
import { scan } from './support/axe';
import { demoSession } from './support/demo-sessions';
import { signIn } from './support/sign-in';

// An auditor holds only view_audit_log and view_dashboard: the history, any record as it was, exports.
test('an auditor follows one appointment through its history, sees it as it was before the move, and exports it', async ({
  page,
  request,
}) => {
  const desk = { Authorization: `Bearer ${demoSession('frontdesk').token}` };
  const tag = Date.now().toString(36);
  const clientId = await createClient(request, desk, 'Audra', `Trail ${tag}`);
  const date = dateAhead(40, 2);
  const where = { locationId: demo.downtown, date, staffId: demo.staff.jordan.id };
  const { id, start } = await withFreeSlot(request, desk, where, 30, async (start) => ({
    start,
    id: await bookThroughApi(request, desk, { ...where, clientId, startsAt: start, serviceId: demo.mensCut.id }),
  }));
  const nextDay = dateAhead(41, 3);
  await withFreeSlot(request, desk, { ...where, date: nextDay }, 30, async (later) => {
    const moved = await request.post(`/api/appointments/${id}/reschedule`, {
      headers: desk,
      data: { startsAt: new Date(later).toISOString() },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  });
  const cancelled = await request.post(`/api/appointments/${id}/cancel`, { headers: desk, data: { reason: 'Moved away' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signIn(page, 'auditor', undefined, '/audit');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const history = page.getByRole('table', { name: 'History' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('Appointment cancelled');
  await expect(rows.nth(2)).toContainText('Appointment moved out');
  await expect(rows.nth(3)).toContainText('Appointment moved in');
  await expect(rows.nth(4)).toContainText('Appointment booked');
  for (const index of [1, 2, 3, 4]) await expect(rows.nth(index)).toContainText(demo.users.frontdesk.name);

  // The record as it was: after its booking, the first time; now, cancelled.
  await rows
    .nth(4)
    .getByRole('button', { name: /Appointment/ })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(4);
  const state = drawer.getByRole('table', { name: 'State as of the moment shown' });
  await expect(state).toContainText('cancelled');
  await drawer.getByRole('slider', { name: 'Moment shown' }).fill('0');
  await expect(drawer.getByText(/^After “Appointment booked”/)).toBeVisible();
  await expect(state).toContainText(formatDateTime(start, BUSINESS_TIME_ZONE));
  await expect(state).toContainText('booked');
  expect(await scan(page, '.audit-drawer')).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The filtered events as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n');
  expect(lines).toHaveLength(5);
  expect(lines[1]).toContain('AppointmentBooked');

  // A change made in another session arrives at the top while the filter matches.
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(rows.nth(1)).toBeVisible();
  await createClient(request, desk, 'Live', `Arrival ${tag}`);
  await expect(rows.nth(1)).toContainText('Client registered');
  await expect(rows.nth(1)).toContainText(demo.users.frontdesk.name);
  // Client names are masked for an auditor without view_clients.
  await expect(rows.nth(1)).toContainText('Client •••');

  // The read models' lag is the auditor's to see; rebuilding stays with administrators.
  await page.getByRole('tab', { name: 'Read models' }).click();
  const models = page.getByRole('table', { name: 'Read models' });
  await expect(models.getByRole('rowheader', { name: 'Note templates', exact: true })).toBeVisible();
  await expect(models.getByRole('button', { name: /^Rebuild/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open queue board' })).toHaveCount(0);
});

test('someone without view_audit_log never sees the audit screen', async ({ page }) => {
  await signIn(page, 'frontdesk', undefined, '/audit');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit' })).toHaveCount(0);
});
