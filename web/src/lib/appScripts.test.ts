import { describe, expect, it } from 'vitest';
import { appScripts, appScriptsHead, type BuildManifest } from './appScripts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  'src/boot.ts': { file: 'assets/boot.js' },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', 'index.html'] },
  '_deep.js': { file: 'assets/deep.js' },
  '_helper.js': { file: 'assets/helper.js', imports: ['_deep.js'] },
  'src/Page.tsx': { file: 'assets/Page.js', imports: ['index.html', '_shared.js', '_helper.js'] },
  'src/Footer.tsx': { file: 'assets/Footer.js', imports: ['_shared.js'] },
  'src/style.css': { file: 'assets/style.css' },
};

describe('appScripts', () => {
  it("names the entry, then every chunk it and the page's modules import, transitively, once", () => {
    expect(appScripts(manifest, ['src/Page.tsx', 'src/Footer.tsx'])).toEqual({
      entry: '/assets/index.js',
      chunks: ['/assets/react.js', '/assets/Page.js', '/assets/shared.js', '/assets/helper.js', '/assets/deep.js', '/assets/Footer.js'],
    });
  });

  it('leaves out stylesheets and unknown modules', () => {
    expect(appScripts(manifest, ['src/style.css', 'src/Missing.tsx'])).toEqual({ entry: '/assets/index.js', chunks: ['/assets/react.js'] });
  });

  it('is null without a manifest or a boot script in it', () => {
    expect(appScripts({}, ['src/Page.tsx'])).toBeNull();
    const { 'src/boot.ts': _boot, ...withoutBoot } = manifest;
    expect(appScripts(withoutBoot, ['src/Page.tsx'])).toBeNull();
  });
});

describe('appScriptsHead', () => {
  it('writes the list as a data block, then the boot script', () => {
    expect(appScriptsHead(manifest, ['src/Footer.tsx'])).toBe(
      '<script type="application/json" id="app-scripts">{"entry":"/assets/index.js","chunks":["/assets/react.js","/assets/Footer.js","/assets/shared.js"]}</script>' +
        '<script type="module" crossorigin src="/assets/boot.js"></script>',
    );
  });

  it('writes nothing without a boot script', () => {
    expect(appScriptsHead({}, ['src/Page.tsx'])).toBe('');
  });
});
