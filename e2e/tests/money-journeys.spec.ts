import type { Page } from '@playwright/test';
import { createAdmin, createCoachWithWindow, createMentee, expect, payInTestGateway, signIn, snap, sql, test, type TestUser } from '../fixtures';

// Paid sessions in the browser (docs/product/money.md), through the built-in test gateway. Runs at
// desktop (1280x800) and phone (360x740) widths; screenshots go to e2e/screenshots/<project>/money-*.png.

/** snap() files each screenshot under the project's folder (desktop/ or phone/). */
const shot = (page: Page, name: string) => snap(page, `money-${name}`);

/** From the coach's page: the first free slot, 60 minutes, "Pay ₹2,400": lands on the checkout. */
async function bookFromCalendar(page: Page, coach: TestUser) {
  await page.goto(`/coaches/${coach.id}`);
  await page.getByRole('button', { name: /, available$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  await dialog.getByRole('button', { name: /60 min.*₹2,400/ }).click();
  await expect(dialog.getByText(/24 h/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/refunds');
  await dialog.getByRole('button', { name: 'Pay ₹2,400' }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/checkout$/);
  return page.url().split('/').at(-2)!;
}

/** A paid, scheduled session booked and paid through the API in the mentee's browser; answers its id. */
async function paidSessionFor(page: Page, coach: TestUser): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
  const [slot] = await sql<{ at: string }>(`select (date_trunc('hour', now()) + interval '1 day 3 hours') as at`);
  const booked = await page.request.post('/api/sessions', {
    data: { mentorId: coach.id, duration: 60, scheduledAt: new Date(slot!.at).toISOString() },
    headers: { 'x-csrf-token': csrf },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const session = ((await booked.json()) as { data: { id: string; payment: { orderId: string } } }).data;
  const paid = await page.request.post(`/api/test-gateway/orders/${session.payment.orderId}/pay`, { headers: { 'x-csrf-token': csrf } });
  const confirmed = await page.request.post(`/api/sessions/${session.id}/payment`, {
    data: ((await paid.json()) as { data: Record<string, string> }).data,
    headers: { 'x-csrf-token': csrf },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return session.id;
}

/** Moves a session so that it starts `hours` from now (negative: it started that long ago). */
const startIn = (id: string, hours: number) =>
  sql(`update sessions set scheduled_at = now() + $1::float8 * interval '1 hour', ends_at = now() + ($2::float8 + 1) * interval '1 hour' where id = $3`, [hours, hours, id]);

test('a mentee pays, a failed payment is tried again, and the booking ends on its confirmation page and receipt', async ({ page }) => {
  const coach = await createCoachWithWindow('Vikram');
  await signIn(page, await createMentee({ firstName: 'Tara', lastName: 'Bose' }), `/coaches/${coach.id}`);
  await bookFromCalendar(page, coach);
  await expect(page.getByRole('timer')).toHaveText(/^(9|10):\d\d$/);
  await shot(page, 'checkout');

  await payInTestGateway(page, 'Fail the payment');
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await shot(page, 'payment-failed');
  await payInTestGateway(page, 'Pay', /^Try again$/);

  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/confirmed$/);
  await expect(page.getByText('Payment received. Your session is booked.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await shot(page, 'confirmed');
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\/receipt$/);
  await expect(page.getByText(/SSB-\d{4}-\d{6}/).first()).toBeVisible();
  await expect(page.getByText('₹2,400').first()).toBeVisible();
  await expect(page.getByText(/Test mode/).first()).toBeVisible();
  await shot(page, 'receipt');
});

test('a hold lapses: the checkout says so, and the slot is free for the next aspirant', async ({ page, browser }) => {
  const coach = await createCoachWithWindow('Naveen');
  await signIn(page, await createMentee({ firstName: 'Kabir', lastName: 'Shah' }), `/coaches/${coach.id}`);
  const sessionId = await bookFromCalendar(page, coach);
  await sql(`update sessions set hold_expires_at = now() - interval '1 second' where id = $1`, [sessionId]);
  await page.reload();
  await expect(page.getByText('Your hold on this slot expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose another time' })).toBeVisible();
  await shot(page, 'hold-expired');

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, await createMentee({ firstName: 'Isha', lastName: 'Menon' }), `/coaches/${coach.id}`);
    await bookFromCalendar(otherPage, coach);
    await payInTestGateway(otherPage);
    await expect(otherPage.getByText('Payment received. Your session is booked.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('cancelling states the refund of the tier that applies, before and after', async ({ page }) => {
  const tiers = [
    { hours: 30, line: 'Cancelling now refunds ₹2,400 (100%)', refund: 'Refund of ₹2,400' },
    { hours: 10, line: 'Cancelling now refunds ₹1,200 (50%)', refund: 'Refund of ₹1,200' },
    { hours: 2, line: 'Cancelling now refunds nothing', refund: null },
  ];
  await signIn(page, await createMentee({ firstName: 'Anaya', lastName: 'Iyer' }), '/dashboard');
  for (const tier of tiers) {
    const coach = await createCoachWithWindow(`Tier${tier.hours}`);
    const sessionId = await paidSessionFor(page, coach);
    await startIn(sessionId, tier.hours);
    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByText(tier.line).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel session' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog.getByText(tier.line)).toBeVisible();
    await shot(page, `cancel-${tier.hours}h`);
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    if (tier.refund) await expect(page.getByText(tier.refund)).toBeVisible();
    else await expect(page.getByText(/Refund of/)).toHaveCount(0);
  }
  await shot(page, 'cancelled-refund');
});

test("the coach sees the earning after completion; an admin resolves a no-show report and records a payout", async ({ page, browser }) => {
  test.setTimeout(240_000); // three people and a dozen page loads: 50 s alone on 2 cores, about 3 minutes beside other work
  // A surname of its own: the admin picks this coach by name among everyone owed money.
  const lastName = `Rao${Date.now().toString(36)}`;
  const coach = await createCoachWithWindow('Harish', lastName);
  const mentee = await createMentee({ firstName: 'Dev', lastName: 'Malhotra' });
  await signIn(page, mentee, '/dashboard');
  const completedId = await paidSessionFor(page, coach);
  await startIn(completedId, -2);
  // A second session of Harish's that ended 29 hours ago: its dispute window has closed, so its share can be paid out
  // (the first one's stays pending for a day: docs/product/money.md "Earnings").
  const payableId = await paidSessionFor(page, coach);
  await startIn(payableId, -30);

  // A second coach's session that the mentee reports as a no-show.
  // A surname of its own too: both screen sizes run this at once, and other journeys report no-shows.
  const absent = await createCoachWithWindow('Absent', `Noshow${Date.now().toString(36)}`);
  const disputedId = await paidSessionFor(page, absent);
  await startIn(disputedId, -0.5);
  await page.goto(`/sessions/${disputedId}`);
  await page.getByRole('button', { name: 'Report a no-show' }).click();
  const report = page.getByRole('dialog');
  await report.getByLabel(/What happened/).fill('The coach never joined the meeting.');
  await report.getByRole('button', { name: 'Report a no-show' }).click();
  await expect(page.getByRole('heading', { name: 'No-show reported' })).toBeVisible();
  await shot(page, 'no-show-reported');

  const coachContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const coachPage = await coachContext.newPage();
    await signIn(coachPage, coach, `/sessions/${completedId}`);
    await coachPage.getByRole('button', { name: 'Mark complete' }).click();
    await expect(coachPage.getByText('Completed').first()).toBeVisible();
    await coachPage.goto('/dashboard/earnings');
    // ₹2,400 less 10% fee (₹240) and 18% GST on it (₹43.20): ₹2,116.80
    await expect(coachPage.getByText('₹2,116.80').first()).toBeVisible();
    await shot(coachPage, 'earnings');

    const adminPage = await adminContext.newPage();
    await signIn(adminPage, await createAdmin(), '/admin/money?tab=disputes');
    const disputed = adminPage.getByRole('listitem').filter({ hasText: `Absent ${absent.lastName}` });
    await expect(disputed).toBeVisible();
    await shot(adminPage, 'admin-disputes');
    await disputed.getByRole('button', { name: 'Refund in full' }).click();
    await adminPage.getByRole('alertdialog').or(adminPage.getByRole('dialog')).getByRole('button', { name: 'Refund in full' }).click();
    await expect(adminPage.getByRole('listitem').filter({ hasText: `Absent ${absent.lastName}` })).toHaveCount(0);

    // The money sweep may have completed the older session already (24 hours after its end); else Harish does.
    const csrf = (await coachContext.cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
    const done = await coachPage.request.put(`/api/sessions/${payableId}`, { data: { status: 'completed' }, headers: { 'x-csrf-token': csrf } });
    if (done.status() !== 200) expect(await done.text()).toContain('already completed');

    await adminPage.goto('/admin/money?tab=payouts');
    await adminPage.getByRole('button', { name: `Record payout to Harish ${lastName}` }).filter({ visible: true }).click();
    const payout = adminPage.getByRole('dialog');
    await payout.getByLabel('Reference').fill(`UTR${Date.now()}`);
    await shot(adminPage, 'record-payout');
    await payout.getByRole('button', { name: 'Record payout' }).click();
    await expect(payout).toBeHidden();
    await coachPage.reload();
    await expect(coachPage.getByText(/UTR\d+/).first()).toBeVisible();
    await shot(coachPage, 'earnings-paid');
  } finally {
    await coachContext.close();
    await adminContext.close();
  }
  await page.goto(`/sessions/${disputedId}`);
  await expect(page.getByText('Refund of ₹2,400')).toBeVisible();
});
