import type { Page } from '@playwright/test';
import { createCoach, expect, test } from '../fixtures';

const unique = () => `Qx${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('from the home page, Find Your Coach leads to a filtered search and a coach profile', async ({ page }) => {
  const lastName = unique();
  const coach = await createCoach({
    firstName: 'Zorawar',
    lastName,
    title: 'Wing Commander (retd.), Interviewing Officer',
    specializations: ['Lecturette', 'Interview Techniques', 'Conference Prep', 'OIR Tests'],
    hourlyRate: 2500,
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Find Your Coach' }).click();
  await expect(page).toHaveURL(/\/coaches$/);

  await page.getByPlaceholder('Search coaches, specialties, titles...').fill(lastName.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${lastName.toLowerCase()}`));
  const card = page.getByRole('article', { name: `Zorawar ${lastName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('from ₹1,250 a session')).toBeVisible();
  await expect(card.getByText('+1 more')).toBeVisible();

  await page.getByRole('button', { name: /^Lecturette/ }).click();
  await expect(page).toHaveURL(/specialization=Lecturette/);
  await expect(page.getByRole('button', { name: /^Lecturette/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: /View profile/ }).click();
  await expect(page).toHaveURL(new RegExp(`/coaches/${coach.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Zorawar ${lastName}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(page.locator('#availability')).toBeAttached();
});

test('a typo still finds the coach', async ({ page }) => {
  const lastName = unique();
  await createCoach({ firstName: 'Ila', lastName, specializations: ['Psychology'], title: 'Clinical Psychologist' });
  await page.goto(`/coaches?q=${lastName.toLowerCase()}%20psycology`);
  await expect(page.getByRole('article', { name: `Ila ${lastName}` })).toBeVisible();
});

test('a shared search URL restores its query and filters, also after a reload', async ({ page }) => {
  const lastName = unique();
  await createCoach({ firstName: 'Tara', lastName, specializations: ['Group Discussion', 'PPDT'] });
  await page.goto(`/coaches?q=${lastName.toLowerCase()}&specialization=PPDT`);
  const check = async () => {
    await expect(page.getByPlaceholder('Search coaches, specialties, titles...')).toHaveValue(lastName.toLowerCase());
    await expect(page.getByRole('button', { name: /^PPDT/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: `Tara ${lastName}` })).toBeVisible();
  };
  await check();
  await page.reload();
  await check();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/coaches$/);
  await expect(page.getByPlaceholder('Search coaches, specialties, titles...')).toHaveValue('');
});

/**
 * Signed-out visitors get the home page's mentors in its server-rendered HTML; arriving from
 * another page the browser fetches them itself, which is what these tests intercept.
 */
async function openHomeFromAnotherPage(page: Page) {
  await page.goto('/404-warmup');
  await page.getByRole('link', { name: 'SSB Academy, home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

test('the home page shows demo mentors with a notice when the featured mentors cannot load', async ({ page }) => {
  await page.route('**/api/coaches/featured*', (route) => route.abort());
  await openHomeFromAnotherPage(page);
  await expect(page.getByText(/^Backend connection failed\. Showing demo data\. Error: .+/)).toBeVisible();
  const section = page.locator('#coaches');
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(section.getByText('from ₹1,000 a session')).toBeVisible();
  await expect(section.getByText('from ₹1,500 a session')).toBeVisible();
});

test('the home page falls back to top-rated mentors when none is featured', async ({ page }) => {
  await createCoach({ firstName: 'Top', lastName: unique(), rating: 4.9, totalReviews: 30 });
  await page.route('**/api/coaches/featured*', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await openHomeFromAnotherPage(page);
  const section = page.locator('#coaches');
  await expect(section.getByRole('link', { name: /Book Session/ }).first()).toHaveAttribute('href', /\/coaches\/[^/]+\/\?focus=availability$/);
  await expect(page.getByText(/Backend connection failed/)).toHaveCount(0);
});
