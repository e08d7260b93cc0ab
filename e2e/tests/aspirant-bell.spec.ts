import type { Page } from '@playwright/test';
import { createCoachWithWindow, createMentee, expect, payInTestGateway, signIn, snap, sql, test } from '../fixtures';

// Issue 36, items 3 and 14 (docs/product/notifications.md, docs/product/reviews.md "Who may rate"): the
// aspirant's bell tells of their own paid booking with a link to it; stars are offered only on a session that
// happened (marked complete by the coach), never on one merely past its start.
// Runs at desktop (1280x800) and phone (360x740); screenshots in e2e/screenshots/<project>/aspirant-bell-*.png.

const shot = (page: Page, name: string) => snap(page, `aspirant-bell-${name}`);

test('an aspirant who paid finds the paid booking in their bell, linking to the session', async ({ page }) => {
  const project = test.info().project.name;
  const coach = await createCoachWithWindow('Meera', project === 'phone' ? 'Bellphone' : 'Belldesk');
  const aspirant = await createMentee({ firstName: 'Kabir', lastName: 'Anand' });
  await signIn(page, aspirant, '/dashboard');
  // The hold, made through the API as the booking dialog does; then paid on its checkout page.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
  const [slot] = await sql<{ at: string }>(`select (date_trunc('hour', now()) + interval '1 day 3 hours') as at`);
  const res = await page.request.post('/api/sessions', {
    data: { mentorId: coach.id, duration: 60, scheduledAt: new Date(slot!.at).toISOString() },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(201);
  const hold = ((await res.json()) as { data: { id: string; title: string } }).data;
  await page.goto(`/sessions/${hold.id}/checkout`);
  await payInTestGateway(page);
  await expect(page).toHaveURL(new RegExp(`/sessions/${hold.id}/confirmed$`));

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const paid = page.getByRole('menuitem', { name: new RegExp(`Unread: Paid and booked: ${hold.title}`) });
  await expect(paid).toBeVisible();
  await expect(paid).toContainText(/With Meera Belldesk|With Meera Bellphone/);
  await expect(paid).toContainText(/You paid ₹2,400 \(receipt .+\)/);
  await shot(page, 'paid');
  await paid.click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${hold.id}$`));
});

test('a session past its end shows no stars until the coach marks it complete, then "Rate"', async ({ page }) => {
  const coach = await createCoachWithWindow('Arjun', 'Ratewait');
  const aspirant = await createMentee({ firstName: 'Ira', lastName: 'Menon' });
  // A free session that ended an hour ago (put in place: the clock cannot be moved), not marked complete.
  const [session] = await sql<{ id: string }>(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, meeting_link)
     values ($1, $2, 'Mock interview', 60, now() - interval '2 hours', now() - interval '1 hour', 0, 'https://meet.jit.si/ssb-rate-wait')
     returning id`,
    [coach.id, aspirant.id],
  );
  await signIn(page, aspirant, `/sessions/${session!.id}`);
  await expect(page.getByText('This session has ended.')).toBeVisible();
  await expect(page.getByText('You can rate this session once your coach marks it complete, or 24 hours after it ends.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Rate this session' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit rating' })).toHaveCount(0);
  await shot(page, 'not-yet');

  await sql(`update sessions set status = 'completed', completed_at = now() where id = $1`, [session!.id]);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Rate this session' })).toBeVisible();
  await expect(page.getByText('You can rate this session once')).toHaveCount(0);
  await shot(page, 'rate');
});
