import type { Page } from '@playwright/test';
import { createAdmin, createMentee, expect, signIn, snap, sql, test, toast } from '../fixtures';


/** '6:25 pm' the way the web client formats a time (en-IN, the browser's zone, plain spaces). */
const timeText = (page: Page, epochMs: number) =>
  page.evaluate(
    (ms) => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(new Date(ms)).replace(/[\u202f\u00a0]/g, ' '),
    epochMs,
  );

test('an admin creates a discussion starting in 20 minutes; a mentee joins and waits for it to open', async ({ page, browser }) => {
  const title = `Lecturette practice ${Date.now().toString(36)}`;
  const admin = await createAdmin();
  await signIn(page, admin, '/discussions');
  await page.getByRole('link', { name: 'Create discussion' }).first().click();
  await expect(page).toHaveURL(/\/admin\/discussions\/new$/);

  // datetime-local in the browser's zone (Asia/Kolkata), 20 minutes from now
  const startLocal = await page.evaluate(() => {
    const d = new Date(Date.now() + 20 * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
  const startMs = await page.evaluate((v) => new Date(v).getTime(), startLocal);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Three minutes each on a topic drawn from a hat.');
  await page.getByLabel('Start time').fill(startLocal);
  await expect(page.getByLabel('Capacity')).toHaveValue('10');
  await page.getByLabel('Meet link').fill('not a link');
  await page.getByRole('button', { name: 'Create discussion' }).click();
  await expect(page.getByText('Meet link must be an http:// or https:// URL')).toBeVisible();
  await page.getByLabel('Meet link').fill('https://meet.example.test/lecturette');
  await page.getByRole('button', { name: 'Create discussion' }).click();

  await expect(toast(page, 'Created')).toBeVisible();
  await expect(page).toHaveURL(/\/discussions$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  const menteeContext = await browser.newContext();
  const menteePage = await menteeContext.newPage();
  try {
    const mentee = await createMentee();
    await signIn(menteePage, mentee, '/discussions');
    const card = menteePage.getByRole('article', { name: title });
    await expect(card.getByText('0 / 10')).toBeVisible();
    await card.getByRole('button', { name: /^Join/ }).click();

    await expect(toast(menteePage, 'Joined')).toBeVisible();
    await expect(toast(menteePage, 'Joined')).toContainText('You have reserved a seat.');
    await expect(card.getByText('Joined', { exact: true })).toBeVisible();
    const opens = `Opens ${await timeText(menteePage, startMs - 5 * 60_000)}`;
    const button = card.getByRole('button', { name: new RegExp(`^${opens}`) });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(card.getByText('1 / 10')).toBeVisible();
    await snap(menteePage, 'discussions-joined');
  } finally {
    await menteeContext.close();
  }
});

test('an attendee enters a discussion starting in 3 minutes: the meet link opens in a new tab', async ({ page, context }) => {
  const mentee = await createMentee({ firstName: 'Ishaan', lastName: 'Rao' });
  const title = `Current affairs ${Date.now().toString(36)}`;
  const meetLink = `https://meet.example.test/e2e-${Date.now().toString(36)}`;
  const [discussion] = await sql<{ id: string }>(
    `insert into discussions (title, description, start_time, capacity, attendee_count, meet_link)
     values ($1, 'Joined an hour ago.', now() + interval '3 minutes', 10, 1, $2) returning id`,
    [title, meetLink],
  );
  await sql(`insert into discussion_attendees (discussion_id, user_id, joined_at) values ($1, $2, now() - interval '1 hour')`, [
    discussion!.id,
    mentee.id,
  ]);
  // The meeting service is not part of the test: answer its page locally.
  await context.route('https://meet.example.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Meet</title><p>Meeting room</p>' }),
  );

  await signIn(page, mentee, '/discussions');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Joined', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Ishaan Rao' })).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: /^Enter/ }).click();
  const popup = await popupOpened;
  await popup.waitForURL(meetLink);
  expect(popup.url()).toBe(meetLink);
  await expect(popup.getByText('Meeting room')).toBeVisible();
  // the meeting tab cannot reach back into the app
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test('a signed-out visitor sees the list and is sent to sign in to join', async ({ page }) => {
  const title = `SRT drill ${Date.now().toString(36)}`;
  await sql(
    `insert into discussions (title, start_time, capacity, meet_link) values ($1, now() + interval '2 hours', 10, 'https://meet.example.test/srt')`,
    [title],
  );
  await page.goto('/discussions');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create discussion' })).toHaveCount(0);
  await card.getByRole('button', { name: /^Join/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdiscussions$/);
});

test("a mentee opening the create page sees 'Admins only.'", async ({ page }) => {
  await signIn(page, await createMentee(), '/admin/discussions/new');
  await expect(page.getByText('Admins only.')).toBeVisible();
});
