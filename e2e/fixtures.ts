import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/** Helpers for browser tests. See e2e/README.md. */

const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 4311);
export const dataDir = process.env.E2E_DATA_DIR ?? '';
export const PASSWORD = 'Journey#2026';

async function fixture<T>(body: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${fixturePort}/`, { method: 'POST', body: JSON.stringify(body) });
  const json = (await res.json()) as { ok: boolean; result: T; error?: string };
  if (!json.ok) throw new Error(`fixture failed: ${json.error}`);
  return json.result;
}

/** Runs SQL against the test server's database; `$1`, `$2`… are bound from params. */
export function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return fixture<T[]>({ command: 'sql', text, params });
}

/** The account the in-process Google stand-in signs in as, next time someone clicks 'Continue with Google'. */
export function setGoogleAccount(account: { sub: string; email: string; given_name: string; family_name: string; email_verified?: boolean }) {
  return fixture({ command: 'googleAccount', account: { email_verified: true, ...account } });
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@e2e.test`;

export type TestUser = { id: string; email: string; password: string; role: string | null; firstName: string; lastName: string };

/** A verified, active user put straight into the database (columns in camelCase as in the Drizzle schema). */
export async function createUser(fields: Record<string, unknown> & { role?: 'mentee' | 'mentor' | 'admin' | null } = {}): Promise<TestUser> {
  const email = (fields.email as string) ?? uniqueEmail(String(fields.role ?? 'user'));
  const password = (fields.password as string) ?? PASSWORD;
  const user = await fixture<Omit<TestUser, 'password'>>({
    command: 'createUser',
    user: { firstName: 'Test', lastName: 'User', ...fields, email, password },
  });
  return { ...user, password };
}

export const createMentee = (fields: Record<string, unknown> = {}) => createUser({ role: 'mentee', firstName: 'Aarav', lastName: 'Kulkarni', ...fields });
export const createAdmin = (fields: Record<string, unknown> = {}) => createUser({ role: 'admin', firstName: 'Admin', lastName: 'Officer', ...fields });
export const createCoach = (fields: Record<string, unknown> = {}) =>
  createUser({
    role: 'mentor',
    firstName: 'Rohan',
    lastName: 'Bhatia',
    title: 'Former GTO, 18 SSB Bengaluru',
    bio: 'Ten years of group testing. I coach command tasks and group discussions.',
    specializations: ['Group Discussion', 'Command Tasks'],
    hourlyRate: 2000,
    isVerified: true,
    location: 'Bengaluru',
    experience: 12,
    ...fields,
  });

/** The newest mail to `email` in the outbox folder, as raw text. */
export function latestMail(email: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  const mine = files.filter((f) => f.endsWith(`-${safe}.eml`)).sort();
  const last = mine.at(-1);
  return last ? readFileSync(path.join(outbox, last), 'utf8') : null;
}

/** Waits for a mail to `email` whose text holds a 6-digit code, and returns the code. */
export async function latestCode(email: string, notThis?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = latestMail(email);
        const decoded = mail?.replace(/=\r?\n/g, '');
        code = decoded?.match(/\b(\d{6})\b/)?.[1];
        return code && code !== notThis ? code : null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

/**
 * Signs a user in through the API (cookie + the local-storage keys the web client keeps), then
 * opens `to`. Use the login form itself in the accounts journeys; this is for everything else.
 */
export async function signIn(page: Page, user: { email: string; password: string }, to = '/dashboard') {
  // A JSON answer is enough of a page on the origin to write its local storage (and it sets the
  // CSRF cookie): loading and hydrating the app here cost a second or more per sign-in.
  await page.goto('/api/health');
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'ssb_csrf')?.value ?? '';
  const res = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password, rememberMe: true },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { data: { token: string; user: unknown } };
  await page.evaluate(({ token, u }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(u));
  }, { token: body.data.token, u: body.data.user });
  await page.goto(to);
}

/**
 * Saves a full-page screenshot under e2e/screenshots/<project>/<name>.png for review. They are for people to
 * look at, never compared: CI (.ci/run sets E2E_SCREENSHOTS=off) skips them, a few minutes of its 2 cores.
 */
export async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const project = base.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', project, `${name}.png`), fullPage: true });
}

/** The toast sonner shows with this text (the first, if one is shown twice). */
/**
 * On a checkout page: opens the built-in test gateway with "Pay ₹…" (or "Try again"), checks its test-mode
 * banner, and presses `button` ("Pay" or "Fail the payment").
 */
export async function payInTestGateway(page: Page, button: 'Pay' | 'Fail the payment' = 'Pay', open: RegExp = /^(Pay ₹[\d,]+|Try again)$/) {
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/checkout$/);
  await page.getByRole('button', { name: open }).click();
  const gateway = page.getByRole('dialog', { name: 'SSB Academy' });
  await expect(gateway.getByText('Test mode: no money moves')).toBeVisible();
  await expect(gateway.getByText(/Order order_/)).toBeVisible();
  await gateway.getByRole('button', { name: button, exact: true }).click();
}

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** 'YYYY-MM-DDThh:mm' for a datetime-local input, `days` from today at `hour`:00 in the browser's zone. */
export const localInput = (page: Page, days: number, hour: number) =>
  page.evaluate(
    ({ days, hour }) => {
      const d = new Date();
      d.setDate(d.getDate() + days);
      d.setHours(hour, 0, 0, 0);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    },
    { days, hour },
  );

/** A screenshot step (`snapBoth` in accounts, a story's `snapper` in journeys), called by the account helpers below. */
export type Shot = (page: Page, what: string) => Promise<void>;

export type NewAccount = { firstName: string; lastName: string; email: string; role: 'mentee' | 'mentor' };

/** On /register: the Email tab filled in and sent (shot 'register' before sending). Ends on /verify-email with the address filled in. */
export async function registerWithForm(page: Page, who: NewAccount, shot?: Shot) {
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Role').selectOption(who.role);
  await shot?.(page, 'register');
  // The password is hashed in the server's queue (as at sign-in): on a loaded machine the answer can outlast 10 s.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/register', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await answered;
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(toast(page, 'Almost there')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
}

/** On /verify-email: the mailed code entered (shot 'verify-email') and sent, until 'Verified'. */
export async function verifyWithCode(page: Page, email: string, shot?: Shot) {
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await shot?.(page, 'verify-email');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(toast(page, 'Verified')).toBeVisible();
}

/** After the code: straight on to the onboarding of the role chosen on the form, never asked again (no /choose-role). */
export async function expectOnboardingOf(page: Page, role: NewAccount['role']) {
  await expect(page).toHaveURL(new RegExp(`/onboard/${role}$`));
  await expectStep(page, 1, role === 'mentor' ? 4 : 3);
  await expect(page.getByRole('heading', { name: 'Choose your role' })).toHaveCount(0);
}

/**
 * The Email tab, when the page shows tabs: they come only once the server's config says Google is on,
 * and the form is there before (already on the Email tab when the tabs came after it).
 */
export async function chooseEmailTab(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Email' }).or(page.getByRole('tab', { name: 'Email' })).first()).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Email' });
  if (await tab.isVisible()) await tab.click();
}

/** On /login: the Email tab filled in and sent (shot 'login' before sending). */
export async function signInWithForm(page: Page, user: { email: string; password: string }, { remember = false, shot }: { remember?: boolean; shot?: Shot } = {}) {
  await chooseEmailTab(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  if (remember) await page.getByLabel('Remember me').check();
  await shot?.(page, 'login');
  // The password check takes its turn in the server's hashing queue (a few at a time): under a loaded CI
  // machine it can outlast an expectation's 10 s, so the sign-in's own answer is awaited, not a time.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/login', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

/** The onboarding wizard shows step `n` of `of`. */
export const expectStep = (page: Page, n: number, of: number) => expect(page.getByText(`Step ${n} of ${of}`)).toBeVisible();

/** Types `text` into the tag list `label` (e.g. 'Skills') and adds it with Enter. */
export async function addTag(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

export type MenteeAnswers = { targetEntry?: string; attemptNumber?: number; boardDate?: string; education?: string; achievements?: string[]; bio?: string };

/**
 * Mentee onboarding, from step 1 of 3 to /dashboard (what they prepare for; education and achievements;
 * bio): each step with an answer is saved ('Save & Continue', 'Finish' on the last step), each without
 * one skipped; shot 'onboard-mentee-<n>' on every step.
 */
export async function onboardMentee(page: Page, answers: MenteeAnswers, shot: Shot) {
  const { targetEntry, attemptNumber, boardDate, education, achievements = [], bio } = answers;
  const steps: (null | (() => Promise<void>))[] = [
    targetEntry || attemptNumber || boardDate
      ? async () => {
          if (targetEntry) await page.getByLabel('Target entry').selectOption(targetEntry);
          if (attemptNumber) await page.getByLabel('Attempt').selectOption(String(attemptNumber));
          if (boardDate) await page.getByLabel('Board date').fill(boardDate);
        }
      : null,
    education || achievements.length
      ? async () => {
          if (education) await page.getByRole('textbox', { name: 'Highest education' }).fill(education);
          for (const a of achievements) await addTag(page, 'Achievements', a);
        }
      : null,
    bio ? () => page.getByRole('textbox', { name: 'Short bio' }).fill(bio) : null,
  ];
  for (const [i, fill] of steps.entries()) {
    await expectStep(page, i + 1, steps.length);
    if (fill) await fill();
    await shot(page, `onboard-mentee-${i + 1}`);
    const last = i === steps.length - 1;
    await page.getByRole('button', { name: fill ? (last ? 'Finish' : 'Save & Continue') : 'Skip' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The mentor onboarding's last step: the hourly rate with the amount aspirants will see (shot 'onboard-mentor-4'), then Finish to /dashboard. */
export async function finishWithHourlyRate(page: Page, rupees: number, shot: Shot) {
  await expectStep(page, 4, 4);
  await page.getByLabel('Hourly rate (INR)').fill(String(rupees));
  await expect(page.getByText(`Aspirants will see ₹${rupees.toLocaleString('en-IN')} per hour.`)).toBeVisible();
  await shot(page, 'onboard-mentor-4');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Server-rendered pages (docs/decisions/008) show their content before their scripts run, and a
 * click before hydration does nothing. So every page load of every test (`goto`, `reload`, on any
 * page, also of contexts a test opens itself) also waits until the app marks itself live
 * (`<html data-interactive>`, web/src/main.tsx). `waitUntil: 'commit'` skips the wait (pages with
 * JavaScript turned off never get the mark).
 */
function waitForInteractive(proto: Page) {
  type Load = (this: Page, ...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>;
  const wrap = (name: 'goto' | 'reload', optionsAt: number) => {
    const original = proto[name] as unknown as Load;
    if ((original as { interactiveWait?: boolean }).interactiveWait) return;
    const wrapped: Load = async function (this: Page, ...args) {
      const response = await original.apply(this, args);
      const options = args[optionsAt] as { waitUntil?: string } | undefined;
      const html = (response?.headers()['content-type'] ?? '').includes('text/html');
      if (html && options?.waitUntil !== 'commit') {
        await this.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, { timeout: 15_000 });
      }
      return response;
    };
    Object.assign(wrapped, { interactiveWait: true });
    (proto as unknown as Record<string, Load>)[name] = wrapped;
  };
  wrap('goto', 1);
  wrap('reload', 0);
}

export const test = base.extend<object, { interactivePageLoads: void }>({
  interactivePageLoads: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForInteractive(Object.getPrototypeOf(await context.newPage()) as Page);
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
export { expect };

/**
 * Moves a practice attempt's clock to `seconds` after its start (decision 024: where it stands is a
 * function of its start and the time now, so this is exactly time passing); returns when, by this
 * machine's clock, that was true at the latest. The answers' save times move back with the start,
 * as they would have been saved that much earlier: otherwise every answer saved before a move would
 * look saved after its time ran out ("cut short by the clock").
 */
export async function setAttemptElapsed(attemptId: string, seconds: number): Promise<number> {
  await sql(
    `with before as (select started_at from practice_attempts where id = $1),
          moved as (update practice_attempts set started_at = now() - make_interval(secs => $2) where id = $1 returning started_at)
     update practice_answers set saved_at = saved_at + ((select started_at from moved) - (select started_at from before)),
       typed_at = typed_at + ((select started_at from moved) - (select started_at from before)) where attempt_id = $1`,
    [attemptId, seconds],
  );
  return Date.now();
}

/** The id of the practice attempt at `url` (/practice/attempts/{id}). */
export const attemptIdOf = (url: string) => /attempts\/([0-9a-f-]{36})/.exec(url)![1]!;

/**
 * A coach (₹2,400 an hour) with a two-hour window tomorrow, from three hours past the next hour: the money
 * journeys book and pay its slots.
 */
export async function createCoachWithWindow(firstName: string, lastName = 'Rao'): Promise<TestUser> {
  const coach = await createCoach({ firstName, lastName, hourlyRate: 2400 });
  await sql(
    `insert into availability_windows (coach_id, starts_at, ends_at)
     values ($1, date_trunc('hour', now()) + interval '1 day 3 hours', date_trunc('hour', now()) + interval '1 day 5 hours')`,
    [coach.id],
  );
  return coach;
}

/**
 * Waits until the studio's bank has a published set of `test` (the journeys' server loads the whole
 * bank before it listens; this says so where a journey depends on it).
 */
export async function waitForPracticeSets(page: Page, test: 'tat' | 'ppdt' | 'wat' | 'srt' | 'sd' | 'oir') {
  await expect
    .poll(async () => ((await (await page.request.get(`/api/practice/sets?test=${test}`)).json()) as { data: unknown[] }).data.length, { timeout: 180_000, intervals: [2_000] })
    .toBeGreaterThan(0);
}
