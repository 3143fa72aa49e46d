import { expect, test } from '@playwright/test';
import { helpTopics } from '../../frontend/src/help/help-topics';
import { signIn } from './support/sign-in';

// The help centre (SPEC §2.4 /help and /help/{topic}; MODULES "Help centre": one real article per topic, searchable).
// Read as basic staff, the least-privileged staff role: help is for everyone who signs in.

test.beforeEach(async ({ page }) => {
  await signIn(page, 'basic');
});

test('the header Help icon opens the Help Centre from the dashboard, whose search finds, narrows and empties as you type', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/help');
  await expect(page.getByRole('heading', { name: 'Help Centre', exact: true, level: 1 })).toBeVisible();

  // Browsing: every topic is a link named by its title, grouped by sidebar area, tagged with its availability.
  await expect(page.getByRole('main').getByRole('link', { name: 'Payroll', exact: true })).toBeVisible();
  const business = page.getByRole('region', { name: 'Business', exact: true });
  await expect(business.getByRole('link')).toHaveText(['Locations', 'Settings', 'Permissions']);
  await expect(business.getByText('Available now')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Insights', exact: true }).getByText('Available now')).toHaveCount(2);

  const search = page.getByLabel('Search help');
  await search.fill('default location');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toHaveText('Locations');
  await expect(results.getByRole('status')).toHaveText(/^\d+ articles? match(es)?$/);
  // While searching, the grouped grid gives way to the results.
  await expect(page.getByRole('region', { name: 'Business', exact: true })).toHaveCount(0);

  await search.fill('dark mode');
  await expect(results.getByRole('link')).toHaveText(['Settings']);

  await search.fill('zzqqxx');
  await expect(results.getByRole('status')).toHaveText('No articles match');
  await expect(results.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Business', exact: true }).getByRole('link', { name: 'Locations' })).toBeVisible();
});

test('the header Help icon opens the article of the page in view', async ({ page }) => {
  const help = page.getByRole('banner').getByRole('link', { name: 'Help', exact: true });
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { name: 'Appointments', exact: true, level: 1 })).toBeVisible();
  await help.click();
  await expect(page).toHaveURL((url) => url.pathname === '/help/appointments');
  await expect(page.getByRole('heading', { name: 'Appointments', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who can use it', exact: true, level: 2 })).toBeVisible();

  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Services', exact: true, level: 1 })).toBeVisible();
  await help.click();
  await expect(page).toHaveURL((url) => url.pathname === '/help/services');
  await expect(page.getByRole('heading', { name: 'Add a service', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Archive or delete', exact: true, level: 2 })).toBeVisible();
});

test('searching "processing time" finds the Services article, and no article of a screen not built yet', async ({ page }) => {
  await page.goto('/help');
  await page.getByLabel('Search help').fill('processing time');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toHaveText('Services');
  await expect(results.getByText('Coming soon')).toHaveCount(0);
  await expect(results.getByRole('link', { name: 'Note Templates' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Screens coming in a later version' })).toHaveCount(0);

  // A screen not built yet is listed apart, under its own heading, only for the words of its title or summary.
  await page.getByLabel('Search help').fill('marketing');
  await expect(page.getByRole('region', { name: 'Screens coming in a later version' }).getByRole('link')).toHaveText(['Marketing']);
  await expect(results.getByRole('link', { name: 'Marketing', exact: true })).toHaveCount(0);

  await page.getByLabel('Search help').fill('processing time');
  await results.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/help/services');
  await expect(page.getByText('The calendar blocks the duration, the processing time and the buffer time', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Permissions' })).toContainText('Edit services, classes, rooms and devices');
  await expect(page.getByRole('link', { name: 'Open Services' })).toHaveAttribute('href', '/services');
});

test('an article of a built screen reads as a guide, and its related links lead to other articles', async ({ page }) => {
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await page.getByLabel('Search help').fill('dark mode');
  await page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: 'Settings' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/help/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Colors and dark mode', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who can use it', exact: true, level: 2 })).toBeVisible();
  // Permissions by the names people know them by, never by their internal codes.
  await expect(page.getByRole('list', { name: 'Permissions' })).toContainText('Edit business settings');
  await expect(page.getByRole('main')).not.toContainText('edit_business_settings');
  await expect(page.getByText('This screen is not available yet in this version.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');

  await page.getByRole('navigation', { name: 'Related topics' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/help/locations');
  await expect(page.getByRole('heading', { name: 'Locations', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a default location', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText('The default location cannot be deactivated.', { exact: false })).toBeVisible();

  // Back to the index through the breadcrumb, and Back in the browser returns to the article.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help Centre' }).click();
  await expect(page.getByRole('heading', { name: 'Help Centre', exact: true, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Locations', exact: true, level: 1 })).toBeVisible();
});

test('an article of a screen not built yet says so at the top', async ({ page }) => {
  await page.goto('/help/marketing');
  await expect(page.getByRole('heading', { name: 'Marketing', exact: true, level: 1 })).toBeVisible();
  await expect(
    page.getByText('This screen is not available yet in this version. This article describes how it works once it is.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Permissions' })).toContainText('View marketing');
  await expect(page.getByRole('link', { name: 'Open Marketing' })).toHaveCount(0);
});

test('an unknown topic says there is no article and links back to the Help Centre', async ({ page }) => {
  await page.goto('/help/teleportation');
  await expect(page.getByRole('heading', { name: 'No article for this topic', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByText('There is no help article for “teleportation”.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all help topics' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/help');
  await expect(page.getByRole('heading', { name: 'Help Centre', exact: true, level: 1 })).toBeVisible();
});

test('every topic of SPEC §2.4, and Services, has its article at /help/{topic}, linked from the Help Centre', async ({ page }) => {
  // 26 articles in one test: in-app navigation keeps it quick, and the budget is raised for slow machines.
  test.setTimeout(120_000);
  expect(helpTopics).toHaveLength(26);
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  const main = page.getByRole('main');
  for (const topic of helpTopics) {
    await main.getByRole('link', { name: topic.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/help/${topic.slug}`);
    await expect(page.getByRole('heading', { name: topic.title, exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who can use it', exact: true, level: 2 })).toBeVisible();
    await expect(page.getByText('This screen is not available yet in this version.', { exact: false })).toHaveCount(
      topic.available ? 0 : 1,
    );
    // No article shows a permission's internal code (view_own_schedule): only its label.
    await expect(page.getByRole('main')).not.toContainText(/\b(?:view|edit|create|delete|update|import|refund|override)_[a-z_]+\b/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Help Centre', exact: true, level: 1 })).toBeVisible();
  }
});
