/**
 * zod (through @ssb/domain's contracts, in the pages' chunks) probes whether `new Function('')`
 * works before compiling fast parsers. Under our CSP (no 'unsafe-eval') the probe fails quietly
 * but the browser still reports a Content Security Policy violation (Lighthouse "inspector-issues").
 * `jitless` skips the probe. zod reads its settings from `globalThis.__zod_globalConfig` (what
 * `z.config()` writes to); setting it here, before any page chunk loads, keeps zod itself out of
 * the first page's JavaScript (`import { config } from 'zod'` costs ~4 KB gzipped there).
 * e2e/tests/server-rendering.spec.ts fails if a page reports a CSP violation again.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
