import type { Page } from '@playwright/test';
import { createCoach, createMentee, expect, signIn, snap, sql, test, waitForPracticeSets } from '../fixtures';

// A psychology day reviewed as one (docs/product/practice.md "Review"): the aspirant asks a coach who
// reviews all four tests, is warned that most of the day is blank, grades themselves; the coach grades
// the 15 qualities by the four factors, writes the summary and confirms sending; the aspirant reads
// the grades beside their own.

const scaled = (page: Page, scale: number) => page.setExtraHTTPHeaders({ 'x-practice-time-scale': String(scale) });

/** "I'm ready", then (after `answer`) "End the test": the day's tests sat quickly, mostly blank. */
async function sitBriefly(page: Page, answer?: () => Promise<void>) {
  await page.getByRole('button', { name: "I'm ready" }).click();
  await expect(page.getByRole('button', { name: 'End the test' })).toBeVisible();
  await answer?.();
  await page.getByRole('button', { name: 'End the test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End the test' }).click();
}

test('a psychology day reviewed as one: asked (warned, most of it blank), self-graded, graded by factor, confirmed, read side by side', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const coach = await createCoach({ firstName: 'Kavita', lastName: `Menon${Date.now().toString(36)}`, isVerified: true });
  for (const kind of ['tat', 'wat', 'srt', 'sd']) {
    await sql(`insert into practice_review_offers (coach_id, kind, turnaround_hours, price_paise) values ($1, $2, 48, 0)`, [coach.id, kind]);
  }
  const aspirant = await createMentee({ firstName: 'Neel', lastName: 'Chauhan' });
  await signIn(page, aspirant, '/practice');
  await waitForPracticeSets(page, 'tat');
  await scaled(page, 0.3);
  await page.getByRole('button', { name: 'Begin the psychology day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Psychology day' })).toBeVisible({ timeout: 30_000 });
  await sitBriefly(page); // TAT
  await sitBriefly(page, async () => {
    await page.getByPlaceholder('Your sentence').fill('Discipline makes a small team strong.');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  }); // WAT
  await sitBriefly(page, async () => {
    await page.getByPlaceholder('What you would do').fill('Calls the warden, then leads the search along the river.');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  }); // SRT
  await sitBriefly(page); // SD
  await expect(page.getByRole('heading', { name: "The day's results" })).toBeVisible({ timeout: 30_000 });
  const dayUrl = page.url();

  // Asked of the coach who reviews all four tests: warned first, most of the day being blank.
  const feedback = page.getByRole('region', { name: 'Feedback on the whole day' });
  await feedback.getByRole('button', { name: 'Get feedback on the day' }).click();
  const card = feedback.getByRole('listitem').filter({ hasText: coach.lastName });
  await expect(card).toContainText('Free');
  await card.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(/You left \d+ of \d+ blank\. A reviewer can say little about blank answers\. Ask anyway\?/)).toBeVisible();
  await snap(page, 'battery-review-blank-warning');
  await page.getByRole('button', { name: 'Ask anyway' }).click();
  const requested = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/practice\/batteries\/[0-9a-f-]{36}\/review$/.test(r.url()));
  await page.getByRole('dialog').getByRole('button', { name: 'Send for review' }).click();
  expect((await requested).status()).toBe(201);

  // The aspirant grades themselves while they wait.
  await feedback.getByText(/^Grade yourself/).click();
  for (const [quality, grade] of [['Initiative', '4'], ['Determination', '5'], ['Power of expression', '2']] as const) {
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/self-grades'));
    await feedback.getByLabel(`Your grade of ${quality}`, { exact: false }).selectOption(grade);
    expect((await saved).status()).toBe(200);
  }
  await snap(page, 'battery-review-self-grades');

  // The coach: the day item by item, grades by factor, the summary, a confirmation before sending.
  const coachContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const desk = await coachContext.newPage();
    await signIn(desk, coach, '/dashboard/practice-reviews');
    await desk.getByRole('list', { name: 'To write' }).getByRole('link').filter({ hasText: 'Neel Chauhan' }).first().click();
    await expect(desk).toHaveURL(/\/dashboard\/practice-reviews\/[0-9a-f-]{36}$/);
    await expect(desk.getByText('Discipline makes a small team strong.')).toBeVisible();
    const grades = desk.getByRole('region', { name: 'Grades' });
    await expect(grades.getByRole('group', { name: 'Planning and organising' })).toBeVisible();
    await expect(grades.getByRole('group', { name: 'Dynamic' })).toBeVisible();
    const selects = await grades.getByRole('combobox').all();
    expect(selects).toHaveLength(15);
    for (const select of selects) {
      const saved = desk.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/grades'));
      await select.selectOption('3');
      expect((await saved).status()).toBe(200);
    }
    await desk.getByRole('textbox', { name: 'Your summary for the aspirant' }).fill('Clear, quick sentences under time. Most of the day was left blank: sit the whole day next time and write something for every item.');
    await snap(desk, 'battery-review-editor');
    await desk.getByRole('button', { name: 'Send review' }).click();
    const confirm = desk.getByRole('dialog', { name: 'Send the review?' });
    await expect(confirm).toContainText('It is final');
    const sent = desk.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/submit'));
    await confirm.getByRole('button', { name: 'Send the review' }).click();
    expect((await sent).status()).toBe(200);
  } finally {
    await coachContext.close();
  }

  // The aspirant reads it: the summary, the coach's grades beside their own, by factor.
  await page.goto(dayUrl);
  await expect(feedback.getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(feedback.getByText('Their grades and yours')).toBeVisible();
  await expect(feedback.getByText(/Dynamic: mean 3\.0, yours 5\.0/)).toBeVisible();
  await expect(feedback.getByText(/Sit the whole day next time/i)).toBeVisible();
  await snap(page, 'battery-review-read');
});
