import { createCoach, createMentee, expect, payInTestGateway, signIn, snap, sql, test, toast } from '../fixtures';

/** The weekday (in India, the browser's zone here) `days` from now: 'Monday'. */
const weekdayIn = (days: number) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

test('a new coach sets weekly hours and two session types; a mentee books one in the coach’s next week; both see its title; a review and its reply show on the profile', async ({ page, browser }) => {
  test.setTimeout(120_000); // two people, two contexts, a payment and a review: a long walk on 2 cores
  const coach = await createCoach({ firstName: 'Meghna', lastName: 'Pillai', hourlyRate: null });
  const mentee = await createMentee({ firstName: 'Kabir', lastName: 'Sethi' });

  // 1. Two session types: one offered, one hidden first and then shown.
  await signIn(page, coach, '/dashboard/session-types');
  await expect(page.getByRole('heading', { name: 'Session types' })).toBeVisible();
  await expect(page.getByText('No session types yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add session type' }).click();
  const first = page.getByRole('listitem').filter({ has: page.getByLabel('Title') }).first();
  await first.getByLabel('Title').fill('45 min SRT and WAT review');
  await first.getByLabel('Duration').selectOption('45');
  await first.getByLabel('Price (₹)').fill('1500');
  await first.getByLabel('Short description').fill('Your SRT and WAT answers read and discussed, one by one.');
  await page.getByRole('button', { name: 'Add session type' }).click();
  const second = page.getByRole('listitem').filter({ has: page.getByLabel('Title') }).nth(1);
  await second.getByLabel('Price (₹)').fill('250000');
  await page.getByRole('button', { name: 'Save session types' }).click();
  // The mistakes show beside their fields, and nothing typed is lost.
  await expect(second.getByText('Give the session type a title')).toBeVisible();
  await expect(second.getByText('Price must be between ₹0 and ₹1,00,000')).toBeVisible();
  await expect(first.getByLabel('Title')).toHaveValue('45 min SRT and WAT review');
  await second.getByLabel('Title').fill('60 min psychology test consultation');
  await second.getByLabel('Price (₹)').fill('2500');
  await snap(page, 'session-types-editor');
  await page.getByRole('button', { name: 'Save session types' }).click();
  await expect(toast(page, 'Session types saved')).toBeVisible();

  // 2. Weekly hours on the weekday a week and a day from now, 09:00-17:00 (the editor's first range).
  const weekday = weekdayIn(8);
  await page.goto('/dashboard/availability');
  await page.getByRole('button', { name: `Add hours on ${weekday}` }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'your public profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay and save' }).click();
  await expect(page.getByRole('group', { name: `${weekday} hours 1` })).toBeVisible();
  await page.getByLabel('Buffer between sessions').selectOption('15');
  await snap(page, 'weekly-hours-editor');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(toast(page, 'Availability saved')).toBeVisible();

  // 3. The mentee books the 45-minute type at 10:00 on that day next week.
  const menteeContext = await browser.newContext();
  const menteePage = await menteeContext.newPage();
  await signIn(menteePage, mentee, `/coaches/${coach.id}`);
  const booking = menteePage.getByRole('complementary').filter({ hasText: '45 min SRT and WAT review' });
  await expect(booking.getByText('Your SRT and WAT answers read and discussed, one by one.')).toBeVisible();
  const nextWeeksTen = menteePage.getByRole('button', { name: /, 10:00 am, available$/ }).last();
  await nextWeeksTen.scrollIntoViewIfNeeded();
  await nextWeeksTen.click();
  const dialog = menteePage.getByRole('dialog');
  await dialog.getByRole('button', { name: /45 min SRT and WAT review.*₹1,500/ }).click();
  await dialog.getByLabel(/work on/).fill('My SRT set from last week.');
  await snap(menteePage, 'booking-a-type');
  await dialog.getByRole('button', { name: 'Pay ₹1,500' }).click();
  await payInTestGateway(menteePage);
  await expect(menteePage.getByText('Payment received. Your session is booked.')).toBeVisible();
  await expect(menteePage.getByText('45 min SRT and WAT review').first()).toBeVisible();

  // 4. Both dashboards name the type.
  await menteePage.goto('/dashboard');
  await expect(menteePage.getByRole('listitem').filter({ hasText: 'Meghna Pillai' }).getByText('45 min SRT and WAT review')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('listitem').filter({ hasText: 'Kabir Sethi' }).getByText('45 min SRT and WAT review')).toBeVisible();
  await snap(page, 'coach-dashboard-type-title');
  // The coach's bell tells of the booking.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('menuitem', { name: /New booking: 45 min SRT and WAT review.*Kabir Sethi/ })).toBeVisible();
  await snap(page, 'coach-bell');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // 5. A session of that type they had last week (put in place: the clock cannot be moved) is rated
  //    by the mentee; the review shows on the profile, the coach replies once, the mentee reads it.
  const [past] = await sql<{ id: string }>(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, meeting_link, status)
     values ($1, $2, '45 min SRT and WAT review', 45, now() - interval '6 days', now() - interval '6 days' + interval '45 minutes', 150000, 'https://meet.jit.si/ssb-past-review', 'completed')
     returning id`,
    [coach.id, mentee.id],
  );
  await menteePage.goto(`/sessions/${past!.id}`);
  await menteePage.getByLabel('5 stars').check({ force: true });
  await menteePage.getByLabel('Feedback').fill('Every SRT answer got a sharper version. Worth it.');
  await menteePage.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(menteePage, 'Thanks for the feedback')).toBeVisible();
  await expect(menteePage.getByRole('button', { name: 'Edit review' })).toBeVisible();

  await page.goto(`/coaches/${coach.id}#reviews`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const review = reviews.getByRole('listitem').filter({ hasText: 'Kabir S.' });
  await expect(review.getByText('Every SRT answer got a sharper version. Worth it.')).toBeVisible();
  await expect(reviews.getByRole('listitem', { name: '5 stars: 1' })).toBeVisible();
  await review.getByRole('button', { name: 'Reply' }).click();
  await review.getByLabel('Your reply').fill('Thank you, Kabir. Keep the 15-second rhythm on the SRTs.');
  await snap(page, 'coach-replies-to-review');
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByText('Reply from Meghna')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  await menteePage.goto(`/coaches/${coach.id}`);
  const seen = menteePage.getByRole('region', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: 'Kabir S.' });
  await expect(seen.getByText('Thank you, Kabir. Keep the 15-second rhythm on the SRTs.')).toBeVisible();
  await seen.scrollIntoViewIfNeeded();
  await snap(menteePage, 'profile-review-with-reply');
  await menteeContext.close();
});
