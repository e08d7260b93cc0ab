import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerResultSchema, registerSchema, resendCodeSchema, resetPasswordSchema, verifyEmailSchema } from './auth';
import { BLOG_MESSAGES, blogListQuerySchema, blogPostSchema, createBlogPostSchema, featureBlogPostSchema, updateBlogPostSchema } from './blog';
import {
  COACH_NOT_FOUND,
  coachFilterSchema,
  coachLimitQuerySchema,
  coachListQuerySchema,
  coachSchema,
  coachSearchQuerySchema,
  coachSummarySchema,
  coachVerificationSchema,
  specializationCountSchema,
} from './coaches';
import { createDiscussionSchema, discussionAccessSchema, discussionSchema } from './discussions';
import { errorBodySchema, listEnvelope, okSchema, paginationQuerySchema, successEnvelope } from './envelope';
import { idParams } from './params';
import { RESOURCE_MESSAGES, createResourceSchema, resourceListQuerySchema, resourceSchema, resourceSearchQuerySchema, updateResourceSchema } from './resources';
import {
  PAYMENT_MESSAGES,
  adminRefundQuerySchema,
  checkoutResultSchema,
  coachBalanceSchema,
  confirmPaymentSchema,
  disputeSchema,
  earningsSchema,
  paymentListQuerySchema,
  paymentSchema,
  payoutSchema,
  receiptSchema,
  recordPayoutSchema,
  refundSchema,
  rescheduleSchema,
  resolveDisputeSchema,
  testOrderSchema,
} from './payments';
import { SESSION_MESSAGES, createSessionSchema, listSessionsQuerySchema, sessionSchema, updateSessionSchema } from './sessions';
import { authResultSchema, chooseRoleSchema, updateProfileSchema, uploadResultSchema, userListItemSchema, userListQuerySchema, userSchema, userStatsSchema } from './users';

/**
 * The API's route table: for each route under /api, its method, path, parameters, body and answer.
 * The server's routes take their schemas from here (so what a route declares is what it answers) and
 * the web client calls through here (so a screen is typed by the same schema): change an answer's
 * schema and both the server and the web client are checked against the change.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** The path under /api, with `:name` parameters. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 when absent. */
  status?: 200 | 201;
  /** The success answer. */
  response: z.ZodType;
  /** Answers of other statuses that the route sends itself (not errors thrown to the error handler). */
  otherAnswers?: Record<number, z.ZodType>;
}

/** GET /api/config: public settings the web client needs. */
export const appConfigSchema = z.object({
  contact: z.object({ email: z.string(), phone: z.string() }),
  googleEnabled: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

const coachId = idParams(COACH_NOT_FOUND);
const blogId = idParams(BLOG_MESSAGES.notFound);
const resourceId = idParams(RESOURCE_MESSAGES.notFound);
const sessionId = idParams(SESSION_MESSAGES.sessionNotFound);
const paymentId = idParams(PAYMENT_MESSAGES.paymentNotFound);
const testOrderId = z.object({ orderId: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, PAYMENT_MESSAGES.orderNotFound) });
const discussionId = z.object({ id: z.uuid({ error: 'Not a valid discussion id' }) });

const coachList = listEnvelope(coachSchema);
const oneCoach = successEnvelope(coachSchema);
const oneDiscussion = successEnvelope(discussionSchema);
const onePost = successEnvelope(blogPostSchema);
const resourceList = listEnvelope(resourceSchema);
const oneResource = successEnvelope(resourceSchema);
const oneSession = successEnvelope(sessionSchema);
const oneUser = successEnvelope(userSchema);

export const routes = {
  health: { method: 'GET', path: '/health', response: successEnvelope(z.object({ status: z.literal('ok') })) },
  ready: {
    method: 'GET',
    path: '/ready',
    response: successEnvelope(z.object({ status: z.literal('ready') })),
    otherAnswers: { 503: errorBodySchema },
  },
  config: { method: 'GET', path: '/config', response: successEnvelope(appConfigSchema) },

  register: { method: 'POST', path: '/auth/register', body: registerSchema, status: 201, response: successEnvelope(registerResultSchema) },
  login: { method: 'POST', path: '/auth/login', body: loginSchema, response: successEnvelope(authResultSchema) },
  verifyEmail: { method: 'POST', path: '/auth/verify-email', body: verifyEmailSchema, response: successEnvelope(authResultSchema) },
  resendCode: { method: 'POST', path: '/auth/resend-code', body: resendCodeSchema, response: okSchema },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', body: forgotPasswordSchema, response: okSchema },
  resetPassword: { method: 'POST', path: '/auth/reset-password', body: resetPasswordSchema, response: okSchema },
  logout: { method: 'POST', path: '/auth/logout', response: okSchema },

  profile: { method: 'GET', path: '/users/profile', response: oneUser },
  updateProfile: { method: 'PUT', path: '/users/profile', body: updateProfileSchema, response: oneUser },
  updateUserProfile: { method: 'PUT', path: '/users/:id/profile', params: z.object({ id: z.uuid() }), body: updateProfileSchema, response: oneUser },
  chooseRole: { method: 'POST', path: '/users/choose-role', body: chooseRoleSchema, response: oneUser },
  userStats: { method: 'GET', path: '/users/stats', response: successEnvelope(userStatsSchema) },
  listUsers: { method: 'GET', path: '/users', query: paginationQuerySchema.extend(userListQuerySchema.shape), response: listEnvelope(userListItemSchema) },
  /** multipart/form-data, field `avatar` */
  uploadAvatar: { method: 'POST', path: '/users/upload', response: successEnvelope(uploadResultSchema) },

  listCoaches: { method: 'GET', path: '/coaches', query: coachListQuerySchema, response: coachList },
  verifiedCoaches: { method: 'GET', path: '/coaches/verified', query: coachListQuerySchema, response: coachList },
  searchCoaches: { method: 'GET', path: '/coaches/search', query: coachSearchQuerySchema, response: listEnvelope(coachSummarySchema) },
  specializationCounts: { method: 'GET', path: '/coaches/specializations', query: coachFilterSchema, response: listEnvelope(specializationCountSchema) },
  topRatedCoaches: { method: 'GET', path: '/coaches/top-rated', query: coachLimitQuerySchema, response: coachList },
  featuredCoaches: { method: 'GET', path: '/coaches/featured', query: coachLimitQuerySchema, response: coachList },
  coach: { method: 'GET', path: '/coaches/:id', params: coachId, response: oneCoach },
  setCoachVerification: { method: 'PATCH', path: '/coaches/:id/verification', params: coachId, body: coachVerificationSchema, response: oneCoach },

  listDiscussions: { method: 'GET', path: '/discussions', response: listEnvelope(discussionSchema) },
  joinDiscussion: { method: 'POST', path: '/discussions/:id/join', params: discussionId, response: oneDiscussion },
  leaveDiscussion: { method: 'DELETE', path: '/discussions/:id/join', params: discussionId, response: oneDiscussion },
  discussionAccess: { method: 'GET', path: '/discussions/:id/access', params: discussionId, response: successEnvelope(discussionAccessSchema) },
  createDiscussion: { method: 'POST', path: '/discussions/admin', body: createDiscussionSchema, response: oneDiscussion },

  listBlogPosts: { method: 'GET', path: '/blog', query: blogListQuerySchema, response: listEnvelope(blogPostSchema) },
  blogPost: { method: 'GET', path: '/blog/:id', params: blogId, response: onePost },
  createBlogPost: { method: 'POST', path: '/blog', body: createBlogPostSchema, status: 201, response: onePost },
  updateBlogPost: { method: 'PUT', path: '/blog/:id', params: blogId, body: updateBlogPostSchema, response: onePost },
  deleteBlogPost: { method: 'DELETE', path: '/blog/:id', params: blogId, response: okSchema },
  featureBlogPost: { method: 'PATCH', path: '/blog/:id/featured', params: blogId, body: featureBlogPostSchema.nullish(), response: onePost },

  listResources: { method: 'GET', path: '/resources', query: resourceListQuerySchema, response: resourceList },
  searchResources: { method: 'GET', path: '/resources/search', query: resourceSearchQuerySchema, response: resourceList },
  resourcesByCategory: {
    method: 'GET',
    path: '/resources/by-category/:category',
    params: z.object({ category: z.string().max(60) }),
    query: paginationQuerySchema,
    response: resourceList,
  },
  resource: { method: 'GET', path: '/resources/:id', params: resourceId, response: oneResource },
  createResource: { method: 'POST', path: '/resources', body: createResourceSchema, status: 201, response: oneResource },
  updateResource: { method: 'PUT', path: '/resources/:id', params: resourceId, body: updateResourceSchema, response: oneResource },
  deleteResource: { method: 'DELETE', path: '/resources/:id', params: resourceId, response: okSchema },

  bookSession: { method: 'POST', path: '/sessions', body: createSessionSchema, status: 201, response: oneSession },
  listSessions: { method: 'GET', path: '/sessions', query: listSessionsQuerySchema, response: listEnvelope(sessionSchema) },
  session: { method: 'GET', path: '/sessions/:id', params: sessionId, response: oneSession },
  updateSession: { method: 'PUT', path: '/sessions/:id', params: sessionId, body: updateSessionSchema, response: oneSession },
  cancelSession: { method: 'DELETE', path: '/sessions/:id', params: sessionId, response: okSchema },
  /** An iCalendar file (text/calendar), not JSON: a link in the page, never fetched by the client. */
  sessionCalendar: { method: 'GET', path: '/sessions/:id/calendar.ics', params: sessionId, response: z.string() },
  confirmPayment: { method: 'POST', path: '/sessions/:id/payment', params: sessionId, body: confirmPaymentSchema, response: oneSession },
  rescheduleSession: { method: 'POST', path: '/sessions/:id/reschedule', params: sessionId, body: rescheduleSchema, response: oneSession },
  disputeSession: { method: 'POST', path: '/sessions/:id/dispute', params: sessionId, body: disputeSchema, response: oneSession },

  /** Razorpay's (or the test gateway's) webhook: signed raw body, no sign-in, no CSRF. Always 200 once verified. */
  razorpayWebhook: { method: 'POST', path: '/payments/razorpay/webhook', response: okSchema },
  listPayments: { method: 'GET', path: '/payments', query: paymentListQuerySchema, response: listEnvelope(paymentSchema) },
  receipt: { method: 'GET', path: '/payments/:id/receipt', params: paymentId, response: successEnvelope(receiptSchema) },
  earnings: { method: 'GET', path: '/earnings', response: successEnvelope(earningsSchema) },
  /** The coach's earnings as CSV (text/csv): a download link, never fetched by the client. */
  earningsCsv: { method: 'GET', path: '/earnings.csv', response: z.string() },

  adminPayments: { method: 'GET', path: '/admin/payments', query: paymentListQuerySchema, response: listEnvelope(paymentSchema) },
  adminRefunds: { method: 'GET', path: '/admin/refunds', query: adminRefundQuerySchema, response: listEnvelope(refundSchema.extend({ sessionId: z.string(), menteeName: z.string(), sessionTitle: z.string(), lastError: z.string().nullable() })) },
  adminDisputes: { method: 'GET', path: '/admin/disputes', query: paginationQuerySchema, response: listEnvelope(sessionSchema) },
  resolveDispute: { method: 'POST', path: '/admin/disputes/:id/resolve', params: sessionId, body: resolveDisputeSchema, response: oneSession },
  adminBalances: { method: 'GET', path: '/admin/payouts/balances', response: listEnvelope(coachBalanceSchema) },
  adminPayouts: { method: 'GET', path: '/admin/payouts', query: paginationQuerySchema, response: listEnvelope(payoutSchema) },
  recordPayout: { method: 'POST', path: '/admin/payouts', body: recordPayoutSchema, status: 201, response: successEnvelope(payoutSchema) },

  /** The built-in test gateway (only without Razorpay keys): its checkout page's calls. */
  testGatewayOrder: { method: 'GET', path: '/test-gateway/orders/:orderId', params: testOrderId, response: successEnvelope(testOrderSchema) },
  testGatewayPay: { method: 'POST', path: '/test-gateway/orders/:orderId/pay', params: testOrderId, response: successEnvelope(checkoutResultSchema) },
  testGatewayFail: { method: 'POST', path: '/test-gateway/orders/:orderId/fail', params: testOrderId, response: successEnvelope(z.object({ code: z.string(), description: z.string() })) },
} as const satisfies Record<string, RouteContract>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
