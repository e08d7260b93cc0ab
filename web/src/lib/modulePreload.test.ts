import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, type BuildManifest } from './modulePreload';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', 'index.html'] },
  '_deep.js': { file: 'assets/deep.js' },
  '_helper.js': { file: 'assets/helper.js', imports: ['_deep.js'] },
  'src/Page.tsx': { file: 'assets/Page.js', imports: ['index.html', '_shared.js', '_helper.js'] },
  'src/Footer.tsx': { file: 'assets/Footer.js', imports: ['_shared.js'] },
  'src/style.css': { file: 'assets/style.css' },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('modulePreloadLinks', () => {
  it("names each module's chunk and every chunk it imports, transitively, once", () => {
    expect(hrefs(modulePreloadLinks(manifest, ['src/Page.tsx', 'src/Footer.tsx']))).toEqual([
      '/assets/Page.js',
      '/assets/shared.js',
      '/assets/helper.js',
      '/assets/deep.js',
      '/assets/Footer.js',
    ]);
  });

  it('leaves out the chunks index.html already names, stylesheets and unknown modules', () => {
    const html = modulePreloadLinks(manifest, ['src/style.css', 'src/Missing.tsx', 'index.html']);
    expect(html).toBe('');
  });

  it('writes low-priority module preloads', () => {
    expect(modulePreloadLinks(manifest, ['src/Footer.tsx'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Footer.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared.js">',
    );
  });

  it('writes nothing without a manifest', () => {
    expect(modulePreloadLinks({}, ['src/Page.tsx'])).toBe('');
  });
});
