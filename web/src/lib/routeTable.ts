/**
 * The route table for the modules the first page loads (the app's config, the sign-in state). It
 * comes on first use, not with the page: with zod and every schema it is ~34 KB gzipped, and zod's
 * eval probe must not run before lib/zodJitless.ts has switched it off (a CSP violation otherwise).
 * Feature api modules load with their pages and import `routes` from '@ssb/domain' directly.
 */
export const loadRoutes = async () => (await import('@ssb/domain/routes')).routes;
