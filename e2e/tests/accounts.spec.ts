import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  addTag,
  createCoach,
  createMentee,
  expect,
  expectOnboardingOf,
  expectStep,
  finishWithHourlyRate,
  latestCode,
  onboardMentee,
  PASSWORD,
  registerWithForm,
  signIn,
  signInWithForm,
  snap,
  test,
  toast,
  uniqueEmail,
  verifyWithCode,
} from '../fixtures';
import type { Page } from '@playwright/test';

/**
 * Accounts journeys (issue 3): sign-up with the emailed code, onboarding, sign-in and sign-out,
 * password recovery, the one-time 'Session expired' notice and the profile photo.
 */

/** Screenshots of the current screen at 1280x800 and at 360x740 (the phone layout). */
async function snapBoth(page: Page, name: string) {
  await snap(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  // No horizontal scroll at 360 px (design.md).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  await snap(page, `${name}-360`);
  if (size) await page.setViewportSize(size);
}


async function profileOf(page: Page) {
  const res = await page.request.get('/api/users/profile');
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

test('a new mentor registers, verifies with the mailed code and completes all four onboarding steps, asked the role only once', async ({ page }) => {
  test.setTimeout(120_000); // registration, a mailed code and four onboarding steps: 40-50 s alone on 2 cores
  const email = uniqueEmail('mentor');
  await page.goto('/register');
  // Google is the first tab only when the config came before the form; chosen here either way.
  await page.getByRole('tab', { name: 'Google' }).click();
  await expect(page.getByRole('tab', { name: 'Google' })).toHaveAttribute('aria-selected', 'true');
  await snapBoth(page, 'register-google');
  await page.getByRole('tab', { name: 'Email' }).click();
  // Client validation with the shared messages.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await snapBoth(page, 'register-email-errors');

  await page.goto('/register');
  await registerWithForm(page, { firstName: 'Vikram', lastName: 'Rathore', email, role: 'mentor' });
  await snapBoth(page, 'verify-email');
  await verifyWithCode(page, email);

  // The role was asked on the form: straight on to the mentor onboarding, never asked again.
  await expectOnboardingOf(page, 'mentor');

  // Step 1: who they are.
  await expect(page.getByRole('button', { name: 'Choose photo' })).toBeVisible();
  await page.getByLabel('Title').fill('Former GTO, 21 SSB Bhopal');
  await page.getByLabel('Location').fill('Bhopal');
  await page.getByLabel('Bio').fill('Twelve years as a group testing officer.');
  await snapBoth(page, 'onboard-mentor-1');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();

  // Step 2: what they coach, from SSB suggestions, and in which languages.
  await expectStep(page, 2, 4);
  await addTag(page, 'Specializations', 'Command Tasks');
  await page.getByRole('button', { name: 'Add Psychology tests (TAT, WAT, SRT, SD)' }).click();
  // Reorder from the keyboard: pick up the psychology tests, move them left, drop them.
  // Each key waits for the drag library's own announcement, so no key is pressed before the last was handled.
  const psychology = 'Psychology tests (TAT, WAT, SRT, SD)';
  await page.getByRole('button', { name: /^Psychology tests/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${psychology} is now at position 2 of 2.` })).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: `${psychology} is now at position 1 of 2.` })).toBeAttached();
  await page.keyboard.press('Space');
  const specializationList = page.getByRole('list', { name: 'Specializations', exact: true }).getByRole('listitem');
  await expect(specializationList).toHaveText([psychology, 'Command Tasks']);
  const skills = page.getByRole('combobox', { name: 'Skills' });
  await skills.fill('story');
  await page.getByRole('option', { name: 'Story writing (TAT)' }).click();
  await skills.fill('Mentoring,');
  await expect(page.getByRole('list', { name: 'Skills', exact: true }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Hindi' }).check();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await snapBoth(page, 'onboard-mentor-2');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expectStep(page, 3, 4);
  const years = page.getByLabel('Years of experience');
  await years.fill('-3');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Invalid experience')).toBeVisible();
  await expect(page.getByText('Experience must be a positive number').first()).toBeVisible();
  await years.fill('9');
  await addTag(page, 'Achievements', 'Recommended at 33 SSB Bhopal');
  await snapBoth(page, 'onboard-mentor-3');
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 4);
  await expect(page.getByRole('list', { name: 'Specializations', exact: true }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByLabel('Years of experience')).toHaveValue('9');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await finishWithHourlyRate(page, 2500, snapBoth);

  const profile = await profileOf(page);
  expect(profile).toMatchObject({
    role: 'mentor',
    title: 'Former GTO, 21 SSB Bhopal',
    location: 'Bhopal',
    specializations: [psychology, 'Command Tasks'],
    languages: ['Hindi', 'English'],
    experience: 9,
    achievements: ['Recommended at 33 SSB Bhopal'],
    skills: ['Story writing (TAT)', 'Mentoring'],
    hourlyRate: 2500,
  });
});

test('a new mentee registers and skips every onboarding step', async ({ page }) => {
  const email = uniqueEmail('mentee');
  await page.goto('/register');
  await registerWithForm(page, { firstName: 'Ananya', lastName: 'Iyer', email, role: 'mentee' });
  await verifyWithCode(page, email);
  await expectOnboardingOf(page, 'mentee');
  await onboardMentee(page, {}, snapBoth);

  const profile = await profileOf(page);
  expect(profile).toMatchObject({ role: 'mentee', education: null, bio: null, achievements: [] });
});

test('signing in with an unverified account leads to the verification screen', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/register');
  await registerWithForm(page, { firstName: 'Kabir', lastName: 'Sethi', email, role: 'mentee' });
  await page.goto('/login');
  await signInWithForm(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(new RegExp(`/verify-email\\?email=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
});

test('a member signs out and signs in again with the form', async ({ page }) => {
  const user = await createMentee();
  await page.goto('/login');
  // Google is the first tab only when the config came before the form; chosen here either way.
  await page.getByRole('tab', { name: 'Google' }).click();
  await expect(page.getByRole('tab', { name: 'Google' })).toHaveAttribute('aria-selected', 'true');
  await snapBoth(page, 'login-google');

  // Client validation, then a wrong password: the alert, the toast, and what was typed stays.
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await snapBoth(page, 'login-email-errors');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await snapBoth(page, 'login-failed');

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Signed in')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Signed out from a protected page: it lands on home, not on /login?next=….
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await page.request.get('/api/users/profile')).status()).toBe(401);

  await page.goto('/login');
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-in returns to the protected page the member was going to', async ({ page }) => {
  const user = await createMentee();
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fedit/);
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/profile\/edit$/);
});

test('a member who forgot the password resets it with the mailed code and signs in with the new one', async ({ page }) => {
  const user = await createMentee();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await snapBoth(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(toast(page, 'Check your email')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);

  // A wrong code is refused and what was typed stays.
  const code = await latestCode(user.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Reset code').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('Brand-new#2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, 'Reset failed')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Brand-new#2026');
  await snapBoth(page, 'reset-password');

  await page.getByLabel('Reset code').fill(code);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, 'Password reset')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  await page.getByRole('tab', { name: 'Email' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Brand-new#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired sign-in shows the Session expired notice on the login page exactly once', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() => {
    localStorage.setItem('token', 'bogus-expired-token');
    localStorage.setItem('user', JSON.stringify({ id: 'u-gone', firstName: 'Gone', lastName: 'User', role: 'mentee' }));
  });
  await page.context().clearCookies();
  await page.goto('/profile/edit');

  await expect(page).toHaveURL(/\/login/);
  const notice = page.getByRole('main').getByText('Please sign in again');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('main').getByText('Session expired')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('auth:reason'))).toBeNull();
  await snapBoth(page, 'login-session-expired');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Google' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Session expired')).toHaveCount(0);
});

test('a member uploads a profile photo: previewed, resized, stored as a JPEG under /media/profiles', async ({ page }, testInfo) => {
  const user = await createMentee({ education: 'B.Sc. Physics', achievements: ['NCC C Certificate'] });
  // Records what the page sends to /api/users/upload (Playwright does not expose multipart blobs).
  await page.addInitScript(() => {
    const w = window as unknown as { __uploads: unknown[] };
    w.__uploads = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const photo = init?.body instanceof FormData ? init.body.get('avatar') : null;
      if (photo instanceof File) {
        const bitmap = await createImageBitmap(photo);
        w.__uploads.push({ name: photo.name, type: photo.type, width: bitmap.width, height: bitmap.height });
      }
      return original(input, init);
    };
  });
  await signIn(page, user, '/profile/edit');
  await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Education')).toHaveValue('B.Sc. Physics');
  await snapBoth(page, 'profile-edit');

  // A 2000x1200 PNG: resized in the browser to 1024 px wide before upload.
  const dir = testInfo.outputPath('files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'portrait.png');
  await sharp({ create: { width: 2000, height: 1200, channels: 4, background: { r: 20, g: 38, b: 74, alpha: 1 } } })
    .composite([{ input: Buffer.from('<svg width="2000" height="1200"><circle cx="1000" cy="600" r="400" fill="#f1a24a"/></svg>') }])
    .png()
    .toFile(file);

  await page.locator('input#avatar').setInputFiles(file);
  const preview = page.getByRole('img', { name: 'Preview of your new photo' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('portrait.png')).toBeVisible();
  await page.getByLabel('Bio').fill('Aiming for the Indian Navy through CDS.');
  await snapBoth(page, 'profile-edit-photo-chosen');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Resizing in the browser and re-encoding on the server take a few seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(toast(page, 'Profile updated')).toBeVisible();
  // Resized in the browser: longest side 1024, aspect ratio kept, JPEG named avatar.jpg.
  expect(await page.evaluate(() => (window as unknown as { __uploads: unknown[] }).__uploads)).toEqual([
    { name: 'avatar.jpg', type: 'image/jpeg', width: 1024, height: 614 },
  ]);

  const profile = await profileOf(page);
  expect(profile.bio).toBe('Aiming for the Indian Navy through CDS.');
  expect(profile.profileImageUrl).toMatch(/\/media\/profiles\/[^/]+\/avatar\.jpg\?v=\d+$/);
  const image = await page.request.get(String(profile.profileImageUrl));
  expect(image.headers()['content-type']).toContain('image/jpeg');
  const meta = await sharp(await image.body()).metadata();
  expect(meta.format).toBe('jpeg');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1024);

  // The new photo shows in the navigation and on the profile screen.
  await expect(page.getByRole('banner').locator('img[src*="/media/profiles/"]').first()).toBeVisible();
  await page.goto('/profile/edit');
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /\/media\/profiles\//);
});

test('a failed photo upload says so and the rest of the profile still saves', async ({ page }, testInfo) => {
  const coach = await createCoach();
  await signIn(page, coach, '/profile/edit');
  await expect(page.getByLabel('Title')).toHaveValue(/Former GTO/);
  await snapBoth(page, 'profile-edit-mentor');

  await page.route('**/api/users/upload', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Photo storage is unavailable' }) }),
  );
  const dir = testInfo.outputPath('files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'small.png');
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3b5323' } }).png().toFile(file);
  await page.locator('input#avatar').setInputFiles(file);
  await page.getByLabel('Hourly rate (INR)').fill('3200');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(toast(page, 'Upload failed')).toBeVisible();
  await expect(toast(page, 'Photo storage is unavailable')).toBeVisible();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  const profile = await profileOf(page);
  expect(profile.hourlyRate).toBe(3200);
  expect(profile.profileImageUrl).toBeNull();
});
