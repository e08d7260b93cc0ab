import type { Locator, Page } from '@playwright/test';
import { createCoach, createMentee, expect, signIn, snap, sql, test } from '../fixtures';

/** Issue 36 item 5: discovery that sorts and filters, prices from the cheapest bookable type, and compares. */

const unique = () => `Dx${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A free window `days` from today, 05:00-07:00 UTC (10:30-12:30 in India). */
const addWindow = (coachId: string, days: number) =>
  sql(
    `insert into availability_windows (coach_id, starts_at, ends_at)
     values ($1, date_trunc('day', now()) + make_interval(days => $2::int, hours => 5), date_trunc('day', now()) + make_interval(days => $2::int, hours => 7))`,
    [coachId, days],
  );

const cardNames = (page: Page) => page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')?.split(' ')[0]));

async function threeCoaches(tag: string) {
  // Ankit: types ₹1,500 and ₹2,000, free from tomorrow; Bhavna: ₹1,000 an hour (₹500 for 30 minutes), free in three days;
  // Chetan: no price at all, so nothing bookable.
  const common = { lastName: tag, title: `Former assessor ${tag}`, totalReviews: 10 };
  const ankit = await createCoach({ ...common, firstName: 'Ankit', languages: ['English', 'Hindi'], rating: 4.2 });
  const bhavna = await createCoach({ ...common, firstName: 'Bhavna', hourlyRate: 1000, languages: ['Tamil', 'English'], rating: 4.9 });
  const chetan = await createCoach({ ...common, firstName: 'Chetan', hourlyRate: null, languages: ['Hindi'], rating: 4.5 });
  await sql(
    `insert into session_types (coach_id, label, minutes, price, position) values ($1, 'Mock interview', 60, 1500, 0), ($1, 'Full board', 90, 2000, 1)`,
    [ankit.id],
  );
  await addWindow(ankit.id, 1);
  await addWindow(bhavna.id, 3);
  await addWindow(chetan.id, 1);
  return { ankit, bhavna, chetan };
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name: new RegExp(`^${name} `) });

test('sorting by price and by next free slot reorders the coaches; language and price narrow them', async ({ page }) => {
  const tag = unique();
  await threeCoaches(tag);
  await page.goto(`/coaches?q=${tag.toLowerCase()}`);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(card(page, 'Ankit').getByText('from ₹1,500 a session')).toBeVisible();
  await expect(card(page, 'Ankit').getByText(/^Next free: \w{3} 10:30$/)).toBeVisible();
  await expect(card(page, 'Ankit').getByRole('link', { name: /Book Session/ })).toBeVisible();
  await expect(card(page, 'Chetan').getByRole('link', { name: /Book Session/ })).toHaveCount(0);
  await expect(card(page, 'Chetan').getByText('Not bookable online yet')).toBeVisible();
  await snap(page, 'discovery-cards');

  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/sort=price/);
  await expect.poll(() => cardNames(page)).toEqual(['Bhavna', 'Ankit', 'Chetan']);
  await page.getByLabel('Sort by').selectOption('next_available');
  await expect.poll(() => cardNames(page)).toEqual(['Ankit', 'Bhavna', 'Chetan']);

  await page.getByLabel('Language').selectOption('Tamil');
  await expect.poll(() => cardNames(page)).toEqual(['Bhavna']);
  await page.goBack();
  await expect(page.getByLabel('Language')).toHaveValue('');
  await expect.poll(() => cardNames(page)).toEqual(['Ankit', 'Bhavna', 'Chetan']);

  await page.getByLabel('Price from').selectOption('1000');
  await expect(page).toHaveURL(/priceMin=1000/);
  await expect.poll(() => cardNames(page)).toEqual(['Ankit']);
  // An upper bound below the lower one clears the lower one.
  await page.getByLabel('Price up to').selectOption('500');
  await expect(page.getByLabel('Price from')).toHaveValue('');
  await page.getByLabel('Price up to').selectOption('1000');
  await expect.poll(() => cardNames(page)).toEqual(['Bhavna']);
  await page.getByLabel('Language').selectOption('Hindi');
  await expect(page.getByText('No coach matches these filters')).toBeVisible();
  await page.getByRole('region', { name: 'Coaches' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/sort=next_available/);
  await expect(page).not.toHaveURL(/language|priceM|q=/);
});

test("the booking dialog's focus choices are the coach's specializations", async ({ page }) => {
  const coach = await createCoach({ firstName: 'Focus', lastName: unique(), specializations: ['TAT', 'WAT', 'SRT'], hourlyRate: 2000 });
  await addWindow(coach.id, 1);
  await signIn(page, await createMentee(), `/coaches/${coach.id}`);
  await page.getByRole('button', { name: 'Book now' }).click();
  const focus = page.getByRole('dialog').getByLabel('Focus');
  await expect(focus.locator('option')).toHaveText(['TAT', 'WAT', 'SRT']);
});

test('three coaches compare side by side on a page that can be shared, and a fourth is refused', async ({ page }) => {
  const tag = unique();
  const { ankit, bhavna, chetan } = await threeCoaches(tag);
  await createCoach({ lastName: tag, title: `Former assessor ${tag}`, firstName: 'Devika', hourlyRate: 1800 });
  await page.goto(`/coaches?q=${tag.toLowerCase()}`);
  await expect(page.getByRole('article')).toHaveCount(4);
  for (const name of ['Ankit', 'Bhavna', 'Chetan'])
    await card(page, name)
      .getByRole('button', { name: /^Compare/ })
      .click();
  await card(page, 'Devika')
    .getByRole('button', { name: /^Compare/ })
    .click();
  await expect(page.getByText('You can compare up to three coaches. Remove one to add another.')).toBeVisible();
  await expect(card(page, 'Devika').getByRole('button', { name: /^Compare/ })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Compare 3' }).click();
  await expect(page).toHaveURL(new RegExp(`/coaches/compare\\?ids=${ankit.id},${bhavna.id},${chetan.id}$`));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([new RegExp(`Ankit ${tag}`), new RegExp(`Bhavna ${tag}`), new RegExp(`Chetan ${tag}`)]);
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  await expect(row('Price').getByRole('cell')).toHaveText(['from ₹1,500 a session', 'from ₹500 a session', 'Not bookable online yet']);
  await expect(row('Languages').getByRole('cell')).toHaveText(['English, Hindi', 'Tamil, English', 'Hindi']);
  await expect(row('Next free').getByRole('cell').first()).toHaveText(/^Next free: \w{3} 10:30$/);
  await snap(page, 'discovery-compare');
});
