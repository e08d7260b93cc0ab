import { createCoach, createMentee, expect, localInput, payInTestGateway, signIn, snap, sql, test, toast } from '../fixtures';

// Two people, two browsers and a payment: longer than 60 s on a loaded 2-core CI machine (seen 2026-12-07), as the journeys.
test.describe.configure({ timeout: 120_000 });

test('a mentor opens a window, a mentee books an hour from the calendar, the mentor completes it, and a rating moves the coach rating', async ({ page, browser }) => {
  const coach = await createCoach({ firstName: 'Kavita', lastName: 'Deshmukh', hourlyRate: 2400 });
  const mentee = await createMentee({ firstName: 'Ishaan', lastName: 'Rathore' });

  // 1. The mentor sets availability: tomorrow 10:00-12:00 in the browser's zone (Asia/Kolkata).
  await signIn(page, coach, '/dashboard/availability');
  await expect(page.getByRole('heading', { name: 'Manage availability' })).toBeVisible();
  await page.getByLabel('Start').fill(await localInput(page, 1, 10));
  await page.getByLabel('End').fill(await localInput(page, 1, 12));
  await page.getByRole('button', { name: 'Add window' }).click();
  await expect(page.getByRole('list', { name: 'Availability windows' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(toast(page, 'Availability saved')).toBeVisible();

  // 2. A mentee books a 60-minute session from the calendar.
  const menteeContext = await browser.newContext();
  const menteePage = await menteeContext.newPage();
  await signIn(menteePage, mentee, `/coaches/${coach.id}`);
  await expect(menteePage.getByRole('heading', { name: 'Availability' })).toBeVisible();
  await expect(menteePage.getByRole('button', { name: /, 10:00 am, available$/ })).toHaveCount(1);
  await menteePage.getByRole('button', { name: /, 10:00 am, available$/ }).click();
  const dialog = menteePage.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Book session' })).toBeDisabled();
  await dialog.getByRole('button', { name: /60 min.*₹2,400/ }).click();
  await dialog.getByLabel(/work on/).fill('Mock PI: my hobbies and why the Army.');
  await snap(menteePage, 'booking-dialog');
  await dialog.getByRole('button', { name: 'Pay ₹2,400' }).click();
  await payInTestGateway(menteePage);
  await expect(menteePage.getByText('Payment received. Your session is booked.')).toBeVisible();
  await menteePage.goto(`/coaches/${coach.id}`);
  // The booked hour is no longer offered.
  await expect(menteePage.getByRole('button', { name: /, 10:00 am, booked$/ })).toBeVisible();
  await expect(menteePage.getByRole('button', { name: /, 10:30 am, booked$/ })).toBeVisible();
  await expect(menteePage.getByRole('button', { name: /, 11:00 am, available$/ })).toBeVisible();

  // 3. Both see it on their dashboards, at the same local time.
  await menteePage.goto('/dashboard');
  // The session's line (the dashboard's payments card names the coach too, with "Paid").
  const menteeItem = menteePage.getByRole('listitem').filter({ hasText: 'Kavita Deshmukh' }).filter({ hasText: 'Scheduled' });
  await expect(menteeItem).toBeVisible();
  const menteeTime = (await menteeItem.locator('time').first().textContent())!.trim();
  expect(menteeTime).toMatch(/10:00 am IST$/);
  await page.goto('/dashboard');
  const mentorItem = page.getByRole('listitem').filter({ hasText: 'Ishaan Rathore' });
  await expect(mentorItem).toBeVisible();
  await expect(mentorItem.locator('time').first()).toHaveText(menteeTime);
  await snap(page, 'mentor-dashboard-booked');

  // 4. The mentor marks it complete once it has started; before, the button waits, disabled, with its time.
  await page.goto('/dashboard/manage-sessions');
  const upcoming = page.getByRole('listitem').filter({ hasText: 'Ishaan Rathore' });
  await expect(upcoming.getByRole('button', { name: 'Mark complete' })).toBeDisabled();
  await expect(upcoming.getByText(/^From /)).toBeVisible();
  await sql(
    `update sessions set scheduled_at = now() - interval '5 minutes', ends_at = now() + interval '55 minutes' where mentee_id = $1 and status = 'scheduled'`,
    [mentee.id],
  );
  await page.reload();
  await upcoming.getByRole('button', { name: 'Mark complete' }).click();
  await expect(toast(page, 'Session updated')).toBeVisible();
  await expect(upcoming.getByText('Completed')).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);

  // 5. A past session (put in place by the fixture) is rated by the mentee; the coach's rating changes.
  await sql(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, status, meeting_link)
     values ($1, $2, 'SRT review', 60, now() - interval '2 days', now() - interval '2 days' + interval '1 hour', 2400, 'completed', $3)`,
    [coach.id, mentee.id, `https://meet.example.test/srt-${Date.now()}`],
  );
  await menteePage.goto(`/coaches/${coach.id}`);
  await expect(menteePage.getByText('No reviews yet').first()).toBeVisible();
  const past = menteePage.getByRole('listitem').filter({ hasText: 'SRT review' });
  await past.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(menteePage, 'Please select a rating')).toBeVisible();
  await past.getByLabel('4 stars').check({ force: true });
  await past.getByLabel('Feedback').fill('Clear, direct, and every answer had an example.');
  await past.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(menteePage, 'Thanks for the feedback')).toBeVisible();
  await menteePage.reload();
  await expect(menteePage.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  await expect(menteePage.getByRole('link', { name: '1 review', exact: true })).toBeVisible();
  await snap(menteePage, 'coach-rated');
  await menteeContext.close();
});

test('a signed-out visitor chooses a slot, signs in, and finds the booking dialog open again', async ({ page }) => {
  const coach = await createCoach({ firstName: 'Arvind', lastName: 'Menon' });
  const mentee = await createMentee();
  const start = await sql<{ s: string }>(`select (date_trunc('hour', now()) + interval '1 day 3 hours')::text as s`);
  await sql(`insert into availability_windows (coach_id, starts_at, ends_at) values ($1, $2::timestamptz, $2::timestamptz + interval '2 hours')`, [
    coach.id,
    start[0]!.s,
  ]);
  await page.goto(`/coaches/${coach.id}?focus=availability`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /60 min/ }).click();
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  // Signing in through the API with the same next path stands in for the login form here.
  const next = new URL(page.url()).searchParams.get('next')!;
  expect(next).toMatch(new RegExp(`^/coaches/${coach.id}\\?book=1`));
  await signIn(page, mentee, next);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  await page.getByRole('dialog').getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/checkout$/);
});
