import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin, createCoach, createMentee, expect, signIn, sql, test, type TestUser } from '../fixtures';

/**
 * Issue 8 "Accessibility": axe-core on every route, signed out and signed in as each role:
 * zero serious or critical violations.
 */

let coach: TestUser;
let mentee: TestUser;
let admin: TestUser;
let ids: { post: string; resource: string; session: string };

test.beforeAll(async () => {
  coach = await createCoach({ firstName: 'Kavita', lastName: 'Rana', achievements: ['Former GTO, 20 SSB'], testimonials: [{ text: 'Clear and kind.', author: 'Neha' }] });
  mentee = await createMentee();
  admin = await createAdmin();
  const [post] = await sql<{ id: string }>(
    `insert into blog_posts (author_id, title, content, excerpt, category) values ($1, 'Reading the TAT picture', '## Look first\n\nTake the **whole picture** in before you write.', 'How to read the picture', 'TAT') returning id`,
    [coach.id],
  );
  const [resource] = await sql<{ id: string }>(
    `insert into resources (author_id, title, description, content, tags) values ($1, 'Lecturette topics', 'Fifty topics', '- Defence budget\n- Cyber security', '{lecturette,gto}') returning id`,
    [coach.id],
  );
  const start = new Date(Date.now() + 3 * 86_400_000);
  const [session] = await sql<{ id: string }>(
    `insert into sessions (mentor_id, mentee_id, title, duration, scheduled_at, ends_at, price, meeting_link)
     values ($1, $2, 'Mock interview', 60, $3::timestamptz, $3::timestamptz + interval '60 minutes', 2000, 'https://meet.jit.si/ssb-a11y') returning id`,
    [coach.id, mentee.id, start.toISOString()],
  );
  ids = { post: post!.id, resource: resource!.id, session: session!.id };
});

async function expectNoSeriousViolations(page: Page, route: string) {
  await page.goto(route);
  // The page has settled when its main landmark is there and no skeleton is left.
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${route}`).toEqual([]);
}

const publicRoutes = () => [
  '/', '/login', '/register', '/verify-email?email=a%40b.c', '/forgot-password', '/reset-password', '/coaches',
  `/coaches/${coach.id}`, '/resources', `/resources/${ids.resource}`, '/blog', `/blog/${ids.post}`, '/sessions',
  '/discussions', '/no-such-page',
];

const PUBLIC_ROUTE_COUNT = 15;
for (let i = 0; i < PUBLIC_ROUTE_COUNT; i++) {
  test(`signed out: public route ${i + 1} of ${PUBLIC_ROUTE_COUNT}`, async ({ page }) => {
    const routes = publicRoutes();
    expect(routes).toHaveLength(PUBLIC_ROUTE_COUNT);
    await expectNoSeriousViolations(page, routes[i]!);
  });
}

test.describe.configure({ timeout: 120_000 });

test('signed in as a mentee', async ({ page }) => {
  await signIn(page, mentee, '/');
  for (const route of [
    '/dashboard', '/dashboard/sessions', '/dashboard/resources', '/profile/edit', '/onboard/mentee', '/choose-role',
    `/sessions/${ids.session}`, '/sessions', `/coaches/${coach.id}`, '/discussions', '/admin/discussions/new',
  ]) {
    await expectNoSeriousViolations(page, route);
  }
});

test('signed in as a mentor', async ({ page }) => {
  await signIn(page, coach, '/');
  for (const route of [
    '/dashboard', '/dashboard/manage-sessions', '/dashboard/availability', '/dashboard/blog/new', '/dashboard/resources',
    '/resources/create', '/profile/edit', '/onboard/mentor', `/sessions/${ids.session}`, `/coaches/${coach.id}`,
  ]) {
    await expectNoSeriousViolations(page, route);
  }
});

test('signed in as an admin', async ({ page }) => {
  await signIn(page, admin, '/');
  for (const route of ['/dashboard', '/admin/discussions/new', '/discussions', `/coaches/${coach.id}`, `/sessions/${ids.session}`]) {
    await expectNoSeriousViolations(page, route);
  }
});
