import type { Page } from '@playwright/test';
import { createMentee, expect, signInWithForm, test, toast } from '../fixtures';

/**
 * A fresh browser whose first API call is slow: the visitor signs in before any other API call
 * has answered, so the sign-in may be the first write the server sees from this browser
 * (docs/product/http-rules.md, "CSRF and the first call of a fresh browser").
 */

// The service worker, once it controls the page, would pass the API calls on itself, past the holds below.
test.use({ serviceWorkers: 'block' });

/**
 * Holds the page's first API request (`every`: every one but the sign-in) until the sign-in has been
 * answered (at most 10 s), so the sign-in is certainly sent and answered while that first call is still
 * on its way (and, with `every`, before any answer could hand the browser a CSRF cookie).
 */
async function holdFirstApiCall(page: Page, { every = false } = {}) {
  const state = { url: '', held: false };
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 10_000);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/auth/login')) release();
  });
  await page.route('**/api/**', async (route) => {
    const url = route.request().url();
    if (state.url && !(every && !url.includes('/api/auth/login'))) return route.continue();
    state.url ||= url;
    state.held = true;
    await released;
    state.held = false;
    await route.continue();
  });
  return state;
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Invalid CSRF token')).toHaveCount(0);
  await expect(toast(page, 'Session expired')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

test('signing in before the first API call has answered works', async ({ page }) => {
  const user = await createMentee();
  const first = await holdFirstApiCall(page);
  await page.goto('/login');
  // The form is there while the config (which says whether Google sign-in is on) is still held.
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  // The page's own first call (not the sign-in) is still on its way when the button is pressed.
  await expect.poll(() => first.held).toBe(true);
  expect(first.url).not.toContain('/api/auth/login');
  const signIn = page.waitForResponse((response) => response.url().includes('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await signIn).status()).toBe(200);
  await expectSignedIn(page);
});

test('signing in works even when the browser has no CSRF cookie at all (a same-origin first write)', async ({ page }) => {
  const user = await createMentee();
  const first = await holdFirstApiCall(page, { every: true });
  await page.goto('/login');
  // As if the page came from the browser's cache: it never handed out the CSRF cookie.
  await page.context().clearCookies({ name: 'ssb_csrf' });
  await expect.poll(() => first.held).toBe(true);
  expect(first.url).not.toContain('/api/auth/login');
  const signIn = page.waitForResponse((response) => response.url().includes('/api/auth/login'));
  await signInWithForm(page, user);
  const answer = await signIn;
  expect(answer.request().headers()['x-csrf-token']).toBeUndefined();
  expect(answer.status()).toBe(200);
  await expectSignedIn(page);
});
