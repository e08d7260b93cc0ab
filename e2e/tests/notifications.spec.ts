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
