import type { AppInstance } from '../app-instance';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';
import { userRoutes } from './users/routes';
import { coachRoutes } from './coaches/routes';
import { availabilityRoutes } from './availability/routes';
import { notificationRoutes } from './notifications/routes';
import { reviewRoutes } from './reviews/routes';
import { discussionRoutes } from './discussions/routes';
import { blogRoutes } from './blog/routes';
import { resourceRoutes } from './resources/routes';
import { sessionRoutes } from './sessions/routes';
import { sessionAdminRoutes } from './sessions/admin-routes';
import { mailAdminRoutes } from './mail/routes';
import { auditRoutes } from './audit/routes';
import { userAdminRoutes } from './users/admin-routes';
import { accountRoutes } from './accounts/routes';
import { reportRoutes } from './reports/routes';
import { practiceRoutes } from './practice/routes';
import { practiceReviewRoutes } from './practice/review-routes';
import { moderationRoutes } from './moderation/routes';
import { verificationAdminRoutes, verificationRoutes } from './verification/routes';
import { adminOverviewRoutes } from './admin/routes';
import { paymentRoutes } from './payments/routes';
import { earningsRoutes } from './earnings/routes';
import { taxRoutes } from './tax/routes';
import { payoutAccountRoutes } from './earnings/payout-account/routes';
import { paymentHistoryRoutes } from './payments/history/routes';

/** Every feature's routes, mounted under /api. */
export async function featureRoutes(app: AppInstance) {
  // Each route says who may call it (platform/auth.ts applies it): a route that forgot would be
  // open to anyone, so the app refuses to start instead.
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} does not declare who may call it (config.access)`);
    }
  });
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(accountRoutes, { prefix: '/users' });
  await app.register(coachRoutes, { prefix: '/coaches' });
  await app.register(availabilityRoutes, { prefix: '/coaches' });
  await app.register(discussionRoutes, { prefix: '/discussions' });
  await app.register(blogRoutes, { prefix: '/blog' });
  await app.register(resourceRoutes, { prefix: '/resources' });
  await app.register(sessionRoutes, { prefix: '/sessions' });
  await app.register(sessionAdminRoutes, { prefix: '/admin' });
  await app.register(mailAdminRoutes, { prefix: '/admin' });
  await app.register(auditRoutes, { prefix: '/admin' });
  await app.register(moderationRoutes, { prefix: '/admin' });
  await app.register(userAdminRoutes, { prefix: '/admin' });
  await app.register(adminOverviewRoutes, { prefix: '/admin' });
  await app.register(verificationAdminRoutes, { prefix: '/admin' });
  await app.register(verificationRoutes, { prefix: '/verification' });
  await app.register(paymentRoutes);
  await app.register(earningsRoutes);
  await app.register(taxRoutes);
  await app.register(payoutAccountRoutes);
  await app.register(paymentHistoryRoutes);
  await app.register(reviewRoutes);
  await app.register(reportRoutes);
  await app.register(practiceRoutes);
  await app.register(practiceReviewRoutes);
  await app.register(notificationRoutes, { prefix: '/notifications' });
}
