import type { Page } from '@playwright/test';
import { createCoach, expect, signIn, snap, sql, test } from '../fixtures';

// A coach sets up where they are paid (docs/product/money.md "Payout account"): from the "Get paid" step on
// Earnings to an active account at the built-in test gateway, shown masked, mailed and audited. Runs at desktop
// (1280x800) and phone (360x740); screenshots go to e2e/screenshots/<project>/payout-account-*.png.

/** The whole page from its top (the form is long: the sticky header would otherwise stand where it was scrolled to). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `payout-account-${name}`);
}

test('a coach enters a payout account from the Get paid step and sees it active, masked', async ({ page }) => {
  const coach = await createCoach({ firstName: 'Rohan', lastName: `Mehta${Date.now().toString(36)}` });
  await signIn(page, coach, '/dashboard/earnings');
  await expect(page.getByRole('heading', { name: 'Get paid' })).toBeVisible();
  await shot(page, 'get-paid');
  await page.getByRole('link', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/earnings\/payout-account$/);
  await expect(page.getByText('Test mode: no money moves').first()).toBeVisible();

  await page.getByLabel('Legal name').fill('Rohan Mehta');
  await page.getByLabel('PAN').fill('abcpm1234k');
  await page.getByLabel('Account number').fill('50100234567890');
  await page.getByLabel('IFSC').fill('HDFC0001234');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Street address').fill('14 Cariappa Marg, Cantonment');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('PIN code').fill('411001');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra' });
  // A GSTIN of another state is refused on the form, with what to do.
  await page.getByLabel('GSTIN (optional)').fill('29ABCPM1234K1ZO'); // Karnataka's, check character right
  await page.getByRole('button', { name: 'Save payout account' }).click();
  await expect(page.getByText('This GSTIN is registered in another state: choose that state, or the GSTIN of this one')).toBeVisible();
  await shot(page, 'form-error');
  await page.getByLabel('GSTIN (optional)').fill('');
  await page.getByRole('button', { name: 'Save payout account' }).click();

  // The test gateway activates a linked account at once.
  await expect(page.getByLabel('Saved payout account')).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Saved payout account')).toContainText('XXXXXX7890');
  await expect(page.getByLabel('Saved payout account')).toContainText('XXXXXX234K');
  await expect(page.getByLabel('Saved payout account')).not.toContainText('50100234567890');
  await shot(page, 'active');

  // Stored sealed, mailed to the coach, and the Get paid step is gone from Earnings.
  const [row] = await sql<{ pan_cipher: string; account_cipher: string; status: string }>('select pan_cipher, account_cipher, status from payout_accounts where coach_id = $1', [coach.id]);
  expect(row!.status).toBe('active');
  expect(row!.pan_cipher).not.toContain('ABCPM1234K');
  expect(row!.account_cipher).not.toContain('50100234567890');
  await page.goto('/dashboard/earnings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get paid' })).toHaveCount(0);
  await shot(page, 'earnings-after');
});
