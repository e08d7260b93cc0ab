import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { decodedPath } from '../lib/router';
import type { ServerData, ServerHead } from '../lib/serverData';

/**
 * A page module: its default export is the page component; `serverData`, when it exports one, is
 * what the server fetches to render the page for signed-out visitors (lib/serverData.ts); `serverHead`,
 * what it adds to the page's `<head>` from that data.
 */
export type PageModule = { default: ComponentType<{ children?: ReactNode }>; serverData?: ServerData; serverHead?: ServerHead };

/** Every page module, each its own chunk, loaded when its route is first shown. */
export const pageModules = import.meta.glob<PageModule>(['/src/features/**/*Page.tsx', '/src/app/NotFoundPage.tsx', '/src/app/layout/DashboardLayout.tsx']);

/**
 * A route of docs/product/screens.md "Route list": its path (a wouter pattern, any case, a
 * trailing slash allowed), its page module (a key of Vite's build manifest), whether it needs a
 * signed-in visitor (else: /login?next=...), whether it sits in the dashboard layout.
 */
export interface PageRoute {
  path: string;
  module: string;
  signedIn?: boolean;
  dashboard?: boolean;
}

/** Every route; the first whose path matches is shown (a fixed path before a parameter in the same place). */
export const pageRoutes: PageRoute[] = [
  // Anyone
  { path: '/', module: 'src/features/home/pages/HomePage.tsx' },
  { path: '/login', module: 'src/features/auth/pages/LoginPage.tsx' },
  { path: '/register', module: 'src/features/auth/pages/RegisterPage.tsx' },
  { path: '/verify-email', module: 'src/features/auth/pages/VerifyEmailPage.tsx' },
  { path: '/forgot-password', module: 'src/features/auth/pages/ForgotPasswordPage.tsx' },
  { path: '/reset-password', module: 'src/features/auth/pages/ResetPasswordPage.tsx' },
  { path: '/auth/success', module: 'src/features/auth/pages/AuthSuccessPage.tsx' },
  { path: '/coaches', module: 'src/features/coaches/pages/CoachesPage.tsx' },
  { path: '/coaches/compare', module: 'src/features/coaches/pages/CompareCoachesPage.tsx' },
  { path: '/coaches/:id', module: 'src/features/coaches/pages/CoachProfilePage.tsx' },
  { path: '/resources', module: 'src/features/resources/pages/ResourcesPage.tsx' },
  // Before /resources/:id, which would take 'create' for an id.
  { path: '/resources/create', module: 'src/features/resources/pages/CreateResourcePage.tsx', signedIn: true },
  { path: '/resources/:id', module: 'src/features/resources/pages/ResourcePage.tsx' },
  { path: '/blog', module: 'src/features/blog/pages/BlogListPage.tsx' },
  { path: '/blog/:id', module: 'src/features/blog/pages/BlogPostPage.tsx' },
  { path: '/sessions', module: 'src/features/sessions/pages/SessionsListPage.tsx' },
  { path: '/discussions', module: 'src/features/discussions/pages/DiscussionsPage.tsx' },
  { path: '/practice', module: 'src/features/practice/pages/PracticePage.tsx' },
  { path: '/refunds', module: 'src/features/payments/pages/RefundPolicyPage.tsx' },
  { path: '/terms', module: 'src/features/legal/pages/TermsPage.tsx' },
  { path: '/privacy', module: 'src/features/legal/pages/PrivacyPage.tsx' },
  { path: '/contact', module: 'src/features/legal/pages/ContactPage.tsx' },
  { path: '/unsubscribe', module: 'src/features/notifications/pages/UnsubscribePage.tsx' },
  // Signed in
  { path: '/sessions/:id', module: 'src/features/sessions/pages/SessionDetailPage.tsx', signedIn: true },
  { path: '/practice/attempts/:id', module: 'src/features/practice/pages/AttemptPage.tsx', signedIn: true },
  { path: '/practice/tests/:test', module: 'src/features/practice/pages/StartTestPage.tsx', signedIn: true },
  { path: '/practice/board-days/:id', module: 'src/features/practice/pages/BoardDayPage.tsx', signedIn: true },
  { path: '/practice/progress', module: 'src/features/practice/pages/ProgressPage.tsx', signedIn: true },
  { path: '/sessions/:id/checkout', module: 'src/features/payments/checkout/CheckoutPage.tsx', signedIn: true },
  { path: '/sessions/:id/confirmed', module: 'src/features/sessions/pages/BookingConfirmedPage.tsx', signedIn: true },
  { path: '/payments/:id/receipt', module: 'src/features/payments/receipt/ReceiptPage.tsx', signedIn: true },
  { path: '/earnings/statement/:month', module: 'src/features/earnings/pages/StatementPage.tsx', signedIn: true },
  { path: '/invoices/:id', module: 'src/features/tax/pages/InvoicePage.tsx', signedIn: true },
  { path: '/admin/discussions/new', module: 'src/features/discussions/pages/CreateDiscussionPage.tsx', signedIn: true },
  { path: '/admin/discussions/:id/edit', module: 'src/features/discussions/pages/EditDiscussionPage.tsx', signedIn: true },
  { path: '/choose-role', module: 'src/features/auth/pages/ChooseRolePage.tsx', signedIn: true },
  { path: '/onboard/mentor', module: 'src/features/users/pages/MentorOnboardingPage.tsx', signedIn: true },
  { path: '/onboard/mentee', module: 'src/features/users/pages/MenteeOnboardingPage.tsx', signedIn: true },
  // Signed in, in the dashboard layout (sidebar)
  { path: '/dashboard', module: 'src/features/sessions/pages/DashboardHomePage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/sessions', module: 'src/features/sessions/pages/DashboardSessionsPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/manage-sessions', module: 'src/features/sessions/pages/ManageSessionsPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/session-types', module: 'src/features/users/pages/SessionTypesPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/availability', module: 'src/features/availability/pages/ManageAvailabilityPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/blog/new', module: 'src/features/blog/pages/WriteBlogPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/resources', module: 'src/features/resources/pages/MyResourcesPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/payments', module: 'src/features/payments/pages/PaymentsPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/earnings', module: 'src/features/earnings/pages/EarningsPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/earnings/payout-account', module: 'src/features/earnings/payout-account/PayoutAccountPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/verification', module: 'src/features/verification/pages/VerificationPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/practice-sets', module: 'src/features/practice/pages/MyPracticeSetsPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/practice-sets/new/:kind', module: 'src/features/practice/pages/PracticeSetEditorPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/practice-sets/:id', module: 'src/features/practice/pages/PracticeSetEditorPage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/practice-reviews', module: 'src/features/practice/pages/ReviewQueuePage.tsx', signedIn: true, dashboard: true },
  { path: '/dashboard/practice-reviews/:id', module: 'src/features/practice/pages/ReviewEditorPage.tsx', signedIn: true, dashboard: true },
  { path: '/admin', module: 'src/features/admin/pages/AdminHomePage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/verification', module: 'src/features/verification/pages/VerificationQueuePage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/audit', module: 'src/features/audit/pages/AuditLogPage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/users', module: 'src/features/users/pages/UsersConsolePage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/reports', module: 'src/features/reports/pages/ReportsQueuePage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/content', module: 'src/features/moderation/pages/ContentConsolePage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/money', module: 'src/features/admin/pages/MoneyConsolePage.tsx', signedIn: true, dashboard: true },
  { path: '/admin/mail', module: 'src/features/admin/pages/MailConsolePage.tsx', signedIn: true, dashboard: true },
  { path: '/profile/edit', module: 'src/features/users/pages/ProfileEditPage.tsx', signedIn: true, dashboard: true },
];

/** Every other path. */
export const NOT_FOUND: PageRoute = { path: '*', module: 'src/app/NotFoundPage.tsx' };

/** The dashboard pages' layout, itself a lazily loaded module (sidebar, menu). */
const DASHBOARD_LAYOUT = 'src/app/layout/DashboardLayout.tsx';

const compiled = pageRoutes.map((route) => ({ route, ...parse(route.path) }));

/** The route shown at `pathname`, with its parameters (decoded, as wouter's Route gives them to `useParams`). */
export function matchPage(pathname: string): { route: PageRoute; params: Record<string, string> } {
  const path = decodedPath(pathname);
  for (const { route, pattern, keys } of compiled) {
    const found = pattern.exec(path);
    if (found) return { route, params: Object.fromEntries(keys.map((key, i) => [key, found[i + 1]!])) };
  }
  return { route: NOT_FOUND, params: {} };
}

/** The modules a route shows, outermost first: its layout's, then its page's. */
export const modulesOf = (route: PageRoute): string[] => (route.dashboard ? [DASHBOARD_LAYOUT, route.module] : [route.module]);

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<PageModule>>();
const failed = new Map<string, unknown>();

/** Loads a page module once; later renders find it at hand (`loadedPage`). A failed load is tried again on the next call. */
export function loadPage(module: string): Promise<PageModule> {
  let promise = loading.get(module);
  if (!promise) {
    const load = pageModules[`/${module}`];
    if (!load) throw new Error(`router.tsx names ${module}, which is not a page module`);
    failed.delete(module);
    promise = load().then(
      (page) => {
        loaded.set(module, page);
        return page;
      },
      (error: unknown) => {
        // Offline, or a new deployment took the old chunk away: the page shows the error screen.
        failed.set(module, error);
        loading.delete(module);
        throw error;
      },
    );
    loading.set(module, promise);
  }
  return promise;
}

/** The page module if it has loaded; throws the error if its loading failed. */
export function loadedPage(module: string): PageModule | undefined {
  if (failed.has(module)) throw failed.get(module);
  return loaded.get(module);
}

/** Loads the modules of the page at `pathname` (the app location's `prepare`); null when they are at hand. */
export function preparePage(pathname: string): Promise<unknown> | null {
  const missing = modulesOf(matchPage(pathname).route).filter((module) => !loaded.has(module));
  return missing.length === 0 ? null : Promise.all(missing.map(loadPage));
}
