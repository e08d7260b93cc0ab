import type { Browser, Page } from '@playwright/test';
import { createCoachWithWindow, createMentee, expect, latestMail, payInTestGateway, signIn, signInWithForm, snap, sql, test, type TestUser } from '../fixtures';

// Holds made by any client (docs/product/money.md "Hold, then pay"): a client written to the spec, which
// knows nothing of payment, makes a hold with a plain POST /api/sessions. The aspirant finds the pay link in
// the bell and in the mail, follows it (signed out: sign-in brings them back to it), pays in the test
// gateway's checkout, and the session is booked. A hold left unpaid is told to them when it ends.
// Runs at desktop (1280x800) and phone (360x740); screenshots in e2e/screenshots/<project>/hold-*.png.

const shot = (page: Page, name: string) => snap(page, `hold-${name}`);

/** Quoted-printable undone, so a long link split over lines reads whole. */
const decoded = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Hold = { id: string; title: string; status: string; payment: { checkoutUrl: string | null } };

/** What another client does: POST /api/sessions with the aspirant's cookie and the spec's fields only. */
async function holdAsAnotherClient(page: Page, coach: TestUser): Promise<Hold> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
  const [slot] = await sql<{ at: string }>(`select (date_trunc('hour', now()) + interval '1 day 3 hours') as at`);
  const res = await page.request.post('/api/sessions', {
    data: { mentorId: coach.id, duration: 60, scheduledAt: new Date(slot!.at).toISOString(), price: 2400 },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Hold }).data;
}

async function signedOutPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Kolkata', locale: 'en-IN', viewport: test.info().project.use.viewport ?? undefined, isMobile: test.info().project.use.isMobile, hasTouch: test.info().project.use.hasTouch });
  return { context, page: await context.newPage() };
}

test.describe.configure({ timeout: 120_000 });

test('a hold made by another client: the pay link in the bell and the mail, sign-in from it, pay, booked', async ({ page, browser, baseURL }) => {
  const project = test.info().project.name;
  const coach = await createCoachWithWindow('Meera', project === 'phone' ? 'Holdphone' : 'Holddesk');
  const aspirant = await createMentee({ firstName: 'Kabir', lastName: 'Anand' });
  await signIn(page, aspirant, '/dashboard');
  const hold = await holdAsAnotherClient(page, coach);
  const checkoutUrl = `${baseURL}/sessions/${hold.id}/checkout`;
  expect(hold.status).toBe('pending_payment');
  expect(hold.payment.checkoutUrl).toBe(checkoutUrl);

  // The bell tells the aspirant where to pay.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByText('Pay now').first()).toBeVisible();
  await shot(page, 'dashboard');
  await bell.click();
  const item = page.getByRole('menuitem', { name: /Unread: Pay ₹2,400 to keep your session with Meera/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/Held until .* IST/);
  await shot(page, 'bell');
  await item.click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/checkout$/);
  expect(page.url()).toBe(checkoutUrl);
  await expect(page.getByText('Test mode: no money moves').first()).toBeVisible();
  await shot(page, 'checkout-from-bell');

  // The mail carries the same link, and the hold's end in IST with the zone named.
  await expect.poll(() => (latestMail(aspirant.email) ? decoded(latestMail(aspirant.email)!).includes(checkoutUrl) : false), { timeout: 15_000 }).toBe(true);
  const mail = decoded(latestMail(aspirant.email)!);
  expect(mail).toMatch(/held for you until \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST/);

  // Opened from the mail on a device where they are signed out: sign-in, then back on the checkout.
  const { context, page: phone } = await signedOutPage(browser, baseURL);
  await phone.goto(checkoutUrl);
  await expect(phone).toHaveURL(/\/login\?next=/);
  await signInWithForm(phone, aspirant);
  await expect(phone).toHaveURL(checkoutUrl);
  await shot(phone, 'checkout-after-sign-in');

  // Pays in the test gateway's checkout: booked.
  await payInTestGateway(phone);
  await expect(phone).toHaveURL(new RegExp(`/sessions/${hold.id}/confirmed$`));
  await shot(phone, 'confirmed');
  const [row] = await sql<{ status: string }>(`select status from sessions where id = $1`, [hold.id]);
  expect(row!.status).toBe('scheduled');
  await context.close();
});

test('a hold left unpaid: when it ends the aspirant is told, with a way to book again', async ({ page }) => {
  const project = test.info().project.name;
  const coach = await createCoachWithWindow('Rohan', project === 'phone' ? 'Lapsephone' : 'Lapsedesk');
  const aspirant = await createMentee({ firstName: 'Ira', lastName: 'Menon' });
  await signIn(page, aspirant, '/dashboard');
  const hold = await holdAsAnotherClient(page, coach);
  // Its ten minutes pass; the money sweep (every 30 s) expires it and tells the aspirant.
  await sql(`update sessions set hold_expires_at = now() - interval '1 second' where id = $1`, [hold.id]);
  await expect.poll(async () => (await sql<{ status: string }>(`select status from sessions where id = $1`, [hold.id]))[0]!.status, { timeout: 45_000 }).toBe('expired');
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, 2 unread/ }).click();
  const ended = page.getByRole('menuitem', { name: new RegExp(`Unread: Hold ended unpaid: ${hold.title}`) });
  await expect(ended).toBeVisible();
  await shot(page, 'ended-bell');
  await ended.click();
  await expect(page).toHaveURL(new RegExp(`/coaches/${coach.id}$`));
  await expect.poll(() => latestMail(aspirant.email) ?? '', { timeout: 15_000 }).toContain('ended unpaid');
});
