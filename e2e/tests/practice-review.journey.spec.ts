import type { Browser, BrowserContext, ConsoleMessage, Locator, Page, TestInfo } from '@playwright/test';
import { attemptIdOf, createCoach, createMentee, expect, setAttemptElapsed, signIn, snap, sql, test, toast } from '../fixtures';

// Review by an assessor (docs/product/practice.md "Review by an assessor" and "Progress"): a verified
// coach offers to review WAT within 48 hours for ₹499; an aspirant pays for a review of a finished WAT;
// the coach comments, marks qualities and sends a summary; the aspirant reads it beside their answers
// and on their progress page; anyone else gets "not found". As in practice.journey.spec.ts, the
// attempt's clock is moved by moving its start back in the database (decision 024).

const unique = () => Math.random().toString(36).slice(2, 7);

/** A published WAT set of `words` by `authorId`, put in place as practice.journey.spec.ts does. */
async function publishedWatSet(authorId: string, title: string, words: string[]) {
  const [set] = await sql<{ id: string }>(
    `insert into practice_sets (kind, title, description, author_id, status, published_at) values ('wat', $1, 'For the review journey', $2, 'published', now()) returning id`,
    [title, authorId],
  );
  for (const [position, prompt] of words.entries()) await sql(`insert into practice_items (set_id, position, prompt) values ($1, $2, $3)`, [set!.id, position, prompt]);
  return set!.id;
}

/**
 * Uncaught page errors, console errors and 5xx answers on `page`. A 404 the browser logs as
 * "Failed to load resource" is allowed only where `allow404` says so (the other aspirant's look at
 * a review and an attempt that are not theirs).
 */
function watch(page: Page, who: string, problems: string[], allow404: (url: string) => boolean = () => false) {
  page.on('pageerror', (e) => problems.push(`${who} pageerror: ${e.message}`));
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    const url = m.location().url;
    if (m.text().includes('status of 404') && allow404(url)) return;
    problems.push(`${who} console: ${m.text()} (${url})`);
  });
  page.on('response', (r) => r.status() >= 500 && problems.push(`${who}: ${r.status()} from ${r.request().method()} ${r.url()}`));
}

/** A second person's browser, the same size and kind as the project's. */
function contextLike(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor });
}

/** A dashboard sidebar link: in the sidebar on a wide screen, behind "Dashboard menu" on a phone. */
async function openDashboardLink(page: Page, label: string) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await page.getByRole('button', { name: /Dashboard menu/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
  }
}

/**
 * `snap` from the top of the page: a full-page shot of a scrolled page draws the sticky header (and
 * the dashboard's sticky sidebar) where the viewport was, across the content.
 */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** One of a quality's three choices, tapped as a person does: on its label (the radio itself is visually hidden). */
async function mark(group: Locator, choice: 'None' | 'Strong' | 'To work on') {
  await group.locator('label').filter({ hasText: new RegExp(`^${choice}$`) }).click();
}

/** The bell with `unread` unread, opened; returns its menu item whose text matches `title`. */
async function openBell(page: Page, unread: number, title: RegExp) {
  await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
  const item = page.getByRole('menuitem', { name: title });
  await expect(item).toBeVisible();
  return item;
}

test('a coach offers WAT reviews for ₹499; an aspirant buys one for a finished WAT through the checkout; the coach comments, marks qualities and sends a summary; the aspirant reads it and their progress; nobody else can', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000); // three people, many page loads, on 2 cores
  const problems: string[] = [];
  const tag = unique();
  const coach = await createCoach({ firstName: 'Ishaan', lastName: `Assessor${tag}`, title: 'Former psychologist, 21 SSB Bhopal' });
  const coachName = `Ishaan Assessor${tag}`;
  const aspirant = await createMentee({ firstName: 'Tara', lastName: `Aspirant${tag}` });
  const aspirantName = `Tara Aspirant${tag}`;
  const author = await createCoach({ firstName: 'Meera', lastName: `Author${tag}` });
  const title = `WAT review set ${tag}`;
  await publishedWatSet(author.id, title, ['Courage', 'Team', 'Alone']);
  watch(page, 'coach', problems);

  // 1. The coach offers WAT reviews within 48 hours; a reload shows the offer kept.
  await signIn(page, coach, '/dashboard/practice-sets');
  await expect(page.getByRole('heading', { name: 'Reviews you offer' })).toBeVisible();
  await expect(page.getByText(/A paid review not sent in time is refunded to the aspirant in full/)).toBeVisible();
  const watOffer = page.getByRole('checkbox', { name: 'I review Word Association Test (WAT)' });
  const watHours = page.getByRole('spinbutton', { name: 'WAT turnaround in hours' });
  await expect(watOffer).not.toBeChecked();
  await expect(watHours).toBeDisabled();
  await expect(watHours).toHaveValue('72'); // the default
  await watOffer.check();
  await expect(watHours).toBeEnabled();
  await watHours.fill('48');
  const watPrice = page.getByRole('spinbutton', { name: 'WAT price in ₹' });
  await expect(watPrice).toHaveValue('0'); // free unless priced
  await watPrice.fill('499');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Save review offers' }).click();
  await expect(toast(page, 'Review offers saved')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(watOffer).toBeChecked();
  await expect(watHours).toHaveValue('48');
  await expect(watPrice).toHaveValue('499');
  await expect(page.getByRole('checkbox', { name: /^I review Situation Reaction Test/ })).not.toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'SRT turnaround in hours' })).toBeDisabled();
  await watHours.scrollIntoViewIfNeeded();
  await shot(page, 'practice-review-offers-saved');

  // 2. The aspirant sits the 3-word WAT, answers two words, and the clock runs past the end.
  const aspirantContext = await contextLike(browser, testInfo);
  const intruderContext = await contextLike(browser, testInfo);
  try {
    const me = await aspirantContext.newPage();
    watch(me, 'aspirant', problems);
    await signIn(me, aspirant, '/practice');
    await me.getByText(/^Choose a set/).first().click();
    const card = me.getByRole('article').filter({ hasText: title });
    await expect(card.getByText(`By Meera Author${tag}`)).toBeVisible();
    await card.getByRole('link', { name: `Sit this set: ${title}` }).click();
    await me.getByRole('button', { name: "I'm ready" }).click();
    await expect(me).toHaveURL(/\/practice\/attempts\/[0-9a-f-]{36}$/);
    const attemptId = attemptIdOf(me.url());
    await expect(me.getByText('Courage', { exact: true })).toBeVisible();
    const answer1 = 'Courage grows when I act despite fear.';
    await me.getByPlaceholder('Your sentence').fill(answer1);
    await expect(me.getByText('Saved')).toBeVisible();
    await setAttemptElapsed(attemptId, 16);
    await me.reload();
    await expect(me.getByText('Team', { exact: true })).toBeVisible();
    const answer2 = 'A good team shares the load.';
    await me.getByPlaceholder('Your sentence').fill(answer2);
    await expect(me.getByText('Saved')).toBeVisible();
    await setAttemptElapsed(attemptId, 46);
    await me.reload();
    await expect(me.getByRole('heading', { name: 'WAT results' })).toBeVisible();
    await expect(me.getByText('2 / 3')).toBeVisible();

    // "Get feedback": the coach is listed at ₹499, with the 48-hour turnaround.
    const feedback = me.getByRole('region', { name: 'Feedback from an assessor' });
    await expect(feedback.getByText(/a paid review not written in time is refunded in full/)).toBeVisible();
    await feedback.getByRole('button', { name: 'Get feedback' }).click();
    const reviewers = feedback.getByRole('list', { name: 'Reviewers' });
    const reviewerCard = reviewers.getByRole('listitem').filter({ hasText: coachName });
    await expect(reviewerCard).toHaveCount(1);
    await expect(reviewerCard.getByText('Former psychologist, 21 SSB Bhopal')).toBeVisible();
    await expect(reviewerCard.getByText('Review within 48 hours')).toBeVisible();
    await expect(reviewerCard.getByText('₹499', { exact: true })).toBeVisible();
    await expect(reviewers.getByText(`Author${tag}`)).toHaveCount(0); // the set's author offers no reviews
    await shot(me, 'practice-review-reviewers');

    // Asked after the confirm dialog, it waits for the payment; paid through the test gateway's checkout, it is with the coach.
    await reviewerCard.getByRole('button', { name: 'Send for review' }).click();
    const confirm = me.getByRole('dialog', { name: `Send this attempt to ${coachName}?` });
    await expect(confirm.getByText(`${coachName} reviews it within 48 hours of your payment of ₹499, or you get it back in full.`, { exact: false })).toBeVisible();
    const requested = me.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/practice/attempts/${attemptId}/review`));
    await confirm.getByRole('button', { name: 'Continue to payment' }).click();
    expect((await requested).status()).toBe(201);
    await expect(confirm).toBeHidden();
    await expect(feedback.getByText('Waiting for your payment')).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Choose another reviewer' })).toBeVisible();
    await shot(me, 'practice-review-to-pay');
    await feedback.getByRole('button', { name: 'Pay ₹499' }).click();
    const gateway = me.getByRole('dialog', { name: 'SSB Academy' });
    await expect(gateway.getByText('Test mode: no money moves')).toBeVisible();
    await expect(gateway.getByText(`WAT review: ${title}`)).toBeVisible();
    const confirmed = me.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/practice\/reviews\/[0-9a-f-]{36}\/payment$/.test(r.url()));
    await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(feedback.getByText('Waiting for the review')).toBeVisible();
    await expect(feedback.getByText(/Paid ₹499/)).toBeVisible();
    await expect(feedback.getByRole('link', { name: /^Receipt SSB-/ })).toBeVisible();
    await expect(feedback.getByText(`${coachName}, Former psychologist, 21 SSB Bhopal`)).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Get feedback' })).toHaveCount(0);
    const due = feedback.getByText(/due by/);
    await expect(due).toBeVisible();
    const [sentAt, dueAt] = await due.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    // Due 48 hours after the payment, which came a little after the request.
    const [paid] = await sql<{ paid_at: Date }>(`select paid_at from practice_reviews where attempt_id = $1`, [attemptId]);
    const paidAt = paid!.paid_at;
    expect(Date.parse(dueAt!) - new Date(paidAt).getTime(), 'due 48 hours after it was paid').toBe(48 * 3_600_000);
    expect(Date.parse(sentAt!)).toBeLessThanOrEqual(new Date(paidAt).getTime());
    const [row] = await sql<{ id: string; reviewer_id: string }>(`select id, reviewer_id from practice_reviews where attempt_id = $1`, [attemptId]);
    expect(row?.reviewer_id).toBe(coach.id);
    const reviewId = row!.id;
    await me.reload(); // kept
    await expect(feedback.getByText('Waiting for the review')).toBeVisible();
    await expect(feedback.getByText(/due by/)).toBeVisible();
    await shot(me, 'practice-review-requested');

    // In the aspirant's Payments, with a receipt that names the review.
    await me.goto('/dashboard/payments');
    const paymentCard = me.getByRole('article').filter({ hasText: `WAT review: ${title}` });
    await expect(paymentCard.getByText(`Written review by ${coachName}`)).toBeVisible();
    await expect(paymentCard.getByText('₹499', { exact: true })).toBeVisible();
    await shot(me, 'practice-review-payments');
    await paymentCard.getByRole('link', { name: /^View receipt/ }).click();
    await expect(me).toHaveURL(/\/payments\/[0-9a-f-]{36}\/receipt$/);
    await expect(me.getByText('Written review within 48 hours of payment')).toBeVisible();
    await shot(me, 'practice-review-receipt');
    await me.goto(`/practice/attempts/${attemptId}`);
    await expect(feedback.getByText('Waiting for the review')).toBeVisible();

    // 3. The coach's bell, then "Reviews": the review under "To write".
    await page.goto('/dashboard');
    const coachBell = await openBell(page, 1, new RegExp(`${aspirantName} sent a WAT attempt for your review.*Due in 48 hours: ${title}`));
    await expect(coachBell).toHaveAttribute('href', `/dashboard/practice-reviews/${reviewId}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible(); // read now
    await openDashboardLink(page, 'Reviews');
    await expect(page).toHaveURL(/\/dashboard\/practice-reviews$/);
    await expect(page.getByRole('heading', { name: 'To write (1)' })).toBeVisible();
    const queued = page.getByRole('list', { name: 'To write' }).getByRole('link').filter({ hasText: aspirantName });
    await expect(queued).toContainText(title);
    await expect(queued).toContainText('Waiting for the review');
    await expect(queued).toContainText(/Due by/);
    await expect(page.getByRole('list', { name: 'Sent and lapsed' })).toHaveCount(0);
    await shot(page, 'practice-review-queue');
    await queued.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/practice-reviews/${reviewId}$`));

    // The editor: each word beside the aspirant's answer.
    await expect(page.getByRole('heading', { name: `Review: ${aspirantName}'s WAT` })).toBeVisible();
    const items = page.getByRole('list', { name: 'The attempt, item by item' }).locator(':scope > li');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Courage');
    await expect(items.nth(0)).toContainText(answer1);
    await expect(items.nth(1)).toContainText('Team');
    await expect(items.nth(1)).toContainText(answer2);
    await expect(items.nth(2)).toContainText('Alone');
    await expect(items.nth(2).getByText('Left blank')).toBeVisible();

    // Qualities on item 1 (each saved as marked), then the comment with "Save note".
    const first = items.nth(0);
    const noteStatus = first.getByRole('status');
    await first.getByText('Mark qualities').click();
    const initiative = first.getByRole('radiogroup', { name: 'Initiative', exact: true });
    const expression = first.getByRole('radiogroup', { name: 'Power of expression', exact: true });
    await expect(initiative.getByRole('radio', { name: 'None' })).toBeChecked();
    await mark(initiative, 'Strong');
    await expect(initiative.getByRole('radio', { name: 'Strong' })).toBeChecked();
    await expect(noteStatus).toHaveText('Saved');
    await mark(expression, 'To work on');
    await expect(expression.getByRole('radio', { name: 'To work on' })).toBeChecked();
    await expect(initiative.getByRole('radio', { name: 'Strong' })).toBeChecked();
    await expect(noteStatus).toHaveText('Saved');
    await expect(first.getByText('Mark qualities (2 marked)')).toBeVisible();
    const comment = 'Positive and active: the sentence shows you acting, not only feeling.';
    await first.getByRole('textbox', { name: 'Comment on item 1' }).fill(comment);
    await expect(noteStatus).toHaveText('Not saved yet');
    await shot(page, 'practice-review-editor-qualities');
    const noteSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/practice/reviews/${reviewId}/notes`));
    await first.getByRole('button', { name: 'Save note' }).click();
    const noteResponse = await noteSaved;
    expect(noteResponse.status()).toBe(200);
    expect(noteResponse.request().postDataJSON()).toEqual({ attemptId: expect.any(String), item: 0, comment, qualities: { 'power of expression': 'work_on', initiative: 'strong' } });
    await expect(noteStatus).toHaveText('Saved');
    await expect(first.getByRole('button', { name: 'Save note' })).toBeDisabled();

    // A reload keeps the note (saved on the server, not just on screen).
    await page.reload();
    await expect(first.getByRole('textbox', { name: 'Comment on item 1' })).toHaveValue(comment);
    await expect(first.getByText('Mark qualities (2 marked)')).toBeVisible();
    await first.getByText('Mark qualities').click();
    await expect(initiative.getByRole('radio', { name: 'Strong' })).toBeChecked();
    await expect(expression.getByRole('radio', { name: 'To work on' })).toBeChecked();
    await expect(first.getByRole('radiogroup', { name: 'Courage', exact: true }).getByRole('radio', { name: 'None' })).toBeChecked();

    // A summary too short is refused on the spot, and what was typed stays.
    const summaryBox = page.getByRole('textbox', { name: 'Your summary for the aspirant' });
    const sendReview = page.getByRole('button', { name: 'Send review' });
    let submits = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(`/api/practice/reviews/${reviewId}/submit`) && submits++);
    await summaryBox.fill('Good start.');
    await sendReview.click();
    await expect(page.getByText('The summary has at least 40 characters: say what the aspirant does well and what to work on')).toBeVisible();
    await expect(summaryBox).toHaveValue('Good start.');
    await expect(summaryBox).toHaveAttribute('aria-invalid', 'true');
    expect(submits, 'nothing sent with a short summary').toBe(0);

    const summary = 'Quick, positive sentences that show action. Work on expressing ideas in full: several answers were very short.';
    await summaryBox.fill(summary);
    // Not sent before every quality is graded; each grade saves as it is chosen.
    await sendReview.click();
    await expect(page.getByText(/Grade all 15 qualities before you send the review/)).toBeVisible();
    expect(submits, 'nothing sent before every quality is graded').toBe(0);
    const grades = page.getByRole('region', { name: 'Grades' });
    for (const select of await grades.getByRole('combobox').all()) {
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/practice/reviews/${reviewId}/grades`));
      await select.selectOption('3');
      expect((await saved).status()).toBe(200);
    }
    const submitted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/practice/reviews/${reviewId}/submit`));
    await sendReview.click();
    const confirmSend = page.getByRole('dialog', { name: 'Send the review?' });
    await expect(confirmSend).toContainText('It is final: the aspirant is notified and you cannot change it.');
    await confirmSend.getByRole('button', { name: 'Send the review' }).click();
    expect((await submitted).status()).toBe(200);
    await expect(toast(page, `Review sent: ${aspirantName} can read it now`)).toBeVisible();

    // Read only now: the summary, the note as text, nothing to edit.
    await expect(page.getByRole('region', { name: 'Summary' }).getByText(summary)).toBeVisible();
    await expect(page.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(summaryBox).toHaveCount(0);
    await expect(sendReview).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save note' })).toHaveCount(0);
    await expect(first.getByText(comment)).toBeVisible();
    await expect(first.getByRole('list', { name: 'Qualities' }).getByRole('listitem')).toHaveText(['Power of expression: To work on', 'Initiative: Strong']); // the board's order
    await shot(page, 'practice-review-editor-sent');
    await openDashboardLink(page, 'Reviews');
    await expect(page.getByRole('heading', { name: 'To write (0)' })).toBeVisible();
    await expect(page.getByText('Nothing waiting for you.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sent and lapsed' }).getByRole('link').filter({ hasText: aspirantName })).toContainText('Reviewed');

    // 4. The aspirant's bell leads to the attempt: the summary, the note beside item 1, the badges.
    await me.goto('/practice');
    const aspirantBell = await openBell(me, 1, new RegExp(`${coachName} reviewed your attempt`));
    await aspirantBell.click();
    await expect(me).toHaveURL(new RegExp(`/practice/attempts/${attemptId}$`));
    await expect(me.getByRole('heading', { name: 'WAT results' })).toBeVisible();
    await expect(feedback.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(feedback.getByText(/Their notes are beside your answers below\./)).toBeVisible();
    await expect(feedback.getByText(summary)).toBeVisible();
    const answers = me.getByRole('list', { name: 'Your answers' }).locator(':scope > li');
    await expect(answers).toHaveCount(3);
    await expect(answers.nth(0)).toContainText(answer1);
    await expect(answers.nth(0).getByText(`${coachName}'s note`)).toBeVisible();
    await expect(answers.nth(0).getByText(comment)).toBeVisible();
    await expect(answers.nth(0).getByRole('list', { name: 'Qualities' }).getByRole('listitem')).toHaveText(['Power of expression: To work on', 'Initiative: Strong']); // the board's order
    await expect(answers.nth(1).getByText(/'s note$/)).toHaveCount(0);
    await expect(answers.nth(2).getByText(/'s note$/)).toHaveCount(0);
    await shot(me, 'practice-review-aspirant-reviewed');

    // Progress: the attempt reviewed, the two qualities counted once each, nothing else.
    await me.goto('/practice/progress');
    await expect(me.getByRole('heading', { name: 'Your progress' })).toBeVisible();
    const attemptRow = me.getByRole('list', { name: 'WAT attempts' }).getByRole('link').filter({ hasText: title });
    await expect(attemptRow).toHaveAttribute('href', `/practice/attempts/${attemptId}`);
    await expect(attemptRow).toContainText('Reviewed');
    await expect(attemptRow).toContainText('2 of 3 completed within time');
    const qualities = me.getByRole('region', { name: 'Qualities your reviewers marked' });
    await expect(qualities.getByText('From 1 review.')).toBeVisible();
    const tallies = qualities.getByRole('listitem');
    await expect(tallies).toHaveCount(2);
    const tally = (name: string) => tallies.filter({ has: me.getByText(name, { exact: true }) });
    await expect(tally('Initiative').locator('p').nth(1)).toHaveText(/^Strong\s*1$/);
    await expect(tally('Initiative').locator('p').nth(2)).toHaveText(/^To work on\s*0$/);
    await expect(tally('Power of expression').locator('p').nth(1)).toHaveText(/^Strong\s*0$/);
    await expect(tally('Power of expression').locator('p').nth(2)).toHaveText(/^To work on\s*1$/);
    await shot(me, 'practice-review-progress');

    // 5. Another aspirant: the review and the attempt are not found, in the API and on screen.
    const intruder = await intruderContext.newPage();
    const notTheirs = (url: string) => url.includes(`/api/practice/reviews/${reviewId}`) || url.includes(`/api/practice/attempts/${attemptId}`);
    watch(intruder, 'other aspirant', problems, notTheirs);
    await signIn(intruder, await createMentee({ firstName: 'Nosy', lastName: `Aspirant${tag}` }), `/dashboard/practice-reviews/${reviewId}`);
    await expect(intruder.getByText('Review not found')).toBeVisible();
    await expect(intruder.getByText(summary)).toHaveCount(0);
    await expect(intruder.getByText(answer1)).toHaveCount(0);
    expect((await intruder.request.get(`/api/practice/reviews/${reviewId}`)).status()).toBe(404);
    await intruder.goto(`/practice/attempts/${attemptId}`);
    await expect(intruder.getByText('Attempt not found')).toBeVisible();
    await expect(intruder.getByText(answer1)).toHaveCount(0);
    await expect(intruder.getByText(summary)).toHaveCount(0);
    expect((await intruder.request.get(`/api/practice/attempts/${attemptId}/review`)).status()).toBe(404);
  } finally {
    await aspirantContext.close();
    await intruderContext.close();
  }
  expect(problems, 'no script errors, console errors or server errors on the way').toEqual([]);
});
