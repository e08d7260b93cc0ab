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

test('links move between pages without loading the document again, and back and forward return to them', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const home = page.getByRole('heading', { level: 1, name: 'Prepare for the SSB with officers who have been there' });
  const coaches = page.getByRole('heading', { level: 1, name: 'Find a coach' });
  await page.getByRole('main').getByRole('link', { name: 'How it works' }).first().click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  await page.getByRole('main').getByRole('link', { name: 'Find Your Coach' }).click();
  await expect(coaches).toBeVisible();
  await expect(page).toHaveURL(/\/coaches$/);
  await page.goBack();
  await expect(home).toBeVisible();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await page.goForward();
  await expect(coaches).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
