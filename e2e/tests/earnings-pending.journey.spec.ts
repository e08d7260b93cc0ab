import type { Page } from '@playwright/test';
import { createAdmin, createCoachWithWindow, createMentee, expect, signIn, snap, sql, test, type TestUser } from '../fixtures';

// Earnings pending, then payable; an amount a coach owes; transfers (docs/product/money.md "Earnings"). Runs at
// desktop (1280x800) and phone (360x740) widths; screenshots go to e2e/screenshots/<project>/earnings-pending-*.png.
// The server's clock cannot be moved here, and the ledger is append-only: "after the window" is a second session
// that ended 30 hours ago, whose dispute window has closed.

const shot = (page: Page, name: string) => snap(page, `earnings-pending-${name}`);

/** ₹2,400 less the 10% fee (₹240) and 18% GST on it (₹43.20). */
const NET = '₹2,116.80';

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';

async function post(page: Page, url: string, data: unknown = {}) {
  const res = await page.request.post(url, { data, headers: { 'x-csrf-token': await csrfOf(page) } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res;
}

/** A paid session booked and paid through the API in the mentee's browser, moved to start `hours` from now. */
async function paidSessionFor(page: Page, coach: TestUser, hours: number): Promise<string> {
  const [slot] = await sql<{ at: string }>(`select (date_trunc('hour', now()) + interval '1 day 3 hours') as at`);
  const booked = await post(page, '/api/sessions', { mentorId: coach.id, duration: 60, scheduledAt: new Date(slot!.at).toISOString() });
  const session = ((await booked.json()) as { data: { id: string; payment: { orderId: string } } }).data;
  const paid = await post(page, `/api/test-gateway/orders/${session.payment.orderId}/pay`);
  await post(page, `/api/sessions/${session.id}/payment`, ((await paid.json()) as { data: Record<string, string> }).data);
  await sql(`update sessions set scheduled_at = now() + $1::float8 * interval '1 hour', ends_at = now() + ($2::float8 + 1) * interval '1 hour' where id = $3`, [hours, hours, session.id]);
  return session.id;
}

test('a completed session is pending with its date, one past its window is payable; the admin sees transfers and an amount a coach owes', async ({ page, browser }) => {
  test.setTimeout(240_000); // three people, two coaches, a dozen page loads: near 3 minutes on 2 shared cores
  const stamp = Date.now().toString(36);
  const harish = await createCoachWithWindow('Harish', `Rao${stamp}`);
  const owing = await createCoachWithWindow('Kabir', `Owes${stamp}`);
  const mentee = await createMentee({ firstName: 'Ishaan', lastName: 'Verma' });
  await signIn(page, mentee, '/dashboard');
  const endedNow = await paidSessionFor(page, harish, -2); // ended an hour ago: its window is open
  const endedLongAgo = await paidSessionFor(page, harish, -30); // ended 29 hours ago: its window has closed
  const disputed = await paidSessionFor(page, owing, -0.5);

  // Harish's share of the recent session is on its way to his linked account, held until payable.
  await sql(
    `insert into transfers (payment_id, session_id, coach_id, gateway_account_id, amount_paise, status, gateway_transfer_id, next_attempt_at)
     select id, session_id, $2, 'acc_e2e', 211680, 'on_hold', 'trf_e2e_' || $3, now() + interval '10 years' from payments where session_id = $1`,
    [endedNow, harish.id, stamp],
  );

  const coachContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const owingContext = await browser.newContext();
  try {
    const coachPage = await coachContext.newPage();
    await signIn(coachPage, harish, `/sessions/${endedNow}`);
    await coachPage.getByRole('button', { name: 'Mark complete' }).click();
    await expect(coachPage.getByText('Completed').first()).toBeVisible();
    const completed = await coachPage.request.put(`/api/sessions/${endedLongAgo}`, { data: { status: 'completed' }, headers: { 'x-csrf-token': await csrfOf(coachPage) } });
    // The money sweep may have completed it already (24 hours after its end): either way it is completed.
    if (completed.status() !== 200) expect(await completed.text()).toContain('already completed');

    await coachPage.goto('/dashboard/earnings');
    const pendingCard = coachPage.getByText('Pending', { exact: true }).locator('..');
    await expect(pendingCard).toContainText(NET);
    await expect(coachPage.getByText('Payable', { exact: true }).first().locator('..')).toContainText(NET);
    // The recent session: pending until 24 hours after its end, in India's time with the zone named.
    await expect(coachPage.getByText(/^Payable from \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/)).toBeVisible();
    await expect(coachPage.getByText(`Held until payable · ${NET}`)).toBeVisible();
    await expect(coachPage.getByRole('table', { name: 'Transfers' })).toContainText('Held until payable');
    await shot(coachPage, 'coach');
    await expect(coachPage.getByRole('link', { name: 'Print statement' })).toBeVisible();
    await coachPage.getByRole('link', { name: 'Print statement' }).click();
    await expect(coachPage.getByRole('heading', { name: /^[A-Z][a-z]{2,3} \d{4}$/ })).toBeVisible();
    await expect(coachPage.getByText('Closing balance').locator('..')).toContainText('₹4,233.60');
    await shot(coachPage, 'statement');

    // Kabir's session: the mentee reports a no-show, an admin completes it (payable at once) and pays it by hand.
    await post(page, `/api/sessions/${disputed}/dispute`, { reason: 'The coach did not join.' });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, await createAdmin(), '/admin/money?tab=disputes');
    await post(adminPage, `/api/admin/disputes/${disputed}/resolve`, { outcome: 'complete' });
    await adminPage.goto('/admin/money?tab=payouts');
    await adminPage.getByRole('button', { name: `Record payout to Kabir Owes${stamp}` }).filter({ visible: true }).click();
    const payout = adminPage.getByRole('dialog');
    await expect(payout.getByRole('textbox', { name: /Amount/ })).toHaveValue('2116.80');
    await payout.getByLabel('Reference').fill(`UTR${stamp}`);
    await shot(adminPage, 'record-payout');
    await payout.getByRole('button', { name: 'Record payout' }).click();
    await expect(payout).toBeHidden();
    // Nothing is paid by hand that a held transfer will bring: Harish's payable share is matched by his held transfer.
    await expect(adminPage.getByRole('button', { name: `Record payout to Harish Rao${stamp}` }).filter({ visible: true })).toBeDisabled();

    // The mentee reports it again inside the window: the share is taken back after it was paid out.
    await post(page, `/api/sessions/${disputed}/dispute`, { reason: 'Still no coach.' });
    await adminPage.reload();
    const owedRow = adminPage.locator('tr').filter({ hasText: `Kabir Owes${stamp}` }).first();
    await expect(owedRow).toContainText(NET);
    await expect(owedRow.getByRole('button', { name: /Record payout/ })).toBeDisabled();
    await owedRow.scrollIntoViewIfNeeded();
    await shot(adminPage, 'admin-owed');

    await adminPage.getByRole('tab', { name: 'Transfers' }).click();
    const transfers = adminPage.getByRole('table', { name: 'Transfers' });
    await expect(transfers).toContainText(`Harish Rao${stamp}`);
    await expect(transfers).toContainText('Held until payable');
    await shot(adminPage, 'admin-transfers');

    const owingPage = await owingContext.newPage();
    await signIn(owingPage, owing, '/dashboard/earnings');
    await expect(owingPage.getByText(`You owe ${NET} from a refund after a payout; it is taken from your next earnings.`)).toBeVisible();
    await shot(owingPage, 'coach-owes');
  } finally {
    await coachContext.close();
    await adminContext.close();
    await owingContext.close();
  }
});
