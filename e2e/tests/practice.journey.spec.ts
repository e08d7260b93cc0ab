import { attemptIdOf, createCoach, createMentee, expect, setAttemptElapsed, signIn, snap, sql, test } from '../fixtures';

// The practice studio (docs/product/practice.md): tests on the server's clock. The clock is "moved"
// by moving an attempt's start back in the database: where an attempt stands is a function of its
// start and the time now (decision 024), so this is exactly what time passing does.

/** A published set of `kind` by `authorId` with `prompts`, timed `timing` (null: the board's). */
async function publishedSet(authorId: string, kind: string, title: string, items: { prompt: string; options?: string[]; right_choice?: number; explanation?: string }[], timing: object | null = null) {
  const [set] = await sql<{ id: string }>(
    `insert into practice_sets (kind, title, description, author_id, status, timing, published_at) values ($1, $2, 'For the journey', $3, 'published', $4, now()) returning id`,
    [kind, title, authorId, timing === null ? null : JSON.stringify(timing)],
  );
  for (const [position, item] of items.entries()) {
    await sql(`insert into practice_items (set_id, position, prompt, options, right_choice, explanation) values ($1, $2, $3, $4, $5, $6)`, [
      set!.id,
      position,
      item.prompt,
      item.options ? JSON.stringify(item.options) : null,
      item.right_choice ?? null,
      item.explanation ?? null,
    ]);
  }
  return set!.id;
}

test('an aspirant sits a whole WAT on the server clock, resumes it after a reload, and reads the answers afterwards', async ({ page }) => {
  const author = await createCoach({ firstName: 'Meera', lastName: 'Journey' });
  const title = `WAT journey set ${Math.random().toString(36).slice(2, 7)}`;
  await publishedSet(author.id, 'wat', title, ['Courage', 'Team', 'Alone'].map((prompt) => ({ prompt })));
  await signIn(page, await createMentee(), '/practice');

  await page.getByText(/^Choose a set/).first().click();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('3 words, 15 s each')).toBeVisible();
  await expect(card.getByText('By Meera Journey')).toBeVisible();
  await card.getByRole('link', { name: `Sit this set: ${title}` }).click();
  // The instructions first: the clock starts on "I'm ready".
  await page.getByRole('button', { name: "I'm ready" }).click();
  await expect(page).toHaveURL(/\/practice\/attempts\//);

  // Word 1: written and saved.
  await expect(page.getByText('Courage', { exact: true })).toBeVisible();
  await expect(page.getByText('Word 1 of 3')).toBeVisible();
  await page.getByPlaceholder('Your sentence').fill('Courage grows when I act despite fear.');
  await expect(page.getByText('Saved')).toBeVisible();
  await snap(page, 'practice-wat-word-1');

  // Word 1's 15 s are over: word 2 comes by itself, its box empty.
  await setAttemptElapsed(attemptIdOf(page.url()), 16);
  await page.reload();
  await expect(page.getByText('Team', { exact: true })).toBeVisible();
  await page.getByPlaceholder('Your sentence').fill('A team wins');
  await expect(page.getByText('Saved')).toBeVisible();

  // A reload in the middle of word 2: the same word, what was typed, and no more time than was left.
  await setAttemptElapsed(attemptIdOf(page.url()), 22);
  await page.reload();
  await expect(page.getByText('Team', { exact: true })).toBeVisible();
  await expect(page.getByPlaceholder('Your sentence')).toHaveValue('A team wins');
  const clock = await page.getByRole('timer').textContent();
  const [minutes, seconds] = clock!.split(':').map(Number);
  expect(minutes! * 60 + seconds!).toBeLessThanOrEqual(8);
  await snap(page, 'practice-wat-resumed');

  // The rest of the test goes by: the results, locked.
  await setAttemptElapsed(attemptIdOf(page.url()), 46);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'WAT results' })).toBeVisible();
  await expect(page.getByText('Courage grows when I act despite fear.')).toBeVisible();
  await expect(page.getByText('A team wins')).toBeVisible();
  await expect(page.getByText('Left blank').first()).toBeVisible();
  await expect(page.getByText('2 / 3')).toBeVisible(); // answered
  await snap(page, 'practice-wat-results');
  await page.getByRole('link', { name: 'Practise again' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('2 of 3 answered');
});

test('an OIR practice run: a booklet answered out of order, handed in, scored with the right answers', async ({ page }) => {
  const author = await createCoach({ firstName: 'Vikram', lastName: 'Journey' });
  const title = `OIR journey set ${Math.random().toString(36).slice(2, 7)}`;
  await publishedSet(author.id, 'oir', title, [
    { prompt: '2, 4, 8, ?', options: ['10', '16', '12'], right_choice: 1, explanation: 'Each number doubles.' },
    { prompt: 'Odd one out', options: ['Rifle', 'Pistol', 'Tank'], right_choice: 2, explanation: 'The others are small arms.' },
    { prompt: 'Soldier : Army :: Sailor : ?', options: ['Navy', 'Ship'], right_choice: 0, explanation: 'Where each serves.' },
    { prompt: 'Fourth question', options: ['Yes', 'No'], right_choice: 0, explanation: 'Not in the practice run.' },
  ]);
  await signIn(page, await createMentee(), '/practice');
  await page.getByText(/^Choose a set/).last().click();
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'Short practice run' }).click();
  await page.getByRole('button', { name: "I'm ready" }).click();
  await expect(page.getByText('3 questions', { exact: true })).toBeVisible();
  // Question 2 first, then back to 1.
  await page.getByRole('navigation', { name: 'Questions in this booklet' }).getByRole('button', { name: 'Question 2, not answered' }).click();
  await page.getByLabel(/Rifle$/).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel(/16$/).check();
  await snap(page, 'practice-oir-question');
  await page.getByRole('button', { name: 'Hand in the booklet' }).click();
  await expect(page.getByRole('dialog')).toContainText('1 question is unanswered');
  await page.getByRole('dialog').getByRole('button', { name: 'Hand it in' }).click();
  await expect(page.getByRole('heading', { name: 'OIR results' })).toBeVisible();
  await expect(page.getByText('1 / 3')).toBeVisible(); // the score
  await expect(page.getByText('C. Tank (right answer)')).toBeVisible();
  await expect(page.getByText('A. Rifle (your choice)')).toBeVisible();
  await expect(page.getByText('Why: The others are small arms.')).toBeVisible();
  await expect(page.getByText('Fourth question')).toHaveCount(0);
  await snap(page, 'practice-oir-results');
});
