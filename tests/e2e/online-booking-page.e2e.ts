import { test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { publicBookingInfoSchema, publicSlotsSchema } from '@chairside/shared/booking/booking-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { expect, uniqueSuffix } from './support/business-e2e';
import { demo } from './support/appointments-e2e';
import { seedWorld } from './support/seed-e2e';

// The public booking page as an anonymous visitor finds their way: a day without free times points to the
// next free one, closed days are marked and the strip scrolls on a phone; services come by category with a
// filter; the last minute of a hold is announced, and the details typed survive a lapsed hold. Each journey
// books Classic Manicure at Downtown with a manicurist of its own (seeded for the days it needs).

const serviceName = 'Classic Manicure';
type Manicurist = { id: string; name: string };

const localToday = () => DateTime.now().setZone(BUSINESS_TIME_ZONE).toFormat('yyyy-MM-dd');
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toFormat('yyyy-MM-dd');
const fullLabel = (date: string) => DateTime.fromISO(date).toFormat('cccc, LLLL d');

async function manicureId(request: APIRequestContext): Promise<string> {
  const info = publicBookingInfoSchema.parse(await (await request.get('/api/public/booking')).json());
  const service = info.services.find((candidate) => candidate.name === serviceName);
  if (!service) throw new Error(`${serviceName} is not offered online`);
  return service.id;
}

// A manicurist working only `date`, 9 AM to 5 PM at Downtown, once the public API knows them (its facts are
// cached per process for a few seconds).
async function ownManicurist(request: APIRequestContext, serviceId: string, date: string): Promise<Manicurist> {
  const lastName = `Page${uniqueSuffix()}`;
  const { staff } = await seedWorld(request, {
    staff: [
      {
        firstName: 'Nell',
        lastName,
        locationId: demo.downtown,
        from: date,
        until: date,
        weekdays: [DateTime.fromISO(date).weekday],
        hours: { start: '09:00', end: '17:00' },
        serviceIds: [serviceId],
      },
    ],
  });
  const id = staff[0]?.id ?? '';
  const slotsUrl = `/api/public/booking/slots?locationId=${demo.downtown}&serviceIds=${serviceId}&staffId=${id}&date=${date}`;
  await expect
    .poll(async () => {
      const reply = await request.get(slotsUrl);
      return reply.ok() ? publicSlotsSchema.parse(await reply.json()).slots.length : 0;
    })
    .toBeGreaterThan(1);
  return { id, name: `Nell ${lastName}` };
}

async function chooseManicure(page: Page, staff: Manicurist): Promise<void> {
  await page.goto('/booking');
  await page.getByRole('radio', { name: 'Downtown' }).locator('xpath=ancestor::label[1]').click();
  const service = page.getByRole('checkbox', { name: new RegExp(`^${serviceName}, `) });
  await service.locator('xpath=ancestor::label[1]').click();
  await expect(service).toBeChecked();
  await page.getByLabel('Staff', { exact: true }).selectOption({ label: staff.name });
}

// The booking design's brand colour as the browser computes it ('rgb(15, 118, 110)').
async function brandFill(request: APIRequestContext): Promise<string> {
  const info = publicBookingInfoSchema.parse(await (await request.get('/api/public/booking')).json());
  const hex = info.settings.brandColor.slice(1);
  return `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
}

const times = (page: Page) => page.getByRole('region', { name: 'Available times' });

test(
  'a day without free times offers the next free day in one tap; closed days are marked; the strip scrolls on a phone',
  { tag: '@phone' },
  async ({ page, request }) => {
    const today = localToday();
    const workday = plusDays(today, 5);
    const staff = await ownManicurist(request, await manicureId(request), workday);
    await chooseManicure(page, staff);

    // Today the manicurist does not work: closed, and the next free day is one tap away.
    const strip = page.getByRole('group', { name: 'Next days' });
    await expect(strip.getByRole('button', { name: `${fullLabel(today)}, closed` })).toHaveAttribute('aria-pressed', 'true');
    await expect(strip.getByRole('button', { name: `${fullLabel(plusDays(today, 1))}, closed` })).toBeVisible();
    await expect(times(page)).toContainText('No free times on this day.');
    const nextFree = times(page).getByRole('button', { name: `Next free day: ${DateTime.fromISO(workday).toFormat('ccc, LLL d')}` });
    // Under the mouse an accent button keeps the brand fill (not a grey that reads as disabled).
    const brand = await brandFill(request);
    await nextFree.hover();
    await expect(nextFree).toHaveCSS('background-color', brand);
    await nextFree.click();
    const chosen = strip.getByRole('button', { name: fullLabel(workday), exact: true });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await chosen.hover();
    await expect(chosen).toHaveCSS('background-color', brand);
    await expect(times(page).getByRole('button', { name: '9:00 AM', exact: true })).toBeVisible();

    // Two weeks in the strip, scrolled sideways with "Earlier days" / "Later days" where they do not fit.
    const lastDay = strip.getByRole('button', { name: new RegExp(`^${fullLabel(plusDays(today, 13))}`) });
    const later = page.getByRole('button', { name: 'Later days' });
    // Nearly whole rather than whole: scrolled to its end, the strip may leave a fraction of a pixel hidden.
    await expect(lastDay).not.toBeInViewport({ ratio: 0.95 });
    await expect(async () => {
      if (await later.isEnabled()) await later.click();
      await expect(lastDay).toBeInViewport({ ratio: 0.95, timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(later).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Earlier days' })).toBeEnabled();
  },
);

test('services come by category with descriptions and a filter; the tab and the address name the business', async ({ page, request }) => {
  const info = publicBookingInfoSchema.parse(await (await request.get('/api/public/booking')).json());
  await page.goto('/booking');
  await expect(page).toHaveTitle(`Book at ${info.business.name}`);
  await expect(page.getByText('120 N LaSalle St, Chicago, IL 60602')).toBeVisible();
  await page.getByRole('radio', { name: 'Downtown' }).locator('xpath=ancestor::label[1]').click();

  const services = page.getByRole('group', { name: 'Services' });
  const color = services.getByRole('group', { name: 'Color', exact: true });
  const touchUp = color.getByRole('checkbox', { name: /^Root Touch-Up, 45 min \+ 30 min processing, \$/ });
  await expect(touchUp).toBeVisible();
  await expect(color).toContainText('Color on up to 1 1/2 inches of regrowth.');
  await expect(
    services.getByRole('group', { name: 'Nails', exact: true }).getByRole('checkbox', { name: /^Classic Manicure, / }),
  ).toBeVisible();

  // Choosing a service brings its times into view (they come below the whole list).
  await touchUp.locator('xpath=ancestor::label[1]').click();
  await expect(page.getByLabel('Staff', { exact: true })).toBeInViewport();

  // The filter reads descriptions too.
  await services.getByRole('searchbox', { name: 'Find a service' }).fill('regrowth');
  await expect(services.getByRole('checkbox')).toHaveCount(1);
  await expect(touchUp).toBeChecked();
  await expect(services.getByRole('group', { name: 'Nails', exact: true })).toHaveCount(0);
});

test('the last minute of a hold is announced, and the details typed are kept for the next hold after a lapse', async ({
  page,
  request,
}) => {
  const date = plusDays(localToday(), 9);
  const staff = await ownManicurist(request, await manicureId(request), date);
  await page.clock.install();
  await chooseManicure(page, staff);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await times(page).getByRole('button', { name: '9:00 AM', exact: true }).click();
  const timer = page.getByRole('timer', { name: 'Time left on your hold' });
  await expect(timer).toBeVisible();
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Keeper');
  await page.getByLabel('E-mail').fill('lena.keeper@example.test');

  const hold = page.getByRole('region', { name: 'Your time' });
  await expect(hold.getByRole('status')).toHaveText('');
  await page.clock.fastForward('04:05');
  await expect(hold.getByRole('status')).toHaveText(/^Less than a minute left/);

  await page.clock.fastForward('01:00');
  await expect(page.getByRole('status').filter({ hasText: 'has lapsed' })).toBeVisible();
  // Back to the server's clock, so the next hold's expiry is in the page's future.
  await page.clock.setSystemTime(new Date());
  await times(page).getByRole('button', { name: '10:00 AM', exact: true }).click();
  await expect(timer).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Lena');
  await expect(page.getByLabel('Last name')).toHaveValue('Keeper');
  await expect(page.getByLabel('E-mail')).toHaveValue('lena.keeper@example.test');
});
