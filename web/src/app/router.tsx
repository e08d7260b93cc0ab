import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { PageFallback } from './layout/PageFallback';
import { RootLayout } from './layout/RootLayout';

/** A lazily loaded page module: its default export is the page component. */
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/**
 * Every route of docs/product/screens.md "Route list". Each page is its own chunk,
 * loaded by the route's `lazy`. Protected pages sit under RequireAuth (redirect to /login?next=...).
 * The ids are the server-rendered public pages (app/serverRendered.ts).
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
          { id: 'home', index: true, lazy: page(() => import('../features/home/pages/HomePage')) },

          { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'register', lazy: page(() => import('../features/auth/pages/RegisterPage')) },
          { path: 'verify-email', lazy: page(() => import('../features/auth/pages/VerifyEmailPage')) },
          { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
          { path: 'reset-password', lazy: page(() => import('../features/auth/pages/ResetPasswordPage')) },
          { path: 'auth/success', lazy: page(() => import('../features/auth/pages/AuthSuccessPage')) },

          { id: 'coaches', path: 'coaches', lazy: page(() => import('../features/coaches/pages/CoachesPage')) },
          { id: 'coach', path: 'coaches/:id', lazy: page(() => import('../features/coaches/pages/CoachProfilePage')) },

          { path: 'resources', lazy: page(() => import('../features/resources/pages/ResourcesPage')) },
          { path: 'resources/:id', lazy: page(() => import('../features/resources/pages/ResourcePage')) },

          { id: 'blog', path: 'blog', lazy: page(() => import('../features/blog/pages/BlogListPage')) },
          { path: 'blog/:id', lazy: page(() => import('../features/blog/pages/BlogPostPage')) },

          { path: 'sessions', lazy: page(() => import('../features/sessions/pages/SessionsListPage')) },
          { path: 'discussions', lazy: page(() => import('../features/discussions/pages/DiscussionsPage')) },
          { path: 'refunds', lazy: page(() => import('../features/payments/pages/RefundPolicyPage')) },

          {
            element: <RequireAuth />,
            children: [
              { path: 'sessions/:id', lazy: page(() => import('../features/sessions/pages/SessionDetailPage')) },
              { path: 'sessions/:id/checkout', lazy: page(() => import('../features/payments/checkout/CheckoutPage')) },
              { path: 'sessions/:id/confirmed', lazy: page(() => import('../features/sessions/pages/BookingConfirmedPage')) },
              { path: 'payments/:id/receipt', lazy: page(() => import('../features/payments/receipt/ReceiptPage')) },
              { path: 'resources/create', lazy: page(() => import('../features/resources/pages/CreateResourcePage')) },
              {
                path: 'admin/discussions/new',
                lazy: page(() => import('../features/discussions/pages/CreateDiscussionPage')),
              },
              { path: 'choose-role', lazy: page(() => import('../features/auth/pages/ChooseRolePage')) },
              { path: 'onboard/mentor', lazy: page(() => import('../features/users/pages/MentorOnboardingPage')) },
              { path: 'onboard/mentee', lazy: page(() => import('../features/users/pages/MenteeOnboardingPage')) },
              {
                lazy: page(() => import('./layout/DashboardLayout')),
                children: [
                  { path: 'dashboard', lazy: page(() => import('../features/sessions/pages/DashboardHomePage')) },
                  {
                    path: 'dashboard/sessions',
                    lazy: page(() => import('../features/sessions/pages/DashboardSessionsPage')),
                  },
                  {
                    path: 'dashboard/manage-sessions',
                    lazy: page(() => import('../features/sessions/pages/ManageSessionsPage')),
                  },
                  {
                    path: 'dashboard/availability',
                    lazy: page(() => import('../features/sessions/pages/ManageAvailabilityPage')),
                  },
                  { path: 'dashboard/blog/new', lazy: page(() => import('../features/blog/pages/WriteBlogPage')) },
                  {
                    path: 'dashboard/resources',
                    lazy: page(() => import('../features/resources/pages/MyResourcesPage')),
                  },
                  { path: 'dashboard/payments', lazy: page(() => import('../features/payments/pages/PaymentsPage')) },
                  { path: 'dashboard/earnings', lazy: page(() => import('../features/earnings/pages/EarningsPage')) },
                  { path: 'admin/money', lazy: page(() => import('../features/admin/pages/MoneyConsolePage')) },
                  { path: 'profile/edit', lazy: page(() => import('../features/users/pages/ProfileEditPage')) },
                ],
              },
            ],
          },

          { path: '*', lazy: page(() => import('./NotFoundPage')) },
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
