import { readFileSync } from 'node:fs';
import { createCoach, createMentee, expect, signIn, signInWithForm, snap, sql, test, toast } from '../fixtures';

/**
 * Issue 18 "Trust": a person downloads their data and deletes their account from Settings. The coach
 * keeps the past session, with "Deleted user" in place of the name. Runs at phone and desktop widths.
 */
test('a user downloads their data, then deletes their account', async ({ page, browser }) => {
  const coach = await createCoach({ firstName: 'Meera', lastName: 'Joshi' });
  const mentee = await createMentee({ firstName: 'Kabir', lastName: `Departing${Date.now().toString(36)}`, phoneNumber: '+91 98111 22233' });
  await sql(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, status, meeting_link, mentee_rating, mentee_feedback)
     values ($1, $2, 'Mock interview', 60, now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 2000, 'completed', 'https://meet.example.test/del', 4, 'Helpful.')`,
    [coach.id, mentee.id],
  );

  await signIn(page, mentee, '/profile/edit');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'delete-01-settings');

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ssb-academy-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { tables: Record<string, Record<string, unknown>[]> };
  expect(data.tables.users![0]).toMatchObject({ email: mentee.email, phone_number: '+91 98111 22233' });
  expect(data.tables.sessions).toHaveLength(1);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm').last()).toBeVisible();
  await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
  await dialog.getByLabel(/^Your password/).fill(mentee.password);
  await snap(page, 'delete-02-dialog');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await snap(page, 'delete-03-deleted');

  // The address no longer signs in.
  await page.goto('/login');
  await signInWithForm(page, mentee);
  await expect(page.getByRole('main').getByText(/Invalid email or password/i).first()).toBeVisible();

  // The coach still has the session, with the mentee shown as "Deleted user".
  const coachContext = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const coachPage = await coachContext.newPage();
    await signIn(coachPage, coach, '/dashboard/manage-sessions');
    await expect(coachPage.getByText('Deleted user').first()).toBeVisible();
  } finally {
    await coachContext.close();
  }
});
