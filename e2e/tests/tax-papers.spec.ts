import type { Page } from '@playwright/test';
import { createCoachWithWindow, createMentee, expect, signIn, snap, sql, test, type TestUser } from '../fixtures';

// The platform's papers (issue 37, docs/product/tax.md): the coach's tax invoice for the fee and their monthly
// statement, the aspirant's payment receipt; each prints alone on one A4 page. Runs at desktop and phone widths
// against one server: every person is new (Date.now suffixes). Screenshots of the print media at desktop go to
// e2e/screenshots/desktop/tax-papers-*.png.

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';

async function send(page: Page, method: 'post' | 'put', url: string, data: unknown = {}) {
  const res = await page.request[method](url, { data, headers: { 'x-csrf-token': await csrfOf(page) } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { data: Record<string, unknown> };
}

/** The coach's payout account (not yet active, so no transfer is made): GSTIN of Karnataka, outside the platform's Maharashtra. */
const registeredInKarnataka = (coach: TestUser) =>
  sql(
    `insert into payout_accounts (coach_id, legal_name, pan_cipher, pan_last4, method, upi_id, phone, street, city, pin_code, state_code, gstin, status, submitted_at)
     values ($1, $2, 'sealed', '234F', 'upi', 'coach@okaxis', '9876543210', '12 Residency Road', 'Bengaluru', '560025', '29', '29ABCDE1234F1Z5', 'under_review', now())`,
    [coach.id, `${coach.firstName} ${coach.lastName}`],
  );

/** A session the mentee (signed in on `page`) booked and paid through the test gateway, moved to have ended an hour ago. */
async function paidSession(page: Page, coach: TestUser): Promise<{ sessionId: string; paymentId: string }> {
  const [slot] = await sql<{ at: string }>(`select (date_trunc('hour', now()) + interval '1 day 3 hours') as at`);
  const booked = await send(page, 'post', '/api/sessions', { mentorId: coach.id, duration: 60, scheduledAt: new Date(slot!.at).toISOString() });
  const session = booked.data as { id: string; payment: { orderId: string } };
  const paid = await send(page, 'post', `/api/test-gateway/orders/${session.payment.orderId}/pay`);
  await send(page, 'post', `/api/sessions/${session.id}/payment`, paid.data);
  await sql(`update sessions set scheduled_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = $1`, [session.id]);
  const [payment] = await sql<{ id: string }>(`select id from payments where session_id = $1`, [session.id]);
  return { sessionId: session.id, paymentId: payment!.id };
}

/** Prints the page as Chromium would to PDF on A4, and counts its pages. */
async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

async function printShot(page: Page, name: string) {
  if (test.info().project.name !== 'desktop') return;
  await page.emulateMedia({ media: 'print' });
  await snap(page, `tax-papers-${name}`);
  // Back to no emulation, not to 'screen': page.pdf() prints with the emulated media when one is set.
  await page.emulateMedia({ media: null });
}

const indiaMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

test('a coach opens the tax invoice for the fee from the monthly statement, which prints alone on one A4 page', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const coach = await createCoachWithWindow('Meera', `Tax${stamp}`);
  await registeredInKarnataka(coach);
  await signIn(page, await createMentee({ firstName: 'Ishaan', lastName: `Paper${stamp}` }), '/api/health');
  const { sessionId } = await paidSession(page, coach);

  await signIn(page, coach, '/api/health');
  await send(page, 'put', `/api/sessions/${sessionId}`, { status: 'completed' });
  await page.goto(`/earnings/statement/${indiaMonth()}`);

  // ₹2,400 paid: fee ₹240, IGST ₹43.20, TCS 0.5% ₹12, net ₹2,104.80 (TDS below its yearly threshold).
  const statement = page.locator('#statement');
  const entry = statement.getByRole('listitem').filter({ hasText: 'Earned' });
  await expect(entry).toContainText('gross ₹2,400, fee ₹240, GST ₹43.20, TCS ₹12');
  await expect(entry).toContainText('+₹2,104.80');
  await expect(statement.getByText('Net to you').locator('..')).toContainText('₹2,104.80');
  await expect(statement.getByText('TCS withheld (GST, s. 52)').locator('..')).toContainText('-₹12');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  expect(await printedPages(page)).toBe(1);
  await printShot(page, 'statement-print');

  await entry.getByRole('link', { name: /^Tax invoice SSB\/\d{2}-\d{2}\/\d{6}$/ }).click();
  const invoice = page.locator('#tax-paper');
  await expect(invoice.getByRole('heading', { name: /^SSB\/\d{2}-\d{2}\/\d{6}$/ })).toBeVisible();
  await expect(invoice).toContainText('Tax invoice');
  await expect(invoice).toContainText('GSTIN 29ABCDE1234F1Z5');
  await expect(invoice).toContainText('Place of supply: Karnataka (29)');
  await expect(invoice.getByRole('row', { name: /IGST 18%/ })).toContainText('₹43.20');
  await expect(invoice.getByRole('row', { name: /^Total/ })).toContainText('₹283.20');
  expect(await printedPages(page)).toBe(1);
  await printShot(page, 'invoice-print');
});

test('the aspirant\'s paper says "Payment receipt (not a tax invoice)", with the coach, method and ids; it prints on one A4 page', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const coach = await createCoachWithWindow('Kabir', `Receipt${stamp}`);
  await signIn(page, await createMentee({ firstName: 'Asha', lastName: `Paid${stamp}` }), '/api/health');
  const { paymentId } = await paidSession(page, coach);
  await page.goto(`/payments/${paymentId}/receipt`);

  const receipt = page.locator('#receipt');
  await expect(receipt.getByText('Payment receipt (not a tax invoice)')).toBeVisible();
  await expect(receipt.getByText('Collected for').locator('..')).toContainText(`Kabir Receipt${stamp}`);
  await expect(receipt.getByText('Payment method').locator('..')).toContainText('UPI');
  await expect(receipt.getByText('Payment id').locator('..')).toContainText(/pay_\w+/);
  await expect(receipt.getByText('Amount paid').locator('..')).toContainText('₹2,400');
  await expect(receipt).not.toContainText('GST 18%');
  expect(await printedPages(page)).toBe(1);
  await printShot(page, 'receipt-print');
});
