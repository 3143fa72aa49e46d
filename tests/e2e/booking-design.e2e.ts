import { test } from '@playwright/test';
import { defaultBookingDesign, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import { apiHeaders, expect, setChecked, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

test.describe.configure({ timeout: 180_000 });

// Booking Design (/booking-design; MODULES "Booking design"). Only the administrator among the demo users
// holds edit_business_settings, so the administrator edits; the manager holds view_business_settings and
// sees the screen read-only. The design is shared state (the public booking page reads it): the lock keeps
// other tests that set it from seeing a half-made one, and the design is put back afterwards.

test('an administrator changes the headline and brand color, sees the preview follow before saving, and the saved design stays after a reload', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  await withSharedStateLock('booking-design', async () => {
    const original = (await (await request.get('/api/booking-design', { headers })).json()) as BookingDesign;
    const headline = `Book with Glow ${uniqueSuffix()}`;
    try {
      await signIn(page, 'admin', DEMO_PASSWORD, '/booking-design');
      await expect(page.getByRole('heading', { name: 'Booking Design', level: 1 })).toBeVisible();
      const form = page.getByRole('form', { name: 'Booking design' });
      const preview = page.getByRole('region', { name: 'Preview of the booking page' });
      await expect(form.getByLabel('Headline')).toHaveValue(original.headline);
      await expect(preview).toBeVisible();

      // The preview shows the unsaved design.
      await form.getByLabel('Headline').fill(headline);
      await form.getByLabel('Brand color', { exact: true }).fill('#7c3aed');
      await expect(preview.getByRole('heading', { name: headline })).toBeVisible();
      // The flow takes the brand color as its accent (booking-brand.ts: --booking-accent).
      await expect(preview.locator('[data-mode="preview"]')).toHaveCSS('--booking-accent', '#7c3aed');
      await expect(form.getByLabel('Brand color picker')).toHaveValue('#7c3aed');
      await expect(form.getByLabel('Brand color', { exact: true })).toHaveAccessibleDescription(
        /White text reads at \d+\.\d:1 on it: meets WCAG AA/,
      );
      // A light color loses white text: the form says which shade the page writes in instead.
      await form.getByLabel('Brand color', { exact: true }).fill('#fde047');
      await expect(form.getByLabel('Brand color', { exact: true })).toHaveAccessibleDescription(
        /White text would read at only 1\.\d:1 \(WCAG AA needs 4\.5:1\)/,
      );
      await form.getByLabel('Brand color', { exact: true }).fill('#7c3aed');

      // Services one by one: the filter narrows the checklist; Balayage is not bookable online at all.
      const services = form.getByRole('group', { name: 'Services offered online' });
      await setChecked(services.getByRole('switch', { name: 'All online-bookable services' }), false);
      await services.getByRole('searchbox', { name: 'Filter services' }).fill('Balayage');
      await expect(services.getByText('No services match the filter')).toBeVisible();
      await services.getByRole('searchbox', { name: 'Filter services' }).fill('Beard');
      await setChecked(services.getByRole('checkbox', { name: 'Beard Trim (Hair)' }), false);
      await setChecked(services.getByRole('switch', { name: 'All online-bookable services' }), true);

      // A hold longer than 30 minutes is refused with the schema's sentence, and nothing is saved.
      await form.getByLabel('Hold length (minutes)').fill('31');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByLabel('Hold length (minutes)')).toHaveAccessibleDescription('A hold lasts at most 30 minutes');
      await expect(form.getByRole('alert')).toHaveText('One field needs attention. Nothing was saved.');
      expect(((await (await request.get('/api/booking-design', { headers })).json()) as BookingDesign).headline).toBe(original.headline);

      await form.getByLabel('Hold length (minutes)').fill('10');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Booking design saved')).toBeVisible();

      await page.reload();
      await expect(form.getByLabel('Headline')).toHaveValue(headline);
      await expect(form.getByLabel('Brand color', { exact: true })).toHaveValue('#7c3aed');
      await expect(form.getByLabel('Hold length (minutes)')).toHaveValue('10');
      await expect(preview.getByRole('heading', { name: headline })).toBeVisible();
    } finally {
      const restored = await request.put('/api/booking-design', { headers, data: { ...defaultBookingDesign, ...original } });
      expect(restored.status()).toBe(200);
    }
  });
});

test('a manager, who may view but not edit business settings, sees the design read-only with its preview', async ({ page }) => {
  await signIn(page, 'manager', DEMO_PASSWORD, '/booking-design');
  await expect(page.getByRole('heading', { name: 'Booking Design', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Booking design' });
  await expect(form.getByText('changing it needs the "Edit business settings" permission')).toBeVisible();
  await expect(form.getByLabel('Headline')).toBeDisabled();
  await expect(form.getByLabel('Hold length (minutes)')).toBeDisabled();
  await expect(form.getByRole('switch', { name: 'All online-bookable services' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  const preview = page.getByRole('region', { name: 'Preview of the booking page' });
  await expect(preview).toBeVisible();
  // Nothing to change, so no promise of changes; the phone shows the page as a phone would.
  await expect(preview.getByText('The booking page as clients see it on a phone.')).toBeVisible();
  await expect(preview.getByText('Your changes show here')).toHaveCount(0);
  const phone = preview.locator('.booking-design-phone');
  const headline = preview.getByRole('heading').first();
  await expect(headline).toBeVisible();
  // The page scrolls once: the phone is as tall as its content, which keeps clear of the frame.
  expect(await phone.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
  const frame = (await phone.boundingBox())!;
  const title = (await headline.boundingBox())!;
  expect(title.x - frame.x).toBeGreaterThanOrEqual(20);
  expect(frame.x + frame.width - (title.x + title.width)).toBeGreaterThanOrEqual(20);
  expect(title.y - frame.y).toBeGreaterThanOrEqual(20);
  // A chosen option is drawn in the brand color, not Blueprint's blue.
  const accent = await preview
    .locator('[data-mode="preview"]')
    .evaluate((element) => element.ownerDocument.defaultView!.getComputedStyle(element).getPropertyValue('--booking-accent'));
  const choice = preview.getByRole('radio').first();
  await choice.check();
  const [fill, brand] = await choice.evaluate((input, color) => {
    const view = input.ownerDocument.defaultView!;
    const probe = input.ownerDocument.createElement('span');
    probe.style.color = color;
    input.ownerDocument.body.append(probe);
    const rgb = view.getComputedStyle(probe).color;
    probe.remove();
    return [view.getComputedStyle(input.nextElementSibling!).backgroundColor, rgb];
  }, accent.trim());
  expect(fill).toBe(brand);
});
