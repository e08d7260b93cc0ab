import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerResultSchema, registerSchema, resendCodeSchema, resetPasswordSchema, verifyEmailSchema } from './auth';
import { BLOG_MESSAGES, blogCardSchema, blogListQuerySchema, blogPostSchema, createBlogPostSchema, featureBlogPostSchema, updateBlogPostSchema } from './blog';
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
import { createDiscussionSchema, updateDiscussionSchema, discussionAccessSchema, discussionSchema } from './discussions';
import { endpoint, type EndpointName, type HttpMethod } from './endpoints';
import { errorBodySchema, listEnvelope, okSchema, paginationQuerySchema, successEnvelope } from './envelope';
import { idParams } from './params';
import { INVOICE_NOT_FOUND, invoiceSchema, taxMonthQuerySchema, taxMonthSchema, taxRegisterParamsSchema } from './tax';
import { RESOURCE_MESSAGES, createResourceSchema, resourceListQuerySchema, resourceSchema, resourceSearchQuerySchema, updateResourceSchema } from './resources';
import {
  PAYMENT_MESSAGES,
  adminRefundQuerySchema,
  adminRefundSchema,
  adminTransferSchema,
  statementQuerySchema,
  statementSchema,
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
  refundedByHandSchema,
  rescheduleSchema,
  resolveDisputeSchema,
  testOrderSchema,
} from './payments';
import { MAIL_MESSAGES, failedMailSchema } from './mail';
import { PAYOUT_ACCOUNT_MESSAGES, adminPayoutAccountQuerySchema, adminPayoutAccountSchema, payoutAccountActionSchema, payoutAccountInputSchema, payoutAccountSchema } from './payout-account';
import { accountExportSchema, deleteAccountSchema } from './accounts';
import { contentParamsSchema, moderationReasonSchema, takenDownItemSchema } from './moderation';
import { PRACTICE_MESSAGES, attemptListItemSchema, batterySchema, nextBatteryStepSchema, startBatterySchema, practiceProgressSchema, practiceReviewSchema, requestReviewSchema, reviewOfferSchema, reviewOffersInputSchema, reviewerSchema, reviewNoteSchema, reviewWithAttemptSchema, saveReviewNoteSchema, reviewGradeSchema, saveReviewGradeSchema, selfGradeSchema, saveSelfGradeSchema, submitReviewSchema, createPracticeSetSchema, editablePracticeSetSchema, practiceSetInputSchema, moveOnSchema, practiceAttemptSchema, practiceSetListQuerySchema, practiceSetSchema, saveAnswerSchema, savedAnswerSchema, startAttemptSchema, uploadedPictureSchema } from './practice';
import { REPORT_MESSAGES, createReportSchema, handleReportSchema, reportQueueQuerySchema, reportSchema } from './reports';
import { ACCOUNT_MESSAGES, accountActionSchema, adminOverviewSchema, auditEntrySchema } from './admin';
import {
  VERIFICATION_MESSAGES,
  myVerificationSchema,
  proofLinkSchema,
  proofSchema,
  queuedApplicationSchema,
  verificationApplicationInputSchema,
  verificationApplicationSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
} from './verification';
import {
  mailPreferencesSchema,
  markReadSchema,
  notificationListSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from './notifications';
import { editReviewSchema, ratingSummarySchema, reviewListQuerySchema, reviewReplySchema, reviewSchema } from './reviews';
import { scheduleInputSchema, scheduleSchema } from './schedule';
import { SESSION_MESSAGES, createSessionSchema, listSessionsQuerySchema, sessionSchema, updateSessionSchema } from './sessions';
import { adminUserListItemSchema, authResultSchema, chooseRoleSchema, updateProfileSchema, uploadResultSchema, userListQuerySchema, userSchema, userStatsSchema } from './users';

/**
 * The API's route table: for each route under /api, its method, path, parameters, body and answer.
 * The server's routes take their schemas from here (so what a route declares is what it answers) and
 * the web client calls through here (so a screen is typed by the same schema): change an answer's
 * schema and both the server and the web client are checked against the change.
 */
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
  /**
   * The refusals this route answers beyond those its shape implies (server/src/platform/api-answers.ts:
   * 400 for bad input, 401/403 from its access, 403 for a write without the CSRF token, 404 for a
   * path id, 413/415 for a body, 414 for a long address, 429 for a rate limit, 500), each with when.
   * The API document lists them, and the server's test suite fails on any answer it does not list.
   */
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** The success answer's media types when it is not JSON (a download). */
  produces?: readonly string[];
  /** A multipart/form-data upload of one file: its field's name and the media types taken. */
  upload?: { field: string; accepts: readonly string[] };
  /** A body the route reads raw and proves by a signature in a header (the gateway's webhook): documented here, checked by the route. */
  signed?: { body: z.ZodType; headers: Record<string, { required: boolean; description: string }> };
}

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

/** GET /api/config: public settings the web client needs. */
export const SOCIAL_NETWORKS = ['instagram', 'youtube', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** The platform's pages on other networks, from the settings (SOCIAL_X_URL, ...): only those set. */
export const socialLinksSchema = z.object({ instagram: z.string().optional(), youtube: z.string().optional(), linkedin: z.string().optional(), x: z.string().optional() });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * How many registered aspirants the home page may claim: their count rounded down to the hundred,
 * from this many on (below it, no number is claimed at all).
 */
export const ASPIRANTS_CLAIMED_FROM = 1000;

export const appConfigSchema = z.object({
  contact: z.object({ email: z.string(), phone: z.string() }),
  googleEnabled: z.boolean(),
  social: socialLinksSchema,
  /** Registered aspirants, rounded down to the hundred, or null below ASPIRANTS_CLAIMED_FROM ("Trusted by 1,200+ aspirants"). */
  aspirants: z.number().int().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

const coachId = idParams(COACH_NOT_FOUND);
const blogId = idParams(BLOG_MESSAGES.notFound);
const resourceId = idParams(RESOURCE_MESSAGES.notFound);
const sessionId = idParams(SESSION_MESSAGES.sessionNotFound);
const paymentId = idParams(PAYMENT_MESSAGES.paymentNotFound);
const testOrderId = z.object({ orderId: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, PAYMENT_MESSAGES.orderNotFound) });
const discussionId = z.object({ id: z.uuid({ error: 'Not a valid discussion id' }) });

/** The 503 of a route that checks a password while too many checks wait (docs/product/sign-in-limits.md). */
const BUSY = 'The server is busy checking passwords: try again after Retry-After seconds';
/** The 503 of a route that must reach the payment gateway first. */
const GATEWAY = 'The payment gateway did not answer; nothing was changed: try again after Retry-After seconds';
/** Uploaded pictures: any common image format (stored re-encoded as JPEG). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heif', 'image/tiff'] as const;
const CSV = ['text/csv'] as const;
const CALENDAR = ['text/calendar'] as const;
const binary = z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' });
/** What the webhook's raw body carries (Razorpay's event; only these parts are read). */
const webhookEventSchema = z.looseObject({
  event: z.string().meta({ examples: ['payment.captured', 'refund.processed', 'transfer.processed'] }),
  payload: z.looseObject({}).meta({ description: 'The entities of the event: payment, refund, transfer or account, each as { entity }' }),
});

const coachList = listEnvelope(coachSchema);
const oneCoach = successEnvelope(coachSchema);
const oneDiscussion = successEnvelope(discussionSchema);
const onePost = successEnvelope(blogPostSchema);
const resourceList = listEnvelope(resourceSchema);
const oneResource = successEnvelope(resourceSchema);
const oneSession = successEnvelope(sessionSchema);
const oneUser = successEnvelope(userSchema);

export const routes = {
  health: { ...endpoint('health'), response: successEnvelope(z.object({ status: z.literal('ok') })) },
  ready: {
    ...endpoint('ready'),
    response: successEnvelope(z.object({ status: z.literal('ready') })),
    otherAnswers: { 503: errorBodySchema },
  },
  config: { ...endpoint('config'), response: successEnvelope(appConfigSchema) },

  register: { ...endpoint('register'), refusals: { 409: 'The email is registered already', 503: BUSY }, body: registerSchema, status: 201, response: successEnvelope(registerResultSchema) },
  login: { ...endpoint('login'), refusals: { 401: 'Wrong email or password', 403: 'The email is not verified yet (`needVerification: true`; a fresh code is mailed)', 429: 'Too many failed sign-ins for this email or from this address', 503: BUSY }, body: loginSchema, response: successEnvelope(authResultSchema) },
  verifyEmail: { ...endpoint('verifyEmail'), body: verifyEmailSchema, response: successEnvelope(authResultSchema) },
  resendCode: { ...endpoint('resendCode'), body: resendCodeSchema, response: okSchema },
  forgotPassword: { ...endpoint('forgotPassword'), body: forgotPasswordSchema, response: okSchema },
  resetPassword: { ...endpoint('resetPassword'), body: resetPasswordSchema, response: okSchema },
  logout: { ...endpoint('logout'), response: okSchema },

  profile: { ...endpoint('profile'), response: oneUser },
  updateProfile: { ...endpoint('updateProfile'), body: updateProfileSchema, response: oneUser },
  updateUserProfile: { ...endpoint('updateUserProfile'), params: z.object({ id: z.uuid() }), body: updateProfileSchema, response: oneUser },
  chooseRole: { ...endpoint('chooseRole'), body: chooseRoleSchema, response: oneUser },
  userStats: { ...endpoint('userStats'), response: successEnvelope(userStatsSchema) },
  listUsers: { ...endpoint('listUsers'), query: paginationQuerySchema.extend(userListQuerySchema.shape), response: listEnvelope(adminUserListItemSchema) },
  suspendUser: { ...endpoint('suspendUser'), refusals: { 409: 'The account is suspended already, or it is the admin’s own' }, params: idParams(ACCOUNT_MESSAGES.userNotFound), body: accountActionSchema, response: successEnvelope(adminUserListItemSchema) },
  reactivateUser: { ...endpoint('reactivateUser'), refusals: { 409: 'The account is active already' }, params: idParams(ACCOUNT_MESSAGES.userNotFound), body: accountActionSchema, response: successEnvelope(adminUserListItemSchema) },
  uploadAvatar: { ...endpoint('uploadAvatar'), upload: { field: 'avatar', accepts: IMAGE_TYPES }, response: successEnvelope(uploadResultSchema) },
  /** A JSON file to download (Content-Disposition: attachment). */
  exportMyData: { ...endpoint('exportMyData'), response: accountExportSchema },
  deleteMyAccount: { ...endpoint('deleteMyAccount'), refusals: { 409: 'Something must end first: an upcoming session, or a paid review to receive or to write', 503: BUSY }, body: deleteAccountSchema, response: okSchema },

  listCoaches: { ...endpoint('listCoaches'), query: coachListQuerySchema, response: coachList },
  verifiedCoaches: { ...endpoint('verifiedCoaches'), query: coachListQuerySchema, response: coachList },
  searchCoaches: { ...endpoint('searchCoaches'), query: coachSearchQuerySchema, response: listEnvelope(coachSummarySchema) },
  specializationCounts: { ...endpoint('specializationCounts'), query: coachFilterSchema, response: listEnvelope(specializationCountSchema) },
  topRatedCoaches: { ...endpoint('topRatedCoaches'), query: coachLimitQuerySchema, response: coachList },
  featuredCoaches: { ...endpoint('featuredCoaches'), query: coachLimitQuerySchema, response: coachList },
  coach: { ...endpoint('coach'), params: coachId, response: oneCoach },
  setCoachVerification: { ...endpoint('setCoachVerification'), params: coachId, body: coachVerificationSchema, response: oneCoach },
  /** The coach's own schedule (or any coach's, for admins). */
  coachSchedule: { ...endpoint('coachSchedule'), params: coachId, response: successEnvelope(scheduleSchema) },
  saveCoachSchedule: { ...endpoint('saveCoachSchedule'), params: coachId, body: scheduleInputSchema, response: successEnvelope(scheduleSchema) },
  coachReviews: { ...endpoint('coachReviews'), params: coachId, query: reviewListQuerySchema, response: listEnvelope(reviewSchema) },
  coachRatingSummary: { ...endpoint('coachRatingSummary'), params: coachId, response: successEnvelope(ratingSummarySchema) },

  listDiscussions: { ...endpoint('listDiscussions'), response: listEnvelope(discussionSchema) },
  joinDiscussion: { ...endpoint('joinDiscussion'), refusals: { 409: 'The discussion is full, closed to joining, or cancelled' }, params: discussionId, response: oneDiscussion },
  leaveDiscussion: { ...endpoint('leaveDiscussion'), refusals: { 409: 'Too late to leave' }, params: discussionId, response: oneDiscussion },
  discussionAccess: { ...endpoint('discussionAccess'), refusals: { 403: 'Not yet (the link opens 5 minutes before the start), or the discussion has ended' }, params: discussionId, response: successEnvelope(discussionAccessSchema) },
  discussionCalendar: { ...endpoint('discussionCalendar'), params: discussionId, produces: CALENDAR, response: z.string() },
  createDiscussion: { ...endpoint('createDiscussion'), body: createDiscussionSchema, response: oneDiscussion },
  updateDiscussion: { ...endpoint('updateDiscussion'), refusals: { 409: 'The discussion is cancelled, or the capacity is below the attendees' }, params: discussionId, body: updateDiscussionSchema, response: oneDiscussion },
  cancelDiscussion: { ...endpoint('cancelDiscussion'), refusals: { 409: 'The discussion is cancelled already' }, params: discussionId, body: moderationReasonSchema, response: okSchema },

  listBlogPosts: { ...endpoint('listBlogPosts'), query: blogListQuerySchema, response: listEnvelope(blogPostSchema) },
  listBlogCards: { ...endpoint('listBlogCards'), query: blogListQuerySchema, response: listEnvelope(blogCardSchema) },
  blogPost: { ...endpoint('blogPost'), params: blogId, response: onePost },
  createBlogPost: { ...endpoint('createBlogPost'), body: createBlogPostSchema, status: 201, response: onePost },
  updateBlogPost: { ...endpoint('updateBlogPost'), params: blogId, body: updateBlogPostSchema, response: onePost },
  deleteBlogPost: { ...endpoint('deleteBlogPost'), params: blogId, response: okSchema },
  featureBlogPost: { ...endpoint('featureBlogPost'), params: blogId, body: featureBlogPostSchema.nullish(), response: onePost },

  listResources: { ...endpoint('listResources'), refusals: { 401: '`mine=1` without a sign-in' }, query: resourceListQuerySchema, response: resourceList },
  searchResources: { ...endpoint('searchResources'), query: resourceSearchQuerySchema, response: resourceList },
  resourcesByCategory: {
    ...endpoint('resourcesByCategory'),
    params: z.object({ category: z.string().max(60) }),
    query: paginationQuerySchema,
    response: resourceList,
  },
  resource: { ...endpoint('resource'), params: resourceId, response: oneResource },
  createResource: { ...endpoint('createResource'), body: createResourceSchema, status: 201, response: oneResource },
  updateResource: { ...endpoint('updateResource'), params: resourceId, body: updateResourceSchema, response: oneResource },
  deleteResource: { ...endpoint('deleteResource'), params: resourceId, response: okSchema },

  bookSession: { ...endpoint('bookSession'), refusals: { 404: 'No such coach', 409: 'The slot is taken or outside the coach’s hours, or two session types match the length (`choices`)', 503: GATEWAY }, body: createSessionSchema, status: 201, response: oneSession },
  listSessions: { ...endpoint('listSessions'), refusals: { 401: 'Not signed in, without `mentorId`' }, query: listSessionsQuerySchema, response: listEnvelope(sessionSchema) },
  session: { ...endpoint('session'), params: sessionId, response: oneSession },
  updateSession: { ...endpoint('updateSession'), refusals: { 409: 'The session’s state does not allow this (completed, cancelled, rated already)' }, params: sessionId, body: updateSessionSchema, response: oneSession },
  cancelSession: { ...endpoint('cancelSession'), refusals: { 409: 'The session is cancelled or over already' }, params: sessionId, response: okSchema },
  /** An iCalendar file, not JSON: a link in the page, never fetched by the client. */
  sessionCalendar: { ...endpoint('sessionCalendar'), params: sessionId, produces: CALENDAR, response: z.string() },
  confirmPayment: { ...endpoint('confirmPayment'), refusals: { 409: 'The session is no longer waiting for this payment (paid, lapsed or cancelled)', 503: GATEWAY }, params: sessionId, body: confirmPaymentSchema, response: oneSession },
  rescheduleSession: { ...endpoint('rescheduleSession'), refusals: { 409: 'Moved once already, too late to move, or the new slot is taken' }, params: sessionId, body: rescheduleSchema, response: oneSession },
  disputeSession: { ...endpoint('disputeSession'), refusals: { 409: 'The session cannot be disputed now (not held yet, reported already, or too late)' }, params: sessionId, body: disputeSchema, response: oneSession },
  editReview: {
    ...endpoint('editReview'), refusals: { 409: 'The review can no longer be edited (after 7 days)' },
    params: sessionId,
    body: editReviewSchema,
    response: successEnvelope(z.object({ id: z.string(), rating: z.number().int(), editedAt: z.string() })),
  },
  replyToReview: {
    ...endpoint('replyToReview'), refusals: { 409: 'Replied already' },
    params: sessionId,
    body: reviewReplySchema,
    response: successEnvelope(z.object({ id: z.string(), reply: z.object({ text: z.string(), repliedAt: z.string() }) })),
  },

  notifications: { ...endpoint('notifications'), response: successEnvelope(notificationListSchema) },
  markNotificationsRead: { ...endpoint('markNotificationsRead'), body: markReadSchema, response: successEnvelope(z.object({ unread: z.number().int() })) },
  mailPreferences: { ...endpoint('mailPreferences'), response: successEnvelope(mailPreferencesSchema) },
  updateMailPreferences: { ...endpoint('updateMailPreferences'), body: mailPreferencesSchema, response: successEnvelope(mailPreferencesSchema) },
  /** The signed link of an optional mail, also POSTed by mail apps' one-click unsubscribe (RFC 8058): no sign-in, no CSRF. */
  unsubscribe: { ...endpoint('unsubscribe'), query: unsubscribeQuerySchema, response: successEnvelope(unsubscribeResultSchema) },
  pushKey: { ...endpoint('pushKey'), response: successEnvelope(pushKeySchema) },
  subscribePush: { ...endpoint('subscribePush'), body: pushSubscriptionSchema, response: okSchema },
  unsubscribePush: { ...endpoint('unsubscribePush'), body: pushUnsubscribeSchema, response: okSchema },

  /** Razorpay's (or the test gateway's) webhook: signed raw body, no sign-in, no CSRF. Always 200 once verified. */
  razorpayWebhook: {
    ...endpoint('razorpayWebhook'),
    signed: {
      body: webhookEventSchema,
      headers: {
        'X-Razorpay-Signature': { required: true, description: 'HMAC-SHA256 of the raw body, hex, keyed with the webhook secret; a missing or wrong one is 400' },
        'X-Razorpay-Event-Id': { required: false, description: 'The event id: an event seen before is acknowledged and not handled again' },
      },
    },
    response: okSchema,
  },
  listPayments: { ...endpoint('listPayments'), query: paymentListQuerySchema, response: listEnvelope(paymentSchema) },
  receipt: { ...endpoint('receipt'), params: paymentId, response: successEnvelope(receiptSchema) },
  earnings: { ...endpoint('earnings'), response: successEnvelope(earningsSchema) },
  /** The coach's earnings as CSV: a download link, never fetched by the client. */
  earningsCsv: { ...endpoint('earningsCsv'), produces: CSV, response: z.string() },
  earningsStatement: { ...endpoint('earningsStatement'), query: statementQuerySchema, response: successEnvelope(statementSchema) },
  /** One month's statement as CSV: a download link. */
  earningsStatementCsv: { ...endpoint('earningsStatementCsv'), query: statementQuerySchema, produces: CSV, response: z.string() },
  earningsInvoices: { ...endpoint('earningsInvoices'), response: successEnvelope(z.array(invoiceSchema)) },
  invoice: { ...endpoint('invoice'), params: idParams(INVOICE_NOT_FOUND), response: successEnvelope(invoiceSchema) },
  adminTaxMonth: { ...endpoint('adminTaxMonth'), query: taxMonthQuerySchema, response: successEnvelope(taxMonthSchema) },
  /** A month's register as CSV: a download link, never fetched by the client. */
  adminTaxRegisterCsv: { ...endpoint('adminTaxRegisterCsv'), params: taxRegisterParamsSchema, query: taxMonthQuerySchema, produces: CSV, response: z.string() },
  payoutAccount: { ...endpoint('payoutAccount'), response: successEnvelope(payoutAccountSchema) },
  savePayoutAccount: { ...endpoint('savePayoutAccount'), body: payoutAccountInputSchema, response: successEnvelope(payoutAccountSchema) },
  adminPayoutAccounts: { ...endpoint('adminPayoutAccounts'), query: adminPayoutAccountQuerySchema, response: listEnvelope(adminPayoutAccountSchema) },
  suspendPayoutAccount: { ...endpoint('suspendPayoutAccount'), refusals: { 409: 'Suspended already' }, params: idParams(PAYOUT_ACCOUNT_MESSAGES.notFound), body: payoutAccountActionSchema, response: successEnvelope(adminPayoutAccountSchema) },
  reactivatePayoutAccount: { ...endpoint('reactivatePayoutAccount'), refusals: { 409: 'Not suspended' }, params: idParams(PAYOUT_ACCOUNT_MESSAGES.notFound), body: payoutAccountActionSchema, response: successEnvelope(adminPayoutAccountSchema) },

  adminPayments: { ...endpoint('adminPayments'), query: paymentListQuerySchema, response: listEnvelope(paymentSchema) },
  adminRefunds: { ...endpoint('adminRefunds'), query: adminRefundQuerySchema, response: listEnvelope(adminRefundSchema) },
  retryRefund: { ...endpoint('retryRefund'), refusals: { 409: 'The refund has not failed' }, params: idParams(PAYMENT_MESSAGES.refundNotFound), response: successEnvelope(adminRefundSchema) },
  refundedByHand: { ...endpoint('refundedByHand'), refusals: { 409: 'Only a failed refund can be marked refunded by hand' }, params: idParams(PAYMENT_MESSAGES.refundNotFound), body: refundedByHandSchema, response: successEnvelope(adminRefundSchema) },
  adminFailedMail: { ...endpoint('adminFailedMail'), query: paginationQuerySchema, response: listEnvelope(failedMailSchema) },
  retryMail: { ...endpoint('retryMail'), refusals: { 409: 'The mail has not failed' }, params: idParams(MAIL_MESSAGES.notFound), response: successEnvelope(z.object({ id: z.string(), status: z.literal('pending') })) },
  adminDisputes: { ...endpoint('adminDisputes'), query: paginationQuerySchema, response: listEnvelope(sessionSchema) },
  resolveDispute: { ...endpoint('resolveDispute'), refusals: { 409: 'The dispute is resolved already' }, params: sessionId, body: resolveDisputeSchema, response: oneSession },
  adminBalances: { ...endpoint('adminBalances'), response: listEnvelope(coachBalanceSchema) },
  adminPayouts: { ...endpoint('adminPayouts'), query: paginationQuerySchema, response: listEnvelope(payoutSchema) },
  recordPayout: { ...endpoint('recordPayout'), refusals: { 404: 'No such coach', 409: 'More than the coach is owed, or the reference is used already' }, body: recordPayoutSchema, status: 201, response: successEnvelope(payoutSchema) },
  adminTransfers: { ...endpoint('adminTransfers'), query: paginationQuerySchema, response: listEnvelope(adminTransferSchema) },

  adminOverview: { ...endpoint('adminOverview'), response: successEnvelope(adminOverviewSchema) },
  takenDownContent: { ...endpoint('takenDownContent'), query: paginationQuerySchema, response: listEnvelope(takenDownItemSchema) },
  takeDownContent: { ...endpoint('takeDownContent'), refusals: { 409: 'Taken down already' }, params: contentParamsSchema, body: moderationReasonSchema, response: okSchema },
  restoreContent: { ...endpoint('restoreContent'), refusals: { 409: 'Not taken down' }, params: contentParamsSchema, body: moderationReasonSchema, response: okSchema },
  createReport: { ...endpoint('createReport'), refusals: { 404: 'Nothing to report by that id', 409: 'Reported by the caller already' }, body: createReportSchema, status: 201, response: successEnvelope(z.object({ id: z.string() })) },
  reportQueue: { ...endpoint('reportQueue'), query: reportQueueQuerySchema, response: listEnvelope(reportSchema) },
  handleReport: { ...endpoint('handleReport'), refusals: { 409: 'The report is handled already' }, params: idParams(REPORT_MESSAGES.notFound), body: handleReportSchema, response: successEnvelope(reportSchema) },
  takeDownReported: { ...endpoint('takeDownReported'), refusals: { 409: 'The report is handled already, or its item cannot be taken down' }, params: idParams(REPORT_MESSAGES.notFound), body: moderationReasonSchema, response: successEnvelope(reportSchema) },
  adminAuditLog: { ...endpoint('adminAuditLog'), query: paginationQuerySchema, response: listEnvelope(auditEntrySchema) },

  myVerification: { ...endpoint('myVerification'), response: successEnvelope(myVerificationSchema) },
  uploadProof: { ...endpoint('uploadProof'), refusals: { 409: 'Too many proofs not yet in an application: remove one first' }, upload: { field: 'proof', accepts: ['application/pdf', ...IMAGE_TYPES] }, status: 201, response: successEnvelope(proofSchema) },
  removeProof: { ...endpoint('removeProof'), params: idParams(VERIFICATION_MESSAGES.proofNotFound), response: okSchema },
  applyForVerification: { ...endpoint('applyForVerification'), refusals: { 409: 'Verified already, or an application is pending' }, body: verificationApplicationInputSchema, status: 201, response: successEnvelope(verificationApplicationSchema) },
  verificationQueue: { ...endpoint('verificationQueue'), query: verificationQueueQuerySchema, response: listEnvelope(queuedApplicationSchema) },
  decideVerification: { ...endpoint('decideVerification'), refusals: { 409: 'The application is decided already' }, params: idParams(VERIFICATION_MESSAGES.notFound), body: verificationDecisionSchema, response: successEnvelope(queuedApplicationSchema) },
  proofLink: { ...endpoint('proofLink'), params: idParams(VERIFICATION_MESSAGES.proofNotFound), response: successEnvelope(proofLinkSchema) },
  /** The proof's bytes (its own content type), for an admin holding a fresh signed link. */
  proofFile: { ...endpoint('proofFile'), params: idParams(VERIFICATION_MESSAGES.proofNotFound), query: z.object({ token: z.string().max(2000).default('') }), produces: ['application/pdf', 'image/jpeg'], response: binary },

  practiceSets: { ...endpoint('practiceSets'), query: practiceSetListQuerySchema, response: successEnvelope(z.array(practiceSetSchema)) },
  practiceAttempts: { ...endpoint('practiceAttempts'), response: successEnvelope(z.array(attemptListItemSchema)) },
  startAttempt: { ...endpoint('startAttempt'), refusals: { 404: 'No such set', 409: 'Every set of the test has been sat (`code: sets_used_up`)' }, body: startAttemptSchema, status: 201, response: successEnvelope(practiceAttemptSchema) },
  practiceAttempt: { ...endpoint('practiceAttempt'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(practiceAttemptSchema) },
  saveAnswer: { ...endpoint('saveAnswer'), refusals: { 409: 'The step is over or the attempt has ended' }, params: idParams(PRACTICE_MESSAGES.attemptNotFound), body: saveAnswerSchema, response: successEnvelope(savedAnswerSchema) },
  moveOn: { ...endpoint('moveOn'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), body: moveOnSchema, response: successEnvelope(practiceAttemptSchema) },
  stopAttempt: { ...endpoint('stopAttempt'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(practiceAttemptSchema) },
  /** A picture's bytes, for the attempt's own short-lived address, only while the picture is shown (else 403). */
  attemptPicture: {
    ...endpoint('attemptPicture'), refusals: { 403: 'The picture is not being shown now, or the link has expired' },
    params: idParams(PRACTICE_MESSAGES.attemptNotFound).extend({ item: z.coerce.number().int().min(0).max(1000) }),
    query: z.object({ token: z.string().max(500).default('') }),
    produces: ['image/jpeg'],
    response: binary,
  },
  myBatteries: { ...endpoint('myBatteries'), response: successEnvelope(z.array(batterySchema)) },
  startBattery: { ...endpoint('startBattery'), refusals: { 404: 'No such test', 409: 'Every set has been sat (`code: sets_used_up`)' }, body: startBatterySchema, status: 201, response: successEnvelope(batterySchema) },
  battery: { ...endpoint('battery'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(batterySchema) },
  nextBatteryStep: { ...endpoint('nextBatteryStep'), refusals: { 409: 'The battery has ended' }, params: idParams(PRACTICE_MESSAGES.batteryNotFound), body: nextBatteryStepSchema, response: successEnvelope(batterySchema) },
  stopBattery: { ...endpoint('stopBattery'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(batterySchema) },
  myPracticeSets: { ...endpoint('myPracticeSets'), response: successEnvelope(z.array(editablePracticeSetSchema)) },
  createPracticeSet: { ...endpoint('createPracticeSet'), body: createPracticeSetSchema, status: 201, response: successEnvelope(editablePracticeSetSchema) },
  editablePracticeSet: { ...endpoint('editablePracticeSet'), params: idParams(PRACTICE_MESSAGES.setNotFound), response: successEnvelope(editablePracticeSetSchema) },
  updatePracticeSet: { ...endpoint('updatePracticeSet'), refusals: { 409: 'Only a draft can be edited' }, params: idParams(PRACTICE_MESSAGES.setNotFound), body: practiceSetInputSchema, response: successEnvelope(editablePracticeSetSchema) },
  publishPracticeSet: { ...endpoint('publishPracticeSet'), params: idParams(PRACTICE_MESSAGES.setNotFound), response: successEnvelope(editablePracticeSetSchema) },
  archivePracticeSet: { ...endpoint('archivePracticeSet'), refusals: { 409: 'Archived already' }, params: idParams(PRACTICE_MESSAGES.setNotFound), response: successEnvelope(editablePracticeSetSchema) },
  uploadPracticePicture: { ...endpoint('uploadPracticePicture'), params: idParams(PRACTICE_MESSAGES.setNotFound), upload: { field: 'picture', accepts: IMAGE_TYPES }, status: 201, response: successEnvelope(uploadedPictureSchema) },
  myReviewOffers: { ...endpoint('myReviewOffers'), response: successEnvelope(z.array(reviewOfferSchema)) },
  saveReviewOffers: { ...endpoint('saveReviewOffers'), body: reviewOffersInputSchema, response: successEnvelope(z.array(reviewOfferSchema)) },
  attemptReviewers: { ...endpoint('attemptReviewers'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(z.array(reviewerSchema)) },
  requestReview: { ...endpoint('requestReview'), refusals: { 409: 'A review is asked for already, or the attempt is not finished' }, params: idParams(PRACTICE_MESSAGES.attemptNotFound), body: requestReviewSchema, status: 201, response: successEnvelope(practiceReviewSchema) },
  attemptReview: { ...endpoint('attemptReview'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(practiceReviewSchema.nullable()) },
  myReviewQueue: { ...endpoint('myReviewQueue'), response: successEnvelope(z.array(practiceReviewSchema)) },
  practiceReview: { ...endpoint('practiceReview'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), response: successEnvelope(reviewWithAttemptSchema) },
  saveReviewNote: { ...endpoint('saveReviewNote'), refusals: { 409: 'The review is submitted already' }, params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: saveReviewNoteSchema, response: successEnvelope(reviewNoteSchema) },
  submitReview: { ...endpoint('submitReview'), refusals: { 409: 'The review is submitted already, or not paid for yet' }, params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: submitReviewSchema, response: successEnvelope(practiceReviewSchema) },
  confirmReviewPayment: { ...endpoint('confirmReviewPayment'), refusals: { 409: 'The review is no longer waiting for this payment', 503: GATEWAY }, params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: confirmPaymentSchema, response: successEnvelope(practiceReviewSchema) },
  practiceProgress: { ...endpoint('practiceProgress'), response: successEnvelope(practiceProgressSchema) },
  batteryReviewers: { ...endpoint('batteryReviewers'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(z.array(reviewerSchema)) },
  requestBatteryReview: { ...endpoint('requestBatteryReview'), refusals: { 409: 'A review is asked for already, or the battery is not finished' }, params: idParams(PRACTICE_MESSAGES.batteryNotFound), body: requestReviewSchema, status: 201, response: successEnvelope(practiceReviewSchema) },
  batteryReview: { ...endpoint('batteryReview'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(practiceReviewSchema.nullable()) },
  saveReviewGrade: { ...endpoint('saveReviewGrade'), refusals: { 409: 'The review is submitted already' }, params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: saveReviewGradeSchema, response: successEnvelope(reviewGradeSchema) },
  saveSelfGrade: { ...endpoint('saveSelfGrade'), refusals: { 409: 'The review is submitted already' }, params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: saveSelfGradeSchema, response: successEnvelope(selfGradeSchema) },

  /** The built-in test gateway (only without Razorpay keys): its checkout page's calls. */
  testGatewayOrder: { ...endpoint('testGatewayOrder'), params: testOrderId, response: successEnvelope(testOrderSchema) },
  testGatewayPay: { ...endpoint('testGatewayPay'), params: testOrderId, response: successEnvelope(checkoutResultSchema) },
  testGatewayFail: { ...endpoint('testGatewayFail'), params: testOrderId, response: successEnvelope(z.object({ code: z.string(), description: z.string() })) },
} as const satisfies Record<EndpointName, RouteContract>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
