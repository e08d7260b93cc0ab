import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { contractViolations } from './contracts';

// Lazy pages load through dynamic import; on a busy CI machine that can take more than the
// default 1 s that findBy*/waitFor wait.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // No test talks to a real server: unstubbed calls answer 404.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Server-side tests (`@vitest-environment node`) have no browser storage.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  // A fixture that broke its contract (mockFetch, test/contracts.ts) fails the test even when the
  // screen under test caught the error and showed something else.
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
