import type { Page } from '@playwright/test';
import { createCoachWithWindow, createMentee, expect, signIn, snap, sql, test, toast } from '../fixtures';

// Offline never hangs and never shows developer text (issue 36, docs/product/offline.md): the app's
// shell from the service worker, the connection banner, a booking without a connection, a page
// whose code cannot arrive, and toasts that leave the top bar free. Both sizes, through the
// browser's network emulation (context.setOffline).

const SIZES = [
  {
    name: 'desktop',
    use: {
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
    },
  },
  {
    name: 'phone',
    use: {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
  },
] as const;

const DEVELOPER_TEXT = /Unexpected Application Error|dynamically imported module|Something went wrong/;

/** Waits until the service worker has kept the app and controls the page. */
async function offlineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** A link of the top menu: the bar on wide screens, the slide-in menu on phones. */
async function openMain(page: Page, label: string) {
  if (page.viewportSize()!.width < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const shot = (page: Page, name: string) => snap(page, `offline-${size.name}-${name}`);

    test('the app opens offline once visited, and a page moves on without developer text', async ({ page, context }) => {
      await page.goto('/');
      await offlineReady(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('status').getByText(/^You are offline/)).toBeVisible();
      await page.getByRole('link', { name: 'Find Your Coach' }).click();
      await expect(page).toHaveURL(/\/coaches$/);
      await expect(page.getByText('You seem to be offline. Check your connection and try again.').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
      await expect(page.getByText(DEVELOPER_TEXT)).toHaveCount(0);
      await shot(page, 'shell');
    });

    test.describe('without the service worker', () => {
      test.use({ serviceWorkers: 'block' });

      test('a page whose code cannot arrive says "You are offline" (offline) or "A new version is ready" (online)', async ({ page, context }) => {
        await page.goto('/');
        await context.setOffline(true);
        await page.getByRole('link', { name: 'Find Your Coach' }).click();
        await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
        await expect(page.getByText(DEVELOPER_TEXT)).toHaveCount(0);
        await shot(page, 'page-code-offline');
        // Back online, "Try again" opens the page.
        await context.setOffline(false);
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Find a coach' })).toBeVisible();

        // Online, a chunk that is gone (a deploy took it away) means a new version.
        await page.route(/\/assets\/DiscussionsPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
        await openMain(page, 'Live Discussions');
        await expect(page.getByRole('heading', { name: 'A new version is ready' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
        await expect(page.getByText(DEVELOPER_TEXT)).toHaveCount(0);
      });
    });

    test('booking offline fails at once with "Try again", keeps the choice, and books once online without a double booking', async ({ page, context }) => {
      const coach = await createCoachWithWindow('Meera', `Offline${size.name}`);
      const mentee = await createMentee({
        firstName: 'Arjun',
        lastName: 'Offline',
      });
      await signIn(page, mentee, `/coaches/${coach.id}`);
      await page
        .getByRole('button', { name: /, available$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Book a session' });
      await dialog.getByRole('button', { name: /60 min.*₹2,400/ }).click();
      await dialog.getByLabel(/work on/).fill('PI practice for my NDA board');

      await context.setOffline(true);
      await dialog.getByRole('button', { name: 'Pay ₹2,400' }).click();
      // At once, not after a long "Booking…": the browser knows it is offline.
      await expect(dialog.getByRole('alert')).toContainText('You seem to be offline', { timeout: 3_000 });
      await expect(dialog.getByLabel(/work on/)).toHaveValue('PI practice for my NDA board');
      await expect(dialog.getByRole('button', { name: /60 min.*₹2,400/ })).toHaveAttribute('aria-pressed', 'true');
      await shot(page, 'booking-offline');

      // Online, the answer of the next try is lost on the way back: the booking was made, the browser never heard.
      await context.setOffline(false);
      await page.route('**/api/sessions', async (route) => (route.request().method() === 'POST' ? (await route.fetch(), route.abort()) : route.fallback()), {
        times: 1,
      });
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByRole('alert')).toContainText(/Could not reach the server|did not answer in time/, { timeout: 20_000 });
      // Trying again finds that booking: one session, and on to paying for it.
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/checkout$/);
      const rows = await sql<{ n: string }>('select count(*) as n from sessions where mentee_id = $1', [mentee.id]);
      expect(Number(rows[0]!.n)).toBe(1);
    });

    test('the banner says when the connection drops and when it is back', async ({ page, context }) => {
      await page.goto('/coaches');
      const banner = page.getByRole('status').filter({ hasText: /You are offline|Back online/ });
      await expect(banner).toHaveCount(0);
      await context.setOffline(true);
      await expect(banner).toContainText('You are offline');
      await shot(page, 'banner-offline');
      await context.setOffline(false);
      await expect(banner).toHaveText('Back online');
      await expect(banner).toHaveCount(0, { timeout: 10_000 });
    });

    test('a toast leaves the top bar free', async ({ page }) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Send reset code' }).click();
      const shown = toast(page, 'Check your email');
      // Held still (a pointer on a toast keeps it), where it comes to rest once it has slid in.
      await expect(shown).toHaveAttribute('data-mounted', 'true');
      await shown.hover();
      await page.waitForTimeout(500);
      const header = (await page.getByRole('banner').boundingBox())!;
      const box = (await shown.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      await shot(page, 'toast');
    });
  });
}
