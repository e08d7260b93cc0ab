import { createCoach, createMentee, expect, signIn, sql, test } from '../fixtures';

// The bell (docs/product/notifications.md): a coach watching their dashboard hears of a booking
// without reloading, and opening the bell marks it read.

test('the bell shows a new booking to the coach without a reload, and marks it read once seen', async ({ page, browser }) => {
  test.setTimeout(90_000); // the bell asks every 30 s
  const coach = await createCoach({ firstName: 'Anil', lastName: 'Bell', hourlyRate: 0 });
  await sql(
    `insert into availability_windows (coach_id, starts_at, ends_at)
     values ($1, date_trunc('hour', now()) + interval '2 days', date_trunc('hour', now()) + interval '2 days 2 hours')`,
    [coach.id],
  );
  await signIn(page, coach, '/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // A mentee books the free session elsewhere.
  const menteeContext = await browser.newContext();
  const menteePage = await menteeContext.newPage();
  await signIn(menteePage, await createMentee({ firstName: 'Riya', lastName: 'Sen' }), '/dashboard');
  const csrf = (await menteeContext.cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
  const [slot] = await sql<{ at: string }>(`select (date_trunc('hour', now()) + interval '2 days') as at`);
  const booked = await menteePage.request.post('/api/sessions', {
    data: { mentorId: coach.id, duration: 60, scheduledAt: new Date(slot!.at).toISOString() },
    headers: { 'x-csrf-token': csrf },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await menteeContext.close();

  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 40_000 });
  expect(reloaded).toBe(false);
  await bell.click();
  const item = page.getByRole('menuitem', { name: /Unread: New booking: .*Riya Sen/ });
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  // Read stays read after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menuitem', { name: /^New booking: .*Riya Sen/ })).toBeVisible();
});

test('the app can be installed: a manifest with its icons, and a service worker that leaves server-rendered pages as they were', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'SSB Academy', display: 'standalone', start_url: '/dashboard' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  await page.goto('/blog');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/sw.js', { scope: '/' })).scope);
  expect(scope).toMatch(/\/$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled by the worker now, a server-rendered page still comes whole from the server.
  const response = await page.goto('/coaches');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await response!.text()).toContain('<script type="application/json" id="ssr-state">');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
