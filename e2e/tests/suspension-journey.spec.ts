import { createAdmin, createCoach, createMentee, expect, localInput, signIn, signInWithForm, snap, sql, test, toast } from '../fixtures';

/**
 * Issue 18 "Trust": an admin suspends a coach who has a paid session coming up. The session is
 * cancelled and the mentee refunded in full; the coach is unlisted and cannot sign in. Runs at phone
 * and desktop widths (a journey).
 */
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('an admin suspends a coach with a paid session coming up, and the mentee is refunded', async ({ page, browser }, testInfo) => {
  const lastName = `Sekhon${suffix()}`;
  const coach = await createCoach({ firstName: 'Gurpreet', lastName, hourlyRate: 2000 });
  const mentee = await createMentee({ firstName: 'Ishita', lastName: 'Nair' });

  // The mentee books and pays (through the API and the test gateway, as its checkout page does).
  const menteeContext = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const menteePage = await menteeContext.newPage();
    const scheduledAt = await menteePage.evaluate((v) => new Date(v).toISOString(), await localInput(menteePage, 3, 11));
    await sql(`insert into availability_windows (coach_id, starts_at, ends_at) values ($1, $2::timestamptz, $2::timestamptz + interval '2 hours')`, [coach.id, scheduledAt]);
    await signIn(menteePage, mentee, '/dashboard');
    const csrf = (await menteeContext.cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
    const booked = await menteePage.request.post('/api/sessions', {
      data: { mentorId: coach.id, duration: 60, scheduledAt, sessionType: 'personal_interview', description: 'Mock interview.' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const session = ((await booked.json()) as { data: { id: string; payment: { orderId: string } } }).data;
    const paid = await menteePage.request.post(`/api/test-gateway/orders/${session.payment.orderId}/pay`, { headers: { 'x-csrf-token': csrf } });
    const confirmed = await menteePage.request.post(`/api/sessions/${session.id}/payment`, {
      data: ((await paid.json()) as { data: Record<string, string> }).data,
      headers: { 'x-csrf-token': csrf },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // The admin finds the coach and suspends them, with a reason.
    await signIn(page, await createAdmin(), '/admin/users');
    await page.getByLabel('Name or email').fill(lastName);
    await page.getByLabel('Name or email').press('Enter');
    const row = page.getByRole('row').filter({ hasText: `Gurpreet ${lastName}` });
    await expect(row).toBeVisible();
    await snap(page, 'suspend-01-users');
    await row.getByRole('button', { name: `Suspend Gurpreet ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend Gurpreet ${lastName}?` });
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(dialog.getByText(/at least 10 characters/)).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Asked students to pay outside the platform.');
    await snap(page, 'suspend-02-dialog');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(toast(page, `Gurpreet ${lastName} is suspended`)).toBeVisible();
    await expect(row.getByText('Suspended')).toBeVisible();
    await snap(page, 'suspend-03-suspended');

    // The mentee's session is cancelled and refunded in full.
    await menteePage.goto(`/sessions/${session.id}`);
    await expect(menteePage.getByText(/cancelled/i).first()).toBeVisible();
    await expect(menteePage.getByText(/₹2,000/).first()).toBeVisible();
    const refunds = await sql<{ amount_paise: number; reason: string }>('select amount_paise, reason from refunds where session_id = $1', [session.id]);
    expect(refunds).toEqual([{ amount_paise: 200000, reason: 'admin_cancelled' }]);
    await snap(menteePage, 'suspend-04-mentee-refunded');
  } finally {
    await menteeContext.close();
  }

  // The coach is unlisted and cannot sign in.
  const coachPage = await browser.newPage();
  try {
    await coachPage.goto(`${testInfo.project.use.baseURL}/coaches/${coach.id}`);
    await expect(coachPage.getByText('Coach not found')).toBeVisible();
    await coachPage.goto(`${testInfo.project.use.baseURL}/login`);
    await signInWithForm(coachPage, coach);
    await expect(coachPage.getByRole('main').getByText('This account has been deactivated. Please contact us.').first()).toBeVisible();
  } finally {
    await coachPage.close();
  }
});
