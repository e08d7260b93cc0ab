import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ServerData } from '../lib/serverData';
import { registerNavigate } from '../lib/navigation';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { PageFallback } from './layout/PageFallback';
import { RootLayout } from './layout/RootLayout';

/**
 * A page module: its default export is the page component; `serverData`, when it exports one, is
 * what the server fetches to render the page for signed-out visitors (lib/serverData.ts).
 */
export type PageModule = { default: ComponentType; serverData?: ServerData };

/** Every page module, each its own chunk, loaded when its route is first shown. */
export const pageModules = import.meta.glob<PageModule>(['/src/features/**/*Page.tsx', '/src/app/NotFoundPage.tsx', '/src/app/layout/DashboardLayout.tsx']);

/**
 * What a route carries for the server renderer: its page module (a key of Vite's build manifest),
 * or that its pages need a signed-in visitor (the server renders them only for one).
 */
export type PageHandle = { module?: string; signedIn?: boolean };

/** A route's page: loaded by the route's `lazy`, its module named in `handle` (one path, said once). */
function page(module: string) {
  const load = pageModules[`/${module}`];
  if (!load) throw new Error(`router.tsx names ${module}, which is not a page module`);
  const handle: PageHandle = { module };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Every route of docs/product/screens.md "Route list". Each page is its own chunk,
 * loaded by the route's `lazy`. Protected pages sit under RequireAuth (redirect to /login?next=...).
 * A page whose module exports `serverData` is rendered on the server for signed-out visitors
 * (docs/decisions/008).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: renders the error screen and the first-load fallback inside the layout.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageFallback />,
        children: [
          { id: 'home', index: true, ...page('src/features/home/pages/HomePage.tsx') },

          { path: 'login', ...page('src/features/auth/pages/LoginPage.tsx') },
          { path: 'register', ...page('src/features/auth/pages/RegisterPage.tsx') },
          { path: 'verify-email', ...page('src/features/auth/pages/VerifyEmailPage.tsx') },
          { path: 'forgot-password', ...page('src/features/auth/pages/ForgotPasswordPage.tsx') },
          { path: 'reset-password', ...page('src/features/auth/pages/ResetPasswordPage.tsx') },
          { path: 'auth/success', ...page('src/features/auth/pages/AuthSuccessPage.tsx') },

          { id: 'coaches', path: 'coaches', ...page('src/features/coaches/pages/CoachesPage.tsx') },
          { id: 'coach', path: 'coaches/:id', ...page('src/features/coaches/pages/CoachProfilePage.tsx') },

          { path: 'resources', ...page('src/features/resources/pages/ResourcesPage.tsx') },
          { path: 'resources/:id', ...page('src/features/resources/pages/ResourcePage.tsx') },

          { id: 'blog', path: 'blog', ...page('src/features/blog/pages/BlogListPage.tsx') },
          { path: 'blog/:id', ...page('src/features/blog/pages/BlogPostPage.tsx') },

          { path: 'sessions', ...page('src/features/sessions/pages/SessionsListPage.tsx') },
          { path: 'discussions', ...page('src/features/discussions/pages/DiscussionsPage.tsx') },
          { path: 'practice', ...page('src/features/practice/pages/PracticePage.tsx') },
          { path: 'refunds', ...page('src/features/payments/pages/RefundPolicyPage.tsx') },
          { path: 'terms', ...page('src/features/legal/pages/TermsPage.tsx') },
          { path: 'privacy', ...page('src/features/legal/pages/PrivacyPage.tsx') },
          { path: 'contact', ...page('src/features/legal/pages/ContactPage.tsx') },
          { path: 'unsubscribe', ...page('src/features/notifications/pages/UnsubscribePage.tsx') },

          {
            element: <RequireAuth />,
            handle: { signedIn: true } satisfies PageHandle,
            children: [
              { path: 'sessions/:id', ...page('src/features/sessions/pages/SessionDetailPage.tsx') },
              { path: 'practice/attempts/:id', ...page('src/features/practice/pages/AttemptPage.tsx') },
              { path: 'practice/progress', ...page('src/features/practice/pages/ProgressPage.tsx') },
              { path: 'sessions/:id/checkout', ...page('src/features/payments/checkout/CheckoutPage.tsx') },
              { path: 'sessions/:id/confirmed', ...page('src/features/sessions/pages/BookingConfirmedPage.tsx') },
              { path: 'payments/:id/receipt', ...page('src/features/payments/receipt/ReceiptPage.tsx') },
              { path: 'resources/create', ...page('src/features/resources/pages/CreateResourcePage.tsx') },
              {
                path: 'admin/discussions/new',
                ...page('src/features/discussions/pages/CreateDiscussionPage.tsx'),
              },
              { path: 'admin/discussions/:id/edit', ...page('src/features/discussions/pages/EditDiscussionPage.tsx') },
              { path: 'choose-role', ...page('src/features/auth/pages/ChooseRolePage.tsx') },
              { path: 'onboard/mentor', ...page('src/features/users/pages/MentorOnboardingPage.tsx') },
              { path: 'onboard/mentee', ...page('src/features/users/pages/MenteeOnboardingPage.tsx') },
              {
                ...page('src/app/layout/DashboardLayout.tsx'),
                children: [
                  { path: 'dashboard', ...page('src/features/sessions/pages/DashboardHomePage.tsx') },
                  {
                    path: 'dashboard/sessions',
                    ...page('src/features/sessions/pages/DashboardSessionsPage.tsx'),
                  },
                  {
                    path: 'dashboard/manage-sessions',
                    ...page('src/features/sessions/pages/ManageSessionsPage.tsx'),
                  },
                  {
                    path: 'dashboard/session-types',
                    ...page('src/features/users/pages/SessionTypesPage.tsx'),
                  },
                  {
                    path: 'dashboard/availability',
                    ...page('src/features/availability/pages/ManageAvailabilityPage.tsx'),
                  },
                  { path: 'dashboard/blog/new', ...page('src/features/blog/pages/WriteBlogPage.tsx') },
                  {
                    path: 'dashboard/resources',
                    ...page('src/features/resources/pages/MyResourcesPage.tsx'),
                  },
                  { path: 'dashboard/payments', ...page('src/features/payments/pages/PaymentsPage.tsx') },
                  { path: 'dashboard/earnings', ...page('src/features/earnings/pages/EarningsPage.tsx') },
                  { path: 'dashboard/verification', ...page('src/features/verification/pages/VerificationPage.tsx') },
                  { path: 'dashboard/practice-sets', ...page('src/features/practice/pages/MyPracticeSetsPage.tsx') },
                  { path: 'dashboard/practice-sets/new/:kind', ...page('src/features/practice/pages/PracticeSetEditorPage.tsx') },
                  { path: 'dashboard/practice-sets/:id', ...page('src/features/practice/pages/PracticeSetEditorPage.tsx') },
                  { path: 'dashboard/practice-reviews', ...page('src/features/practice/pages/ReviewQueuePage.tsx') },
                  { path: 'dashboard/practice-reviews/:id', ...page('src/features/practice/pages/ReviewEditorPage.tsx') },
                  { path: 'admin', ...page('src/features/admin/pages/AdminHomePage.tsx') },
                  { path: 'admin/verification', ...page('src/features/verification/pages/VerificationQueuePage.tsx') },
                  { path: 'admin/audit', ...page('src/features/audit/pages/AuditLogPage.tsx') },
                  { path: 'admin/users', ...page('src/features/users/pages/UsersConsolePage.tsx') },
                  { path: 'admin/reports', ...page('src/features/reports/pages/ReportsQueuePage.tsx') },
                  { path: 'admin/content', ...page('src/features/moderation/pages/ContentConsolePage.tsx') },
                  { path: 'admin/money', ...page('src/features/admin/pages/MoneyConsolePage.tsx') },
                  { path: 'admin/mail', ...page('src/features/admin/pages/MailConsolePage.tsx') },
                  { path: 'profile/edit', ...page('src/features/users/pages/ProfileEditPage.tsx') },
                ],
              },
            ],
          },

          { path: '*', ...page('src/app/NotFoundPage.tsx') },
        ],
      },
    ],
  },
];

/** The app's router; its navigate is registered for code outside components (api.ts, sign-out). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigate((to, options) => router.navigate(to, options));
  return router;
}
