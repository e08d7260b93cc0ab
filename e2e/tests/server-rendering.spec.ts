import type { Page } from '@playwright/test';
import { createCoach, createMentee, expect, signIn, sql, test } from '../fixtures';

/** docs/decisions/008: signed-out visitors of the public pages get them rendered on the server. */

const unique = () => Math.random().toString(36).slice(2, 8);

/** Console errors and uncaught exceptions (hydration mismatches are reported as errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test("the HTML of a coach's page holds the coach before any JavaScript runs", async ({ request, browser }) => {
  const lastName = `Server${unique()}`;
  const coach = await createCoach({ firstName: 'Kavya', lastName });

  const res = await request.get(`/coaches/${coach.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>Kavya <span[^>]*>${lastName}`));
  expect(html).toContain('<script type="application/json" id="ssr-state">');
  // It hands out the CSRF cookie the API answers it replaces would have set (forms sent from it need it).
  expect(res.headers()['set-cookie']).toMatch(/ssb_csrf=/);
  // No inline script runs (the CSP allows none): the only scripts are the JSON data and the app's files.
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/type="application\/(ld\+)?json"|src="\/assets\//);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/coaches/${coach.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: `Kavya ${lastName}` })).toBeVisible();
  await expect(page.getByText('Former GTO, 18 SSB Bengaluru')).toBeVisible();
  await context.close();
});

test("a coach's page carries the stars and reviews as schema.org data for search engines", async ({ request }) => {
  const coach = await createCoach({ firstName: 'Rohan', lastName: `Stars${unique()}` });
  const mentee = await createMentee({ firstName: 'Isha', lastName: 'Naidu' });
  // Two past sessions, days apart (one person is in one place at a time), the newer rated 5.
  for (const [daysAgo, stars, text] of [[3, 5, 'Best SRT drill I have done </script><b>'], [5, 4, null]] as const) {
    await sql(
      `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, meeting_link, status, mentee_rating, mentee_feedback, rated_at)
       values ($1, $2, 'Mock interview', 60, now() - make_interval(days => $3), now() - make_interval(days => $3) + interval '1 hour', 0, 'https://meet.jit.si/ld', 'completed', $4, $5, now() - make_interval(days => $3) + interval '2 hours')`,
      [coach.id, mentee.id, daysAgo, stars, text],
    );
  }
  const html = await (await request.get(`/coaches/${coach.id}`)).text();
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(block).not.toBeNull();
  // The text cannot close the element: '<' is escaped inside the data.
  expect(block![1]).not.toContain('<');
  const data = JSON.parse(block![1]!);
  expect(data).toMatchObject({ '@type': 'Person', name: `Rohan ${coach.lastName}`, aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
  expect(data.review).toHaveLength(2);
  expect(data.review[0]).toMatchObject({ author: { name: 'Isha N.' }, reviewRating: { ratingValue: 5 }, reviewBody: 'Best SRT drill I have done </script><b>' });
  expect(html).toMatch(/<h2[^>]*>Reviews<\/h2>/);
});

test("the HTML names the chunks the page hydrates with (its route's page and the footer), for the boot script that adds them once the page is shown", async ({ request, page }) => {
  const pages = { '/': 'HomePage', '/coaches': 'CoachesPage', '/blog': 'BlogListPage' };
  for (const [path, chunk] of Object.entries(pages)) {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    // No script is fetched before the page is on screen but the small boot script (docs/decisions/026).
    expect(head, path).not.toContain('rel="modulepreload"');
    expect([...head.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]), path).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
    const list = JSON.parse(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(head)![1]!) as { entry: string; chunks: string[] };
    expect(list.entry, path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(list.chunks, path).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)), expect.stringMatching(/^\/assets\/Footer-[\w-]+\.js$/)]));
  }
  // In the browser, the boot script adds them, and the page becomes live.
  await page.goto('/coaches');
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/CoachesPage-"]').count()).toBe(1);
  // The manifest itself is not a file for browsers.
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('the public pages hydrate without errors or CSP violations, without fetching their data again, and without zod', async ({ page, request }) => {
  const coach = await createCoach({ firstName: 'Meera', lastName: `Hydrate${unique()}` });
  // A discussion with times on its card: shown in India's time by the server (a UTC process) and
  // by the hydrating browser alike, whatever the browser's zone.
  await sql(`insert into discussions (title, start_time, capacity, meet_link) values ($1, now() + interval '90 minutes', 10, 'https://meet.jit.si/ssb-hydrate')`, [
    `Hydration check ${unique()}`,
  ]);
  const errors = collectErrors(page);
  // Also the violations a script catches itself (zod's eval probe), which never reach the console.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.sourceFile}`));
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });

  // The scripts each page hydrates with: zod (the forms' and the API's schemas, ~40 KB gzipped, and
  // building a contract module's schemas) is not among them on the four pages with a Lighthouse budget.
  const scriptText = new Map<string, Promise<string>>();
  const zodOn: string[] = [];
  for (const path of ['/', '/coaches', `/coaches/${coach.id}`, '/blog', '/resources', '/discussions']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path.startsWith('/resources') || path.startsWith('/discussions')) continue;
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/assets\/[^/]+\.js$/.test(n)));
    for (const url of loaded) if (!scriptText.has(url)) scriptText.set(url, request.get(url).then((r) => r.text()));
    if ((await Promise.all(loaded.map((url) => scriptText.get(url)!))).some((text) => text.includes('$ZodObject'))) zodOn.push(path);
  }
  expect(zodOn).toEqual([]);
  // The page is live: the search box reacts (it is not just the server's HTML).
  await page.goto('/coaches');
  await page.getByPlaceholder('Search coaches, specialties, titles...').fill('Meera');
  await expect(page).toHaveURL(/q=Meera/);

  expect(errors).toEqual([]);
  const pagesData = [`/api/coaches/${coach.id}`, '/api/blog/cards', '/api/coaches/featured', '/api/resources', '/api/discussions'];
  expect(apiCalls.filter((p) => pagesData.includes(p))).toEqual([]);
});

test("a signed-in visitor's coach page and dashboard come with their content in the HTML, their menu from the start, and hydrate cleanly", async ({ page }) => {
  const coach = await createCoach({ firstName: 'Ishaan', lastName: `Signed${unique()}` });
  const mentee = await createMentee();
  // A session on the dashboard: its time is written in India's zone by the server (whose own zone
  // is UTC) and by the browser (Asia/Kolkata, playwright.config.ts), so hydration finds the same text.
  await sql(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, meeting_link, status)
     values ($1, $2, 'Interview rehearsal', 60, now() + interval '2 days', now() + interval '2 days 1 hour', 150000, 'https://meet.jit.si/ssb-hydrate-dashboard', 'scheduled')`,
    [coach.id, mentee.id],
  );
  await signIn(page, mentee, '/blog');
  const errors = collectErrors(page);

  // The HTML itself (the browser's cookies, no script run): the coach, and the mentee's own dashboard.
  const coachHtml = await (await page.request.get(`/coaches/${coach.id}`)).text();
  expect(coachHtml).not.toContain('<div id="root"></div>');
  expect(coachHtml).toContain(coach.lastName);
  const dashboardHtml = await (await page.request.get('/dashboard')).text();
  expect(dashboardHtml).toContain(`Welcome, ${mentee.firstName}`);
  expect(dashboardHtml).toMatch(/Interview rehearsal[\s\S]*IST/);
  expect(dashboardHtml).not.toContain('data-testid="coach-card-skeleton"');

  // In the browser: content at once, never a skeleton after it, the mentee's menu from the start.
  await page.goto(`/coaches/${coach.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ishaan ${coach.lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${mentee.firstName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: `Welcome, ${mentee.firstName}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a coach that does not exist is still shown as not found', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/coaches/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Coach not found')).toBeVisible();
  // The browser asked for the coach itself (the server leaves failed data to it): its 404 is the only error.
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});
