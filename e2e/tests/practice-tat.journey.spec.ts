import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { renderPicture, TAT_PICTURE_SETS } from '../../server/src/features/practice/bank/pictures';
import { createCoach, createMentee, dataDir, expect, setAttemptElapsed, signIn, snap, sql, test } from '../fixtures';

// The practice studio's TAT (docs/product/practice.md): each picture 30 s to look, then 4 min to
// write; the set's pictures, then one blank slide. As in practice.journey.spec.ts, the clock is
// "moved" by moving the attempt's start back in the database (decision 024): where a fixed-clock
// attempt stands is a function of its start and the time now, so this is exactly time passing.

const VIEW = 30;
const WRITE = 4 * 60;
const ITEM = VIEW + WRITE; // 270 s a picture
const PICTURES = 3; // then the blank slide: 4 items, 18 min in all
const TOTAL = ITEM * (PICTURES + 1);

/**
 * A published TAT set of `PICTURES` of the bank's scenes by `authorId`, the pictures rendered to JPEG and put
 * in the test server's local media store the way the bank stores them.
 */
async function publishedTatSet(authorId: string, title: string) {
  const [set] = await sql<{ id: string }>(
    `insert into practice_sets (kind, title, description, author_id, status, published_at) values ('tat', $1, 'Three scenes, then the blank slide', $2, 'published', now()) returning id`,
    [title, authorId],
  );
  for (let position = 0; position < PICTURES; position++) {
    const key = `practice/${set!.id}/scene-${position + 1}.jpg`;
    const file = path.join(dataDir, 'media', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderPicture(TAT_PICTURE_SETS[0]!.pictures[position]!, 'tat'));
    await sql(`insert into practice_items (set_id, position, image_key) values ($1, $2, $3)`, [set!.id, position, key]);
  }
  return set!.id;
}

/** The seconds the countdown shows ('3:58' → 238). */
async function shownSeconds(page: Page) {
  const text = (await page.getByRole('timer', { name: 'Time left for this item' }).textContent())!.trim();
  expect(text).toMatch(/^\d+:\d\d$/);
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/**
 * The countdown shows no more time than is left: `left` seconds at `since` (when the clock was
 * moved; at most that, as the move happened before), less what went by until the screen is read
 * (taken before reading, so it is an upper bound then); the screen rounds up to the second and
 * redraws every 250 ms, so what it shows may be up to a tick old. And not wildly less either. The
 * screen anchors the server's clock at the moment it asked (lib.ts clockOffset), so the network's
 * delay makes it show less, never more.
 */
const SCREEN_TICK_SECONDS = 0.25;

async function expectTimeLeft(page: Page, left: number, since: number) {
  const atMost = left - (Date.now() - since) / 1000;
  const shown = await shownSeconds(page);
  expect(shown, `countdown ${shown} s, at most ${atMost.toFixed(1)} s left`).toBeLessThanOrEqual(Math.ceil(atMost + SCREEN_TICK_SECONDS));
  expect(shown, `countdown ${shown} s, at most ${atMost.toFixed(1)} s left`).toBeGreaterThanOrEqual(Math.floor(atMost) - 6);
}

/** Types `story` into the answer box and waits for the autosave: the PUT answered 200 and the box says "Saved". */
async function writeAndSave(page: Page, story: string, item: number) {
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/practice\/attempts\/[0-9a-f-]{36}\/answers$/.test(r.url()));
  await page.getByPlaceholder('Your story').fill(story);
  const response = await put;
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ item, part: 'write', text: story });
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

/** The attempt as the API gives it to its aspirant. */
async function attemptOf(page: Page, id: string) {
  const res = await page.request.get(`/api/practice/attempts/${id}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { current: { item: number; phase: string; content: { imageUrl: string | null; blank: boolean } } | null } }).data;
}

/** An answer sent straight to the API, as the screen sends it (cookie + CSRF header). */
async function putAnswer(page: Page, id: string, item: number, text: string) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'ssb_csrf')?.value ?? '';
  return page.request.put(`/api/practice/attempts/${id}/answers`, { data: { item, part: 'write', text }, headers: { 'x-csrf-token': csrf } });
}

const words = (text: string) => text.trim().split(/\s+/u).length;

test('an aspirant sits a full TAT on the server clock: a picture to look at, a story to write, a reload mid-story, the blank slide, and the stories with their word counts afterwards', async ({ page }) => {
  test.setTimeout(120_000); // many reloads on 2 cores
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(`console: ${m.text()}`));
  page.on('response', (r) => r.status() >= 500 && problems.push(`${r.status()} from ${r.request().method()} ${r.url()}`));
  const author = await createCoach({ firstName: 'Meera', lastName: 'Iyer' });
  const title = `TAT journey set ${Math.random().toString(36).slice(2, 7)}`;
  await publishedTatSet(author.id, title);
  await signIn(page, await createMentee(), '/practice');

  // The set on /practice: the pictures and the blank slide, timed as the board does.
  await page.getByRole('region', { name: /TAT/ }).getByText(/^Choose a set/).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(`${PICTURES + 1} pictures: 30 s to look, 4 min to write each`)).toBeVisible();
  await expect(card.getByText('By Meera Iyer')).toBeVisible();
  await card.getByRole('link', { name: `Sit this set: ${title}` }).click();
  await page.getByRole('button', { name: "I'm ready" }).click();
  await expect(page).toHaveURL(/\/practice\/attempts\/[0-9a-f-]{36}$/);
  const id = /attempts\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const started = Date.now();

  // 1. Picture 1, the look phase: the picture, a countdown of at most 30 s, nothing to write in yet.
  const picture = page.getByRole('img', { name: 'The picture for your story' });
  await expect(page.getByText(`Picture 1 of ${PICTURES + 1}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Look at the picture' })).toBeVisible();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/^Writing starts in 0:[0-3]\d\.$/)).toBeVisible();
  await expectTimeLeft(page, VIEW, started);
  await expect(page.getByPlaceholder('Your story')).toHaveCount(0);
  await snap(page, 'practice-tat-view');

  // The look phase runs out on screen (no reload): the picture goes, the story box comes.
  const leftToLook = 8;
  const lookMoved = await setAttemptElapsed(id, VIEW - leftToLook);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Look at the picture' })).toBeVisible();
  await expect(picture).toBeVisible();
  await expectTimeLeft(page, leftToLook, lookMoved);
  await expect(page.getByRole('heading', { name: 'Write your story' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Picture 1 of ${PICTURES + 1}`)).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('main img')).toHaveCount(0);
  const writing = await attemptOf(page, id);
  expect(writing.current).toMatchObject({ item: 0, phase: 'write', content: { imageUrl: null, blank: false } }); // the server no longer even names it
  await expectTimeLeft(page, leftToLook + WRITE, lookMoved); // the 4 min, from the end of the look
  const story1 = 'Arjun stands at the door in the rain as his brother walks away after a quarrel. He runs after him, they talk under a tree, and both go home to help their father mend the roof.';
  await writeAndSave(page, story1, 0);
  await snap(page, 'practice-tat-write');

  // 2. The clock moves on to the middle of picture 2's writing: a reload shows picture 2, writing, no picture, an empty box.
  const leftOf2 = 140;
  let moved = await setAttemptElapsed(id, 2 * ITEM - leftOf2);
  await page.reload();
  await expect(page.getByText(`Picture 2 of ${PICTURES + 1}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write your story' })).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.getByPlaceholder('Your story')).toHaveValue('');
  await expectTimeLeft(page, leftOf2, moved);
  const story2 = 'Two drivers wait beside a broken truck on an empty road. Meena walks to the next village, finds a mechanic, and they reach the relief camp with the medicines before night.';
  await writeAndSave(page, story2, 1);

  // No going back, no reading ahead: picture 1's story and picture 3's are refused now.
  const back = await putAnswer(page, id, 0, 'A better ending, thought of later');
  expect(back.status()).toBe(409);
  expect(await back.text()).toContain('Time is up for this answer: it was not saved');
  const ahead = await putAnswer(page, id, 2, 'Written before the picture was shown');
  expect(ahead.status()).toBe(409);

  // A reload in the middle of the story: the same picture and phase, the story still in the box, no more time than is left.
  await page.reload();
  await expect(page.getByText(`Picture 2 of ${PICTURES + 1}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write your story' })).toBeVisible();
  await expect(page.getByPlaceholder('Your story')).toHaveValue(story2);
  await expect(picture).toHaveCount(0);
  await expectTimeLeft(page, leftOf2, moved);
  await snap(page, 'practice-tat-resumed');

  // 3. Picture 3 goes by unwritten. The blank slide: first its look phase, then a story of one's own.
  moved = await setAttemptElapsed(id, PICTURES * ITEM + 5);
  await page.reload();
  await expect(page.getByText(`Picture ${PICTURES + 1} of ${PICTURES + 1}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imagine a picture' })).toBeVisible();
  await expect(page.getByText('This slide is blank. Imagine a picture of your own; you will write its story next.')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.getByPlaceholder('Your story')).toHaveCount(0);
  await expectTimeLeft(page, VIEW - 5, moved);
  await snap(page, 'practice-tat-blank-look');

  const leftOfBlank = 180;
  moved = await setAttemptElapsed(id, TOTAL - leftOfBlank);
  await page.reload();
  await expect(page.getByText(`Picture ${PICTURES + 1} of ${PICTURES + 1}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write your story' })).toBeVisible();
  await expect(page.getByText('Write the story of the picture you imagined.')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  const blankNow = await attemptOf(page, id);
  expect(blankNow.current).toMatchObject({ item: PICTURES, phase: 'write', content: { imageUrl: null, blank: true } });
  await expectTimeLeft(page, leftOfBlank, moved);
  const story4 = 'A cadet leads her section across a flooded stream at night, ties a rope between two trees, and brings every one of them to the far bank.';
  await writeAndSave(page, story4, PICTURES);
  await snap(page, 'practice-tat-blank-slide');

  // 4. Past the end (and the 2 s grace): finished and locked, the results.
  await setAttemptElapsed(id, TOTAL + 5);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'TAT results' })).toBeVisible();
  await expect(page.getByPlaceholder('Your story')).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.locator('div').filter({ hasText: new RegExp(`^3 / ${PICTURES + 1}\\s*Answered$`) })).toBeVisible();
  await expect(page.locator('div').filter({ hasText: /^1\s*Left blank$/ })).toBeVisible();
  await expect(page.locator('div').filter({ hasText: /^0\s*Cut short by the clock$/ })).toBeVisible();
  await expect(page.getByText('Cut short by the clock')).toHaveCount(1); // the count only: every story was saved in good time

  const items = page.locator('ol > li');
  await expect(items).toHaveCount(PICTURES + 1);
  await expect(items.nth(0)).toContainText(story1);
  await expect(items.nth(0).getByText(`${words(story1)} words`, { exact: true })).toBeVisible();
  await expect(items.nth(0).locator('img')).toHaveCount(0); // as at the board, the picture is not shown again
  await expect(items.nth(1)).toContainText(story2);
  await expect(items.nth(1).getByText(`${words(story2)} words`, { exact: true })).toBeVisible();
  await expect(items.nth(2).getByText('Left blank', { exact: true })).toBeVisible();
  await expect(items.nth(2).locator('img')).toHaveCount(0);
  await expect(items.nth(3).getByText('Blank slide', { exact: true })).toBeVisible();
  await expect(items.nth(3)).toContainText(story4);
  await expect(items.nth(3).getByText(`${words(story4)} words`, { exact: true })).toBeVisible();
  await expect(items.nth(3).locator('img')).toHaveCount(0);
  await snap(page, 'practice-tat-results');

  // An answer sent after the end is refused and changes nothing.
  const late = await putAnswer(page, id, PICTURES, 'One more line after the bell');
  expect(late.status()).toBe(409);
  expect(await late.text()).toContain('This attempt is finished and locked');
  const lateBlank = await putAnswer(page, id, 2, 'Picture 3, written after the end');
  expect(lateBlank.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'TAT results' })).toBeVisible();
  await expect(items.nth(3)).toContainText(story4);
  await expect(items.nth(3)).not.toContainText('One more line after the bell');
  await expect(items.nth(2).getByText('Left blank', { exact: true })).toBeVisible();

  // In the history on /practice.
  await page.getByRole('link', { name: 'Practise again' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText(`3 of ${PICTURES + 1} answered`);
  expect(problems, 'no script errors, console errors or server errors on the way').toEqual([]);
});
