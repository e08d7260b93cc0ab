/**
 * The one script a server-rendered page names (docs/decisions/026-paint-before-scripts.md). The
 * page is readable without the app, so the app's scripts (the #app-scripts list: the entry, then
 * the chunks the page needs) are added only once the browser has painted the page: fetching,
 * compiling and hydrating them never holds back the first paint on a slow phone, even when they
 * come from the browser's cache. It imports one constant and a type: it stays one small file.
 */
import { APP_SCRIPTS_ID, type AppScripts } from './lib/appScripts';

/** Should the browser never report the paint, the app starts after this long all the same. */
const LONGEST_WAIT_MS = 3_000;

let started = false;
function startApp() {
  if (started) return;
  started = true;
  const { entry, chunks } = JSON.parse(document.getElementById(APP_SCRIPTS_ID)!.textContent!) as AppScripts;
  for (const href of chunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }));
}

// A hidden tab paints nothing until it is shown; a browser without paint timing gets one frame.
if (document.visibilityState === 'hidden') startApp();
else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) requestAnimationFrame(() => setTimeout(startApp, 0));
else {
  // `buffered`: a paint that happened before this script ran is reported too.
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(startApp, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, LONGEST_WAIT_MS);
}
