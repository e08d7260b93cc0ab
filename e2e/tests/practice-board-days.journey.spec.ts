import type { Page } from '@playwright/test';
import { createMentee, expect, signIn, snap, test, waitForPracticeSets } from '../fixtures';

// Board days (docs/product/practice.md "Board day"): the screening day's OIR booklets and PPDT, the
// psychology day's TAT, WAT, SRT and SD, one after another, each after its instructions. The tests
// are shortened by the journeys' own test setting (x-practice-time-scale, decision 031), set before
// each "I'm ready"; the server refuses it in production.

const scaled = (page: Page, scale: number) => page.setExtraHTTPHeaders({ 'x-practice-time-scale': String(scale) });

/** "I'm ready" on the instructions of the test that comes next, its clock shortened by `scale`. */
async function ready(page: Page, scale: number) {
  await scaled(page, scale);
  await expect(page.getByRole('region', { name: 'Instructions' })).toBeVisible();
  await page.getByRole('button', { name: "I'm ready" }).click();
}

/** Ends the test on screen early (the confirmation answered). */
async function endTest(page: Page) {
  await page.getByRole('button', { name: 'End the test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End the test' }).click();
}

/** Hands the open booklet in (the confirmation answered). */
async function handIn(page: Page, label: RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hand it in' }).click();
}

async function beginDay(page: Page, stage: 'screening' | 'psychology') {
  await page.getByRole('button', { name: `Begin the ${stage} day` }).click();
  await expect(page).toHaveURL(/\/practice\/board-days\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: stage === 'screening' ? 'Screening day' : 'Psychology day' })).toBeVisible();
}

test('a screening day: OIR booklets 1 and 2 with skipping, then PPDT with the character box, resumed after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  const shot = (name: string) => snap(page, `board-screening-${name}`);
  await signIn(page, await createMentee({ firstName: 'Ishaan', lastName: 'Rathore' }), '/practice');
  await waitForPracticeSets(page, 'ppdt');
  await beginDay(page, 'screening');
  await shot('opening');

  // OIR booklet 1: answer question 1, skip to 5, come back to 2.
  await ready(page, 0.2);
  await expect(page.getByText('Booklet 1 of 2')).toBeVisible();
  const strip = page.getByRole('navigation', { name: 'Questions in this booklet' });
  await page.getByRole('radio').first().check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await strip.getByRole('button', { name: 'Question 5, not answered' }).click();
  await page.getByRole('radio').nth(1).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await strip.getByRole('button', { name: 'Question 2, not answered' }).click();
  await expect(strip.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Question 5, answered' })).toBeVisible();
  await shot('oir-booklet-1');
  await handIn(page, /^Hand in booklet 1$/);
  await expect(page.getByText('Booklet 2 of 2')).toBeVisible();
  await page.getByRole('radio').first().check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await handIn(page, /^Hand in booklet 2$/);

  // The break, resumed after a reload.
  await expect(page.getByRole('heading', { name: 'Break' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left of the break' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Break' })).toBeVisible();
  await shot('break');

  // PPDT: the picture (12 s), the character box (24 s), the story with the box in view.
  await ready(page, 0.4);
  await expect(page.getByRole('img', { name: 'The hazy picture for your story' })).toBeVisible();
  await shot('ppdt-picture');
  const box = page.getByRole('group', { name: 'Character box' });
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.getByLabel('Number of characters').selectOption('2');
  await box.getByLabel('Age of character 1').fill('24');
  await box.getByRole('radiogroup', { name: 'Sex of character 1' }).getByRole('radio', { name: 'F' }).click();
  await box.getByLabel('Mood of character 1').selectOption({ index: 1 });
  await box.getByLabel('Age of character 2').fill('60');
  await box.getByRole('radiogroup', { name: 'Sex of character 2' }).getByRole('radio', { name: 'M' }).click();
  await box.getByLabel('Mood of character 2').selectOption({ index: 2 });
  const notesSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/answers') && r.request().postDataJSON().part === 'notes' && r.request().postDataJSON().text.includes('father'));
  await box.getByPlaceholder('What is happening in the picture').fill('A daughter talks her father into a plan');
  expect((await notesSaved).status()).toBe(200);
  await shot('ppdt-box');
  const story = page.getByPlaceholder('Your story');
  await expect(story).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('region', { name: 'Your character box' })).toContainText('2 characters');
  await story.fill('Meera, 24, persuades her father to let her set up a tailoring unit for the women of the village.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await shot('ppdt-story');
  await endTest(page);

  // The day's results.
  await expect(page.getByRole('heading', { name: "The day's results" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/right/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Answers' })).toHaveCount(2);
  await shot('results');
});

test('a psychology day: TAT, WAT, SRT and SD back to back, the booklets answered out of order', async ({ page }) => {
  test.setTimeout(240_000);
  const shot = (name: string) => snap(page, `board-psychology-${name}`);
  await signIn(page, await createMentee({ firstName: 'Anika', lastName: 'Bose' }), '/practice');
  await waitForPracticeSets(page, 'tat');
  await beginDay(page, 'psychology');

  // TAT: the first picture (9 s), then its story (the test ended after it).
  await ready(page, 0.3);
  await expect(page.getByRole('img', { name: 'The picture for your story' })).toBeVisible();
  await expect(page.getByPlaceholder('Your story')).toBeVisible({ timeout: 20_000 });
  await page.getByPlaceholder('Your story').fill('Ravi, a young engineer, fixes the village pump before the harvest.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await shot('tat');
  await endTest(page);

  // WAT: a word, a sentence.
  await expect(page.getByRole('heading', { name: 'Break' })).toBeVisible();
  await ready(page, 1);
  await page.getByPlaceholder('Your sentence').fill('Hard work brings its own reward.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await shot('wat');
  await endTest(page);

  // SRT: situation 3 first, then 1; handed in with the rest blank.
  await ready(page, 1);
  const strip = page.getByRole('navigation', { name: 'Situations in this booklet' });
  await strip.getByRole('button', { name: 'Situation 3, not answered' }).click();
  await page.getByPlaceholder('What you would do').fill('Calls for help, gives first aid and stays until the ambulance comes.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await strip.getByRole('button', { name: 'Situation 1, not answered' }).click();
  await page.getByPlaceholder('What you would do').fill('Informs the warden and organises the search with friends.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await shot('srt');
  await handIn(page, /^Hand in the booklet$/);

  // SD: the fifth paragraph first.
  await ready(page, 1);
  const paragraphs = page.getByRole('navigation', { name: 'Paragraphs in this booklet' });
  await paragraphs.getByRole('button', { name: 'Paragraph 5, not answered' }).click();
  await page.getByPlaceholder('Your paragraph').fill('I want to become an officer my men trust in hard times.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await shot('sd');
  await handIn(page, /^Hand in the booklet$/);

  await expect(page.getByRole('heading', { name: "The day's results" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Answers' })).toHaveCount(4);
  await expect(page.getByText('2 of 60 answered')).toBeVisible();
  await shot('results');
});
