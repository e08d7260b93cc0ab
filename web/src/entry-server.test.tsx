// @vitest-environment node
import { executionAsyncResource } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createRenderer, pageTemplate } from './entry-server';
import { scriptSafeJson } from './lib/scriptSafeJson';

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
const day = inTwoDays.toISOString().slice(0, 10);

const coach = {
  id: 'c1',
  _id: 'c1',
  firstName: 'Kavita',
  lastName: 'Sharma',
  name: 'Kavita Sharma',
  title: 'Ex-SSB Psychologist',
  bio: 'Fifteen years on the board.',
  specializations: ['Psychology', 'TAT'],
  experience: 15,
  education: 'MA Psychology',
  location: 'Pune',
  hourlyRate: 2500,
  rating: 4.8,
  totalReviews: 40,
  achievements: [],
  testimonials: [],
  sessionTypes: [],
  languages: ['English', 'Hindi'],
  fromPrice: 2500,
  nextFree: null,
  // 09:00-10:00 in India on a day after tomorrow: 9:00 am and 9:30 am slots.
  availability: [{ start: `${day}T03:30:00.000Z`, end: `${day}T04:30:00.000Z` }],
  isVerified: true,
  profileImageUrl: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's in-process API, answering from a table of paths (anything else: 404). */
function api(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    const path = url.split('?')[0]!;
    return answers[path]?.() ?? json({ success: false, error: 'Not found' }, 404);
  };
  return { fetch, calls };
}

const config = () => json({ success: true, data: { contact: { email: 'hello@ssb.test', phone: '+91 98765 43210' }, googleEnabled: false } });

describe('server rendering of the public pages', () => {
  it("renders a coach's page with the coach and embeds the data for the browser", async () => {
    const { fetch, calls } = api({ '/api/coaches/c1': () => json({ success: true, data: coach }), '/api/config': config });
    const page = await createRenderer({ fetch }).render('/coaches/c1');
    expect(page).not.toBeNull();
    expect(page!.html).toMatch(/<h1[^>]*>Kavita <span[^>]*>Sharma/);
    expect(page!.html).toContain('Ex-SSB Psychologist');
    expect(page!.html).toContain('hello@ssb.test');
    // The calendar is in the HTML too, in India's time (the browser switches to its own zone once hydrated).
    expect(page!.html).toMatch(/aria-label="[^"]*, 9:30 am, available"/);
    // No inline script in the markup (the CSP would block it).
    expect(page!.html).not.toContain('<script');
    expect(page!.stateScript).toMatch(/^<script type="application\/json" id="ssr-state">/);
    const state = JSON.parse(page!.stateScript.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as {
      queries: { queries: { queryKey: unknown[] }[] };
      renderedAt: number;
    };
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['coaches', 'one', 'c1']);
    expect(Math.abs(state.renderedAt - Date.now())).toBeLessThan(60_000);
    expect(calls).toEqual(expect.arrayContaining(['/api/coaches/c1', '/api/config']));
  });

  it("renders an unverified coach's page not to be indexed, with the banner and without rating, free times or Book", async () => {
    const unverified = { ...coach, isVerified: false, rating: 0, totalReviews: 0 };
    const { fetch } = api({ '/api/coaches/c1': () => json({ success: true, data: unverified }), '/api/config': config });
    const page = (await createRenderer({ fetch }).render('/coaches/c1'))!;
    expect(page.head).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain('Not verified yet: cannot be booked');
    expect(page.html).toContain('No reviews yet');
    expect(page.html).not.toContain('0.0');
    expect(page.html).not.toMatch(/available"/);
    expect(page.html).not.toMatch(/>Book/);
    // A verified coach's page is indexed as before.
    const verified = (await createRenderer({ fetch: api({ '/api/coaches/c1': () => json({ success: true, data: coach }), '/api/config': config }).fetch }).render('/coaches/c1'))!;
    expect(verified.head).not.toContain('noindex');
    expect(verified.html).not.toContain('Not verified yet');
  });

  it('knows which addresses the app has a page for (the server answers the others 404)', () => {
    const renderer = createRenderer({ fetch: api({}).fetch });
    for (const url of ['/', '/coaches/c1', '/login?next=/dashboard', '/dashboard/sessions', '/Resources/']) expect([url, renderer.isPage(url)]).toEqual([url, true]);
    for (const url of ['/no-such-page', '/coaches/c1/extra', '/dashboard/nothing']) expect([url, renderer.isPage(url)]).toEqual([url, false]);
  });

  it('leaves no promise hooks on once a page is rendered (they would tax every later request: docs/decisions/027)', async () => {
    const { fetch } = api({ '/api/coaches/c1': () => json({ success: true, data: coach }), '/api/config': config });
    expect(await createRenderer({ fetch }).render('/coaches/c1')).not.toBeNull();
    // A promise reaction runs in its promise's async context only while promise hooks are on.
    const context = await Promise.resolve().then(() => executionAsyncResource());
    expect(context).not.toBeInstanceOf(Promise);
  });

  it("names the scripts the page hydrates with, from the build manifest, for the boot script in the page's head", async () => {
    const { fetch } = api({ '/api/coaches/c1': () => json({ success: true, data: coach }), '/api/config': config });
    const manifest = {
      'index.html': { file: 'assets/index.js' },
      'src/boot.ts': { file: 'assets/boot.js' },
      'src/features/coaches/pages/CoachProfilePage.tsx': { file: 'assets/CoachProfilePage.js', imports: ['index.html'] },
      'src/features/coaches/pages/CoachesPage.tsx': { file: 'assets/CoachesPage.js', imports: ['index.html'] },
      'src/app/layout/Footer.tsx': { file: 'assets/Footer.js', imports: ['index.html'] },
    };
    const page = await createRenderer({ fetch, manifest }).render('/coaches/c1');
    expect(page!.head).toBe(
      '<script type="application/json" id="app-scripts">{"entry":"/assets/index.js","chunks":["/assets/CoachProfilePage.js","/assets/Footer.js"]}</script>' +
        '<script type="module" crossorigin src="/assets/boot.js"></script>',
    );
  });

  it("takes index.html's own script tags out of the page template when the boot script adds them", () => {
    const indexHtml =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';
    expect(pageTemplate(indexHtml, { 'index.html': { file: 'assets/index.js' }, 'src/boot.ts': { file: 'assets/boot.js' } })).toBe(
      '<html><head><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>',
    );
    expect(pageTemplate(indexHtml, {})).toBe(indexHtml);
  });

  it('renders the coaches search of the URL', async () => {
    const { fetch, calls } = api({
      '/api/coaches/search': () => json({ success: true, data: [coach], meta: { total: 1, page: 2, pageSize: 12 } }),
      '/api/coaches/specializations': () => json({ success: true, data: [{ name: 'TAT', count: 1 }] }),
      '/api/config': config,
    });
    const page = await createRenderer({ fetch }).render('/coaches?q=psy&page=2');
    expect(page!.html).toContain('Kavita Sharma');
    expect(calls).toContain('/api/coaches/search?query=psy&page=2&pageSize=12');
  });

  it('leaves data the server could not load to the browser: the page shows its loading state', async () => {
    const { fetch } = api({ '/api/coaches/c1': () => json({ success: false, error: 'Database down' }, 500), '/api/config': config });
    const page = await createRenderer({ fetch }).render('/coaches/c1');
    expect(page!.html).toContain('Loading coach...');
    expect(page!.stateScript).not.toContain('"one"');
  });

  it('renders a post, the resource library and the discussions with their data', async () => {
    const author = { id: 'a1', firstName: 'Asha', lastName: 'Verma', profileImageUrl: null };
    const post = {
      id: 'p1', _id: 'p1', title: 'Reading the PPDT picture', content: 'x', contentHtml: '<p>Look for the mood first.</p>', excerpt: 'x',
      category: 'Psychology', tags: [], thumbnailUrl: null, isFeatured: false, author, createdAt: inTwoDays.toISOString(), updatedAt: inTwoDays.toISOString(),
    };
    const { fetch } = api({
      '/api/blog/p1': () => json({ success: true, data: post }),
      '/api/resources': () => json({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 24 } }),
      '/api/discussions': () => json({ success: true, data: [] }),
      '/api/config': config,
    });
    const renderer = createRenderer({ fetch });
    const postPage = await renderer.render('/blog/p1');
    expect(postPage!.html).toContain('Reading the PPDT picture');
    expect(postPage!.html).toContain('Look for the mood first.');
    for (const url of ['/resources', '/discussions']) {
      const page = await renderer.render(url);
      expect(page, url).not.toBeNull();
      expect(page!.stateScript).toContain(url === '/resources' ? '"resources"' : '"discussions"');
    }
  });

  it('renders the dashboard for a signed-in visitor only, with their data and who they are for the hydration', async () => {
    const me = { id: 'u1', _id: 'u1', firstName: 'Asha', lastName: 'Verma', name: 'Asha Verma', email: 'asha@ssb.test', role: 'mentee' as const };
    const { fetch, calls } = api({
      '/api/users/profile': () => json({ success: true, data: { ...me, profileImageUrl: null, achievements: [], specializations: [], availability: [], sessionTypes: [] } }),
      '/api/sessions': () => json({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 5 } }),
      '/api/users/stats': () => json({ success: true, data: { totalSessions: 3, upcomingSessions: 0, completedSessions: 3 } }),
      '/api/config': config,
    });
    const renderer = createRenderer({ fetch });
    expect(await renderer.render('/dashboard')).toBeNull();
    expect(calls).toEqual([]);
    const page = await renderer.render('/dashboard', { user: me });
    expect(page!.html).toContain('Welcome, Asha');
    expect(page!.stateScript).toContain('"user":{"id":"u1"');
    expect(calls).toEqual(expect.arrayContaining(['/api/users/profile', '/api/users/stats']));
  });

  it('does not render pages outside the public list (sign-in, dashboard, unknown)', async () => {
    const { fetch, calls } = api({});
    const renderer = createRenderer({ fetch });
    for (const url of ['/login', '/dashboard', '/sessions/s1', '/no/such/page']) expect(await renderer.render(url)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('embeds JSON that cannot close its script element', () => {
    expect(scriptSafeJson({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptSafeJson({ t: '</script>\u2028' }))).toEqual({ t: '</script>\u2028' });
  });
});
