import { createAdmin, createCoach, createMentee, expect, signIn, signInWithForm, snap, sql, test, toast } from '../fixtures';

const isPhone = () => test.info().project.name === 'phone';

test('admin: the audit log names people, a reactivation keeps its own reason, a report takes a review down or is dismissed', async ({ page }) => {
  // Its own words: both sizes run against one server, and the audit log lists every admin's actions.
  const run = Date.now().toString(36);
  const reactivation = `Apologised; links removed (${run}).`;
  const abusive = `Abusive words here (${run}).`;
  const admin = await createAdmin();
  const mentee = await createMentee({ firstName: 'Rohan', lastName: 'Mehta' });
  const coach = await createCoach({ firstName: 'Priya', lastName: `Sharma ${run}` });
  const reporter = await createMentee();
  const [review] = await sql<{ id: string }>(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, status, meeting_link, mentee_rating, mentee_feedback, rated_at)
     values ($1, $2, 'Mock interview', 60, now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 'completed', 'https://meet.jit.si/small-things-' || gen_random_uuid(), 1, $3, now() - interval '2 days') returning id`,
    [coach.id, mentee.id, abusive],
  );
  await sql(
    `insert into reports (reporter_id, target_type, target_id, reason, created_at) values ($1, 'review', $2, 'abusive', now() - interval '2 minutes'), ($1, 'coach', $3, 'misleading', now() - interval '1 minute')`,
    [reporter.id, review!.id, coach.id],
  );
  await signIn(page, admin, `/admin/users?q=${encodeURIComponent(mentee.email)}`);

  // Suspend, then reactivate from the same row: the reactivation asks for its own reason.
  await page.getByRole('button', { name: 'Suspend Rohan Mehta' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Spamming coaches with links.');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend account' }).click();
  await expect(toast(page, 'Rohan Mehta is suspended')).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate Rohan Mehta' }).click();
  await expect(page.getByRole('dialog').getByLabel('Reason')).toHaveValue('');
  await page.getByRole('dialog').getByLabel('Reason').fill(reactivation);
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate account' }).click();
  await expect(toast(page, 'Rohan Mehta is active again')).toBeVisible();

  // A report row takes the review down (a reason that is too short is told what to write), another is dismissed.
  await page.goto('/admin/reports');
  const reviewReport = page.getByRole('article', { name: `Report of 1-star review: “${abusive}”` });
  await reviewReport.getByRole('button', { name: /Take down/ }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Rude');
  await page.getByRole('dialog').getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByRole('dialog').getByText('Give a reason of at least 10 characters: the author reads it')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Reason').fill('Abusive words about the coach.');
  await page.getByRole('dialog').getByRole('button', { name: 'Take down' }).click();
  await expect(toast(page, 'The review is taken down; report resolved')).toBeVisible();
  const coachReport = page.getByRole('article', { name: `Report of Priya Sharma ${run}` });
  await coachReport.getByLabel('What was done').fill('Checked: a real officer.');
  await coachReport.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast(page, 'Report dismissed')).toBeVisible();

  await page.goto('/admin/audit');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('link', { name: 'Rohan Mehta (mentee)' }).first()).toBeVisible();
  await expect(log.getByText(`Reason: ${reactivation}`)).toBeVisible();
  await expect(log.getByText('Took a review down').first()).toBeVisible();
  await expect(log.getByText('Dismissed a report').first()).toBeVisible();
  await expect(log.getByText(/user [0-9a-f]{8}-/)).toHaveCount(0);
  await snap(page, 'small-things-audit');
});

test("an unverified coach's page: not indexed, a banner, no rating and nothing to book", async ({ page }) => {
  const coach = await createCoach({ firstName: 'Meera', lastName: 'Unverified', isVerified: false });
  const res = await page.goto(`/coaches/${coach.id}`);
  expect(await res!.text()).toContain('<meta name="robots" content="noindex">');
  await expect(page.getByText('Not verified yet: cannot be booked')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    page
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1, name: /Meera/ }) })
      .getByText('No reviews yet'),
  ).toBeVisible();
  await expect(page.getByText('0.0')).toHaveCount(0);
  await expect(page.locator('#availability')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await snap(page, 'small-things-unverified-coach');
});

test('counts read as a person writes them: one review, one year', async ({ page }) => {
  const coach = await createCoach({ firstName: 'Tara', lastName: `Singular${Date.now()}`, experience: 1, rating: 5, totalReviews: 1 });
  await page.goto(`/coaches/${coach.id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: /Tara/ }) });
  await expect(header.getByRole('link', { name: '1 review' })).toBeVisible();
  await expect(page.getByText('1 year', { exact: true })).toBeVisible();
  await expect(page.getByText(/1 reviews|1 years/)).toHaveCount(0);
});

test('an unknown address answers its 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res!.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('Resources is in the menu and the footer', async ({ page }) => {
  await page.goto('/');
  if (isPhone()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  }
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
});

test('the home page claims no number the data does not show, and links no social page the settings do not name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Coaching for every entry')).toBeVisible();
  await expect(page.getByText(/Trusted by|5000\+/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
  await snap(page, 'small-things-home');
});

test('the first sign-in from another address than PUBLIC_URL, without a CSRF cookie yet, goes through', async ({ page, baseURL }) => {
  const mentee = await createMentee();
  // The server's PUBLIC_URL is http://127.0.0.1:PORT: the same server reached as localhost is another origin.
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/login`);
  await page.context().clearCookies();
  await signInWithForm(page, mentee);
  await expect(page).toHaveURL(/\/dashboard/);
});
