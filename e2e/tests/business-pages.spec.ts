import { expect, test } from '../fixtures';

/** Issue 18: the pages a business owes its customers, reachable from every page's footer and from the sign-up form. */
test('the footer links each policy page and backs each badge with a page', async ({ page }) => {
  await page.goto('/');
  const policies = page.getByRole('navigation', { name: 'Policies' });
  for (const [link, heading] of [
    ['Terms of use', 'Terms of use'],
    ['Privacy policy', 'Privacy policy'],
    ['Cancellation and refunds', 'Cancellation and refunds'],
    ['Contact us', 'Contact us'],
  ] as const) {
    await policies.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: /^hello@/ }).first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Verified: how coaches are verified' }).click();
  await expect(page).toHaveURL(/\/terms#verification$/);
  await expect(page.getByRole('heading', { name: 'Coaches and verification' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Secure: how we keep your data' }).click();
  await expect(page.getByRole('heading', { name: 'What we store, why, and for how long' })).toBeVisible();
});

test('the sign-up form says what the person agrees to, with links', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Email' }).click();
  const consent = page.getByText('By creating an account you agree to the');
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await expect(consent.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
});
