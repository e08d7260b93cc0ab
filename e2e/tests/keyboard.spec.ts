import type { Page } from '@playwright/test';
import { createCoach, createMentee, expect, signIn, sql, test } from '../fixtures';

/**
 * Issue 8: every interactive element is reachable and usable by keyboard. The booking calendar
 * and dialog, the avatar menu and the mobile menu are driven with Tab, Enter and Escape only.
 */

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((src) => {
      const el = document.activeElement;
      return el ? new Function('el', `return (${src})(el)`)(el) : false;
    }, matches.toString());
    if (hit) return;
  }
  throw new Error('element not reachable with Tab');
}

test('books a session with the keyboard alone: calendar slot, dialog focus trap, Escape', async ({ page }) => {
  const coach = await createCoach({ firstName: 'Mohit', lastName: 'Sood', hourlyRate: 2400 });
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 26 * 3_600_000);
  await sql('insert into availability_windows (coach_id, starts_at, ends_at) values ($1, $2::timestamptz, $2::timestamptz + interval \'2 hours\')', [
    coach.id,
    start.toISOString(),
  ]);
  await signIn(page, await createMentee(), `/coaches/${coach.id}`);
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();

  await tabTo(page, (el) => /, available$/.test(el.getAttribute('aria-label') ?? ''));
  const slotLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

  // Focus stays inside the dialog however far one tabs.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to where it was (once the dialog's closing has finished).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(slotLabel);

  // Open again and book with keys only.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, (el) => /60 min/.test(el.textContent ?? ''), 30);
  await page.keyboard.press('Enter');
  await tabTo(page, (el) => /^Pay ₹[\d,]+$/.test(el.textContent?.trim() ?? ''), 30);
  await page.keyboard.press('Enter');
  // On to the checkout, which holds the slot while the mentee pays.
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/checkout$/);
});

test('opens and closes the account menu with the keyboard', async ({ page }) => {
  await signIn(page, await createMentee({ firstName: 'Tara' }), '/coaches');
  await tabTo(page, (el) => el.getAttribute('aria-label') === 'Account menu');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens the mobile menu with the keyboard and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, (el) => /menu/i.test(el.getAttribute('aria-label') ?? '') && el.tagName === 'BUTTON');
    await page.keyboard.press('Enter');
    const nav = page.getByRole('dialog');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Find Coaches' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });
});
