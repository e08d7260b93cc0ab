import {
  createCoach,
  createMentee,
  expect,
  expectOnboardingOf,
  expectStep,
  registerWithForm,
  signIn,
  snap,
  sql,
  test,
  toast,
  uniqueEmail,
  verifyWithCode,
} from '../fixtures';

/**
 * Issue 36 items 6-8: sign-up asks the role once; coach onboarding asks what a coach profile needs and
 * aspirants what they prepare for (seen by their coach); "Apply for verification" until applied; one
 * availability editor. (The Google tab's absence when Google is not configured is a web unit test:
 * LoginPage.test.tsx; this server has Google configured.)
 */

test('a coach signs up choosing the role once, then onboarding offers SSB suggestions and languages', async ({ page }) => {
  const email = uniqueEmail('coach');
  await page.goto('/register');
  // Google is configured on the test server, so its tab is there.
  await expect(page.getByRole('tab', { name: 'Google' })).toBeVisible();
  await registerWithForm(page, {
    firstName: 'Sanjay',
    lastName: 'Thapa',
    email,
    role: 'mentor',
  });
  await verifyWithCode(page, email);
  await expectOnboardingOf(page, 'mentor');

  // Step 1: photo, title, location and bio.
  await expect(page.getByRole('button', { name: 'Choose photo' })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByLabel('Location')).toBeVisible();
  await expect(page.getByLabel('Bio')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Step 2: SSB specializations and skills, and languages.
  await expectStep(page, 2, 4);
  await expect(
    page.getByRole('button', {
      name: 'Add Psychology tests (TAT, WAT, SRT, SD)',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add (Product|Engineering|UX)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Group testing (GTO tasks)' }).click();
  await page.getByRole('checkbox', { name: 'Hindi' }).check();
  await snap(page, 'onboarding-coach-step-2');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expectStep(page, 3, 4);
  const profile = (await (await page.request.get('/api/users/profile')).json()) as { data: Record<string, unknown> };
  expect(profile.data).toMatchObject({
    role: 'mentor',
    specializations: ['Group testing (GTO tasks)'],
    languages: ['Hindi'],
  });
});

test('an aspirant says what they prepare for in settings, and the coach sees it on the booked session', async ({ page }) => {
  const coach = await createCoach({ firstName: 'Neha', lastName: 'Joshi' });
  const mentee = await createMentee({ firstName: 'Arjun', lastName: 'Mehta' });
  const [session] = await sql<{ id: string }>(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, status, meeting_link)
     values ($1, $2, 'Mock interview', 60, now() + interval '2 days', now() + interval '2 days 1 hour', 2000, 'scheduled', 'https://meet.example.test/prep')
     returning id`,
    [coach.id, mentee.id],
  );
  const year = new Date().getFullYear() + 1;

  await signIn(page, mentee, '/profile/edit');
  const ssb = page.getByRole('region', { name: 'Your SSB' });
  await ssb.getByLabel('Target entry').selectOption('NDA');
  await ssb.getByLabel('Attempt').selectOption('2');
  await ssb.getByLabel('Board date').fill(`${year}-01-12`);
  // Aspirants are not offered a coach's skills.
  await expect(page.getByRole('combobox', { name: 'Skills' })).toHaveCount(0);
  await snap(page, 'onboarding-aspirant-settings');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();

  await signIn(page, coach, `/sessions/${session!.id}`);
  await expect(page.getByText(`Preparing for NDA · 2nd attempt · board on 12 Jan ${year}`)).toBeVisible();
  await snap(page, 'onboarding-coach-sees-preparation');
});

test('an unverified coach is asked to apply for verification, and is under review only once applied', async ({ page }) => {
  const coach = await createCoach({
    firstName: 'Ravi',
    lastName: 'Menon',
    isVerified: false,
  });
  await signIn(page, coach, '/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Students cannot find or book you' });
  await expect(banner.getByRole('link', { name: 'Apply for verification' })).toHaveAttribute('href', '/dashboard/verification');
  await expect(page.getByText('Your profile is under review')).toHaveCount(0);
  await snap(page, 'onboarding-apply-for-verification');

  await sql(
    `insert into verification_applications (coach_id, kind, board_experience, public_link, submitted_at)
     values ($1, 'assessor', 'Assessor at 18 SSB Bengaluru for four years.', 'https://example.test/ravi', now())`,
    [coach.id],
  );
  await page.reload();
  await expect(banner.getByText('Your profile is under review')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'See your application' })).toBeVisible();
});

test('the coach’s own page shows the weekly hours with an edit link, and the availability page has one save', async ({ page }) => {
  const coach = await createCoach({ firstName: 'Farah', lastName: 'Khan' });
  await signIn(page, coach, '/dashboard/availability');
  await expect(page.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extra hours on a date' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByLabel('Buffer between sessions').selectOption('15');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(toast(page, 'Availability saved')).toBeVisible();
  const [saved] = await sql<{ buffer_minutes: number; weekly_hours: unknown }>('select buffer_minutes, weekly_hours from coach_schedules where coach_id = $1', [
    coach.id,
  ]);
  expect(saved).toEqual({
    buffer_minutes: 15,
    weekly_hours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  });

  await page.goto(`/coaches/${coach.id}`);
  const hours = page.locator('#availability');
  await expect(hours.getByText('Monday')).toBeVisible();
  await expect(hours.getByText('09:00–17:00')).toBeVisible();
  await expect(hours.getByText('No availability yet')).toHaveCount(0);
  await expect(hours.getByRole('button', { name: 'Add window' })).toHaveCount(0);
  await snap(page, 'onboarding-coach-weekly-hours');
  await hours.getByRole('link', { name: 'Edit weekly hours' }).click();
  await expect(page).toHaveURL(/\/dashboard\/availability$/);
});
