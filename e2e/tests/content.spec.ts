import { createCoach, expect, signIn, snap, test, toast } from '../fixtures';


const suffix = () => Date.now().toString(36);

test('a mentor writes and publishes a post with a thumbnail; it comes first on /blog and shows in the home preview', async ({ page, baseURL }) => {
  const title = `Clearing the PPDT calmly ${suffix()}`;
  const mentor = await createCoach({ firstName: 'Kavya', lastName: 'Menon' });
  await signIn(page, mentor, '/dashboard/blog/new');
  await expect(page.getByRole('heading', { name: 'Write Blog' })).toBeVisible();

  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'PPDT', exact: true }).click();
  const thumbnail = `${baseURL}/favicon.svg`;
  await page.getByLabel(/^Thumbnail URL/).fill(thumbnail);
  await expect(page.getByAltText('Thumbnail preview')).toBeVisible();
  await page.getByLabel(/^Excerpt/).fill('Perceive, write, narrate: a calm routine for the picture test.');
  await expect(page.getByText('62/500')).toBeVisible();
  await page.getByLabel(/^Content/).fill('## Perceive\n\nLook at the picture for **30 seconds**.\n\n- Note the mood\n- Count the characters');
  await expect(publish).toBeEnabled();
  // The live preview renders the Markdown (desktop shows it beside the editor).
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Perceive' })).toBeVisible();
  await snap(page, 'content-editor');

  await publish.click();
  await expect(toast(page, 'Published')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Kavya Menon')).toBeVisible();
  await expect(page.locator(`article img[src="${thumbnail}"]`)).toBeVisible();
  await expect(page.locator('article strong', { hasText: '30 seconds' })).toBeVisible();
  await snap(page, 'content-post');

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'All Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write Blog' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByText('PPDT', { exact: true })).toBeVisible();
  await snap(page, 'content-blog-list');

  await page.goto('/#blog');
  const preview = page.locator('section#blog');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  expect(await preview.getByRole('article').count()).toBeLessThanOrEqual(5);
  await preview.getByRole('link', { name: new RegExp(`Read More.*${title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the editor preview neutralises script in a real browser', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const mentor = await createCoach();
  await signIn(page, mentor, '/dashboard/blog/new');
  const payloads = [
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(2)>',
    '[click](javascript:alert(3))',
    '<a href="java&#x09;script:alert(4)">tab</a>',
    '<iframe srcdoc="<script>alert(5)</script>"></iframe>',
    '<details open ontoggle=alert(6)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(7)>',
  ];
  await page.getByLabel(/^Content/).fill(payloads.join('\n\n'));
  const region = page.getByRole('region', { name: 'Preview' });
  await expect(region.getByText('click')).toBeVisible();
  const found = await region.evaluate((el) => ({
    scripts: el.querySelectorAll('script, iframe, svg, math, style, details').length,
    handlers: [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')),
    badLinks: [...el.querySelectorAll('[href], [src]')]
      .map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? '')
      .filter((v) => !/^(https?:|mailto:)/i.test(v)),
  }));
  expect(found).toEqual({ scripts: 0, handlers: [], badLinks: [] });
  // Let the page settle before checking for dialogs: a broken image and an open <details> added
  // now fire their events after those the preview's markup queued earlier (an image's error, a
  // toggle), so by then a handler left in the preview would have run and opened its dialog.
  await page.evaluate(() =>
    Promise.all([
      new Promise((settled) => {
        const img = document.createElement('img');
        img.addEventListener('error', settled, { once: true });
        img.src = `/no-such-image-${Date.now()}.png`;
        document.body.append(img);
      }),
      new Promise((settled) => {
        const details = document.createElement('details');
        details.addEventListener('toggle', settled, { once: true });
        details.open = true;
        document.body.append(details);
      }),
    ]),
  );
  expect(dialogs).toEqual([]);
});

test('a mentor creates a resource with tags and finds it by search, even misspelt', async ({ page }) => {
  const tag = `olq${suffix()}`;
  const title = `Officer-like qualities checklist ${suffix()}`;
  const mentor = await createCoach({ firstName: 'Arjun', lastName: 'Rao' });
  await signIn(page, mentor, '/dashboard/resources');
  await expect(page.getByRole('heading', { name: 'My resources' })).toBeVisible();
  await page.getByRole('link', { name: 'Create resource' }).first().click();
  await expect(page).toHaveURL(/\/resources\/create$/);

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Description').fill('The fifteen qualities the board looks for, with examples.');
  await page.getByLabel('Content').fill('## Planning and organising\n\nEffective intelligence, reasoning ability.');
  await page.getByLabel('Tags').fill(` interview, ${tag} , ,psychology,`);
  await expect(page.getByLabel('Category')).toHaveValue('interview_tips');
  await snap(page, 'content-resource-create');
  await page.getByRole('button', { name: 'Create resource' }).click();

  await expect(toast(page, 'Created')).toBeVisible();
  await expect(page).toHaveURL(/\/resources$/);

  // Search by the unique tag, then with a typo in the title.
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search resources' }).fill('qualitis checklist');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await snap(page, 'content-resource-search');

  await page.getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const t of ['#interview', `#${tag}`, '#psychology']) await expect(page.getByRole('list', { name: 'Tags' }).getByText(t)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planning and organising' })).toBeVisible();

  // The dashboard lists it as the mentor's own.
  await page.goto('/dashboard/resources');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/resources/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Resource not found')).toBeVisible();
  await page.goto('/blog/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Post not found')).toBeVisible();
});
