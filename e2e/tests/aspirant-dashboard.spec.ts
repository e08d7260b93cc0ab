import type { Locator, Page } from '@playwright/test';
import { createAdmin, createCoach, createMentee, expect, signIn, snap, sql, test, type TestUser } from '../fixtures';

// Issue 36 items 2, 4 and 11 (docs/product/screens.md "Dashboard home", "My sessions"; docs/product/sessions.md
// "Meeting link", "Add to calendar"): the meeting link only from 10 minutes before the start ("Opens at …" before),
// an aspirant's dashboard (next session with a countdown, an unpaid hold with Pay now, joined discussions, recent
// payments), the sessions' own filters (Cancelled apart, Rate on past ones), and Google / Outlook calendar links.
// Runs at desktop (1280x800) and phone (360x740); screenshots in e2e/screenshots/<project>/dashboard-*.png.

const shot = (page: Page, name: string) => snap(page, `dashboard-${name}`);
let room = 0;
const roomLink = () => `https://meet.example.test/dash-${Date.now().toString(36)}-${room++}`;

type Status = 'scheduled' | 'completed' | 'cancelled' | 'pending_payment';

/** A session put straight into the database, `minutes` from now, with its own meeting room. */
async function session(coach: TestUser, mentee: TestUser, title: string, minutes: number, status: Status = 'scheduled'): Promise<{ id: string; link: string }> {
  const link = roomLink();
  const [row] = await sql<{ id: string }>(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, status, meeting_link, hold_expires_at, cancelled_at)
     values ($1, $2, $3, 60, now() + make_interval(mins => $4), now() + make_interval(mins => $4 + 60), 2000, $5, $6,
             case when $5 = 'pending_payment' then now() + interval '10 minutes' end, case when $5 = 'cancelled' then now() end) returning id`,
    [coach.id, mentee.id, title, minutes, status, link],
  );
  return { id: row!.id, link };
}

/** The row of a list (or the dashboard's next-session card) holding this title. */
const row = (scope: Page | Locator, title: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  // the inner locator is looked for inside each list item: it starts from the page, not the scope
  return scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
};

async function people(tag: string) {
  const project = test.info().project.name;
  const coach = await createCoach({
    firstName: 'Vikram',
    lastName: `${tag}${project === 'phone' ? 'P' : 'D'}`,
  });
  const mentee = await createMentee({ firstName: 'Asha', lastName: 'Verma' });
  return { coach, mentee };
}

test('the meeting link is a link only from 10 minutes before the start; "Opens at" before, in the lists and the dashboard', async ({ page }) => {
  const { coach, mentee } = await people('Link');
  const later = await session(coach, mentee, 'Interview in two days', 2 * 24 * 60);
  const soon = await session(coach, mentee, 'Interview in five minutes', 5);

  await signIn(page, mentee, '/dashboard/sessions');
  const laterRow = row(page, 'Interview in two days');
  await expect(laterRow.getByText(/^Opens at \d+ \w+ \d{4}, \d+:\d{2} [ap]m/)).toBeVisible();
  await expect(page.locator(`a[href="${later.link}"]`)).toHaveCount(0);
  await expect(row(page, 'Interview in five minutes').getByRole('link', { name: 'Start' })).toHaveAttribute('href', soon.link);
  await shot(page, 'sessions-opens-at');

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(row(upcoming, 'Interview in two days').getByText(/^Opens at /)).toBeVisible();
  await expect(page.locator(`a[href="${later.link}"]`)).toHaveCount(0);
  await expect(
    row(upcoming, 'Interview in five minutes').getByRole('link', {
      name: 'Start',
    }),
  ).toHaveAttribute('href', soon.link);
  // the next session is the one in five minutes, its link open
  await expect(page.getByRole('region', { name: 'Next session' }).getByRole('link', { name: 'Start' })).toHaveAttribute('href', soon.link);
  // the API does not hand the link out earlier than the pages show it
  const api = await page.request.get(`/api/sessions/${later.id}`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
    },
  });
  expect(((await api.json()) as { data: { meetingLink: string | null } }).data.meetingLink).toBeNull();
});

test("the dashboard: the next session's live countdown, the unpaid hold with Pay now, joined discussions, recent payments and refunds", async ({ page }) => {
  const { coach, mentee } = await people('Dash');
  await session(coach, mentee, 'Mock interview soon', 30);
  const hold = await session(coach, mentee, 'Held GTO briefing', 3 * 24 * 60, 'pending_payment');
  await sql(`insert into payments (session_id, gateway, order_id, amount_paise, status) values ($1, 'test', $2, 240000, 'created')`, [
    hold.id,
    `order_dash${Date.now()}${room}`,
  ]);
  // a paid session, then cancelled by the coach and refunded in full
  const refunded = await session(coach, mentee, 'Refunded PI', 4 * 24 * 60, 'cancelled');
  const paymentId = `pay_dash${Date.now()}${room}`;
  const [payment] = await sql<{ id: string }>(
    `insert into payments (session_id, gateway, order_id, amount_paise, status, gateway_payment_id, captured_at, receipt_seq)
     values ($1, 'test', $2, 200000, 'captured', $3, now() - interval '1 day', nextval('payments_receipt_seq')) returning id`,
    [refunded.id, `order_dashr${Date.now()}${room}`, paymentId],
  );
  await sql(
    `insert into refunds (payment_id, session_id, gateway_payment_id, amount_paise, reason, idempotency_key, status, processed_at)
     values ($1, $2, $3, 200000, 'coach_cancelled', $4, 'processed', now())`,
    [payment!.id, refunded.id, paymentId, `refund-dash-${paymentId}`],
  );
  const moderator = await createAdmin({ firstName: 'Kavita', lastName: 'Rao' });
  const [discussion] = await sql<{ id: string }>(
    `insert into discussions (title, description, start_time, capacity, attendee_count, meet_link, created_by)
     values ('Dashboard GD: Indian Ocean', 'Current affairs', now() + interval '2 days', 10, 1, 'https://meet.example.test/gd-dash', $1) returning id`,
    [moderator.id],
  );
  await sql(`insert into discussion_attendees (discussion_id, user_id) values ($1, $2)`, [discussion!.id, mentee.id]);

  await signIn(page, mentee, '/dashboard');
  const next = page.getByRole('region', { name: 'Next session' });
  await expect(next.getByRole('link', { name: 'Mock interview soon' })).toBeVisible();
  const countdown = next.getByTestId('next-session-countdown');
  await expect(countdown).toHaveText(/^(29|30):\d{2}$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!); // it counts down live
  await expect(next.getByText(/^Opens at /)).toBeVisible();
  await expect(next.getByText('Unpaid: Held GTO briefing')).toBeVisible();
  await expect(next.getByRole('link', { name: 'Pay now for Held GTO briefing' })).toHaveAttribute('href', `/sessions/${hold.id}/checkout`);

  const discussions = page.getByRole('region', { name: 'Your discussions' });
  await expect(discussions.getByText('Dashboard GD: Indian Ocean')).toBeVisible();
  await expect(discussions.getByText(/Moderator: Kavita Rao/)).toBeVisible();

  const payments = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(payments.getByRole('link', { name: 'Refunded PI' })).toBeVisible();
  await expect(payments.getByText('₹2,000 refunded')).toBeVisible();
  await expect(payments.getByRole('link', { name: 'All payments' })).toHaveAttribute('href', '/dashboard/payments');
  await shot(page, 'home');
});

test('/dashboard/sessions: a cancelled session is not under Upcoming but under Cancelled; a past completed session has Rate', async ({ page }) => {
  const { coach, mentee } = await people('Tabs');
  await session(coach, mentee, 'Booked SRT review', 26 * 60);
  await session(coach, mentee, 'Called-off interview', 50 * 60, 'cancelled');
  const done = await session(coach, mentee, 'Finished PI', -3 * 24 * 60, 'completed');

  await signIn(page, mentee, '/dashboard/sessions');
  const panel = page.getByRole('tabpanel');
  await expect(row(panel, 'Booked SRT review')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Called-off interview' })).toHaveCount(0);

  await page.getByRole('tab', { name: /Cancelled/ }).click();
  await expect(row(page.getByRole('tabpanel'), 'Called-off interview').getByText('Cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\?tab=cancelled$/);
  await shot(page, 'sessions-cancelled');

  await page.getByRole('tab', { name: /Past/ }).click();
  const rate = row(page.getByRole('tabpanel'), 'Finished PI').getByRole('link', { name: /^Rate/ });
  await expect(rate).toHaveAttribute('href', `/sessions/${done.id}#rate`);
  await shot(page, 'sessions-past');
  await rate.click();
  await expect(page.getByRole('heading', { name: 'Rate', exact: true })).toBeVisible();
});

/** The Google Calendar and Outlook links of a group, checked against the event they must carry. */
async function expectCalendarLinks(scope: Locator, event: { title: string; details: RegExp }) {
  const google = new URL((await scope.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
  expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('text')).toBe(event.title);
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  expect(google.searchParams.get('details')).toMatch(event.details);
  const outlook = new URL((await scope.getByRole('link', { name: /^Outlook/ }).getAttribute('href'))!);
  expect(`${outlook.origin}${outlook.pathname}`).toBe('https://outlook.live.com/calendar/0/action/compose');
  expect(outlook.searchParams.get('subject')).toBe(event.title);
  expect(outlook.searchParams.get('startdt')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(outlook.searchParams.get('body')).toMatch(event.details);
  await expect(scope.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', /\/calendar\.ics$/);
}

test('Add to calendar: Google Calendar and Outlook beside the .ics, on the confirmation, session and discussions pages', async ({ page }) => {
  const { coach, mentee } = await people('Cal');
  const booked = await session(coach, mentee, 'Calendar interview', 3 * 24 * 60);
  const moderator = await createAdmin({ firstName: 'Kavita', lastName: 'Rao' });
  // Its own title: both sizes run against one server, and /discussions lists every discussion.
  const gdTitle = `Calendar GD: Cyber security ${Date.now().toString(36)}`;
  const [discussion] = await sql<{ id: string }>(
    `insert into discussions (title, description, start_time, capacity, attendee_count, meet_link, created_by)
     values ($2, 'Ten aspirants', now() + interval '3 days', 10, 1, 'https://meet.example.test/gd-cal', $1) returning id`,
    [moderator.id, gdTitle],
  );
  await sql(`insert into discussion_attendees (discussion_id, user_id) values ($1, $2)`, [discussion!.id, mentee.id]);
  const sessionEvent = {
    title: 'Calendar interview',
    details: new RegExp(`with ${coach.firstName} ${coach.lastName} \\(coach\\)[\\s\\S]*/sessions/${booked.id}`),
  };

  await signIn(page, mentee, `/sessions/${booked.id}/confirmed`);
  await expectCalendarLinks(page.getByRole('group', { name: 'Add to calendar' }), sessionEvent);
  await shot(page, 'calendar-confirmed');

  await page.goto(`/sessions/${booked.id}`);
  await expectCalendarLinks(page.getByRole('group', { name: 'Add to calendar' }), sessionEvent);

  await page.goto('/discussions');
  const card = page.getByRole('article', { name: gdTitle });
  await expect(card.getByText('Moderator: Kavita Rao')).toBeVisible();
  await expectCalendarLinks(card.getByRole('group', { name: /^Add to calendar/ }), { title: gdTitle, details: /Moderator: Kavita Rao/ });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'calendar-discussions');
});
