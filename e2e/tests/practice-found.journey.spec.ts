import type { Page } from '@playwright/test';
import { createMentee, expect, signIn, snap, test } from '../fixtures';

// Where an aspirant finds the practice studio (docs/product/screens.md "Navigation and footer",
// "Home", "Dashboard home"): the top menu (the phone menu on a phone), the home page's call to
// action, and the practice card on their dashboard.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens 'Practice' from the site's menu: the bar on wide screens, the slide-in menu on phones. */
async function openPracticeFromMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Practice' })).toBeVisible();
    await snap(page, 'practice-found-menu');
    await menu.getByRole('link', { name: 'Practice' }).click();
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Practice' })).toBeVisible();
    await nav.getByRole('link', { name: 'Practice' }).click();
  }
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice studio' })).toBeVisible();
}

test('a new aspirant finds Practice in the menu, on the home page and on their dashboard', async ({ page }) => {
  test.setTimeout(120_000); // a dozen page loads: well under a minute alone, more beside other work on 2 shared cores
  // Signed out: the menu has it, and /practice is open to everyone.
  await page.goto('/');
  await openPracticeFromMenu(page);

  // The home page's call to action.
  await page.goto('/');
  const callout = page.locator('section#practice');
  await callout.scrollIntoViewIfNeeded();
  await expect(callout.getByRole('heading', { name: 'Practise the written tests' })).toBeVisible();
  await expect(callout.getByText("Sit the board's written tests on the board's clock: WAT, SRT, TAT, PPDT, SD and OIR. Free.")).toBeVisible();
  await snap(page, 'practice-found-home');
  await callout.getByRole('link', { name: 'Start practising' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice studio' })).toBeVisible();

  // Signed in, new: the dashboard suggests the first test and says nothing was sat yet.
  await signIn(page, await createMentee({ firstName: 'Ishaan' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ishaan' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Practice tests' });
  await expect(card.getByText('You have not sat a test yet')).toBeVisible();
  await expect(card.getByText('Thematic Apperception Test (TAT)')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'practice-found-dashboard');
  await card.getByRole('link', { name: 'Practise TAT' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice studio' })).toBeVisible();

  // And the menu still has it once signed in.
  await page.goto('/coaches');
  await openPracticeFromMenu(page);

  // No sideways scroll on the pages the way leads through.
  for (const path of ['/', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});
