import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What boot.ts added to the head (kept out of the document: the test environment would fetch it). */
let appended: Element[] = [];

/** The page's head as the server writes it (lib/appScripts.ts), then boot.ts run on it. */
async function boot({ hidden = false } = {}) {
  document.head.innerHTML = '<script type="application/json" id="app-scripts">{"entry":"/assets/index.js","chunks":["/assets/react.js","/assets/Page.js"]}</script>';
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Element[])));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  vi.resetModules();
  await import('./boot');
}

const added = () => ({
  entry: appended.filter((e): e is HTMLScriptElement => e instanceof HTMLScriptElement && e.type === 'module').map((e) => e.getAttribute('src'))[0] ?? null,
  chunks: appended.filter((e) => e instanceof HTMLLinkElement && e.rel === 'modulepreload').map((e) => e.getAttribute('href')),
});

/** A PerformanceObserver that reports 'paint' entries when the test says the page was painted. */
function fakePaintTiming() {
  const observers: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const callback of observers) callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => {} });
    },
  };
}

describe('boot script (docs/decisions/026)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds no script before the first contentful paint, then the chunks and the entry', async () => {
    const timing = fakePaintTiming();
    await boot();
    timing.paint('first-paint');
    vi.advanceTimersByTime(10);
    expect(added()).toEqual({ entry: null, chunks: [] });
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(added()).toEqual({ entry: '/assets/index.js', chunks: ['/assets/react.js', '/assets/Page.js'] });
  });

  it('starts the app after 3 s should the paint never be reported, and only once', async () => {
    const timing = fakePaintTiming();
    await boot();
    vi.advanceTimersByTime(2_999);
    expect(added().entry).toBeNull();
    vi.advanceTimersByTime(1);
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(appended.filter((e) => e instanceof HTMLScriptElement)).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which paints nothing until it is shown', async () => {
    fakePaintTiming();
    await boot({ hidden: true });
    expect(added().entry).toBe('/assets/index.js');
  });
});
