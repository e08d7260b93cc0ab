import { expect, test } from '../fixtures';

test('the home page loads with the navigation and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/SSB Academy/);
  await expect(page.getByRole('link', { name: 'Find Coaches' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Made with love for SSB Aspirants')).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown /api route answers JSON, not the web page', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false });
});
