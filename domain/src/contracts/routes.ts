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
}

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

  register: { ...endpoint('register'), body: registerSchema, status: 201, response: successEnvelope(registerResultSchema) },
  login: { ...endpoint('login'), body: loginSchema, response: successEnvelope(authResultSchema) },
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
  suspendUser: { ...endpoint('suspendUser'), params: idParams(ACCOUNT_MESSAGES.userNotFound), body: accountActionSchema, response: successEnvelope(adminUserListItemSchema) },
  reactivateUser: { ...endpoint('reactivateUser'), params: idParams(ACCOUNT_MESSAGES.userNotFound), body: accountActionSchema, response: successEnvelope(adminUserListItemSchema) },
  /** multipart/form-data, field `avatar` */
  uploadAvatar: { ...endpoint('uploadAvatar'), response: successEnvelope(uploadResultSchema) },
  /** A JSON file to download (Content-Disposition: attachment). */
  exportMyData: { ...endpoint('exportMyData'), response: accountExportSchema },
  deleteMyAccount: { ...endpoint('deleteMyAccount'), body: deleteAccountSchema, response: okSchema },

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
  joinDiscussion: { ...endpoint('joinDiscussion'), params: discussionId, response: oneDiscussion },
  leaveDiscussion: { ...endpoint('leaveDiscussion'), params: discussionId, response: oneDiscussion },
  discussionAccess: { ...endpoint('discussionAccess'), params: discussionId, response: successEnvelope(discussionAccessSchema) },
  discussionCalendar: { ...endpoint('discussionCalendar'), params: discussionId, response: z.string() },
  createDiscussion: { ...endpoint('createDiscussion'), body: createDiscussionSchema, response: oneDiscussion },
  updateDiscussion: { ...endpoint('updateDiscussion'), params: discussionId, body: updateDiscussionSchema, response: oneDiscussion },
  cancelDiscussion: { ...endpoint('cancelDiscussion'), params: discussionId, body: moderationReasonSchema, response: okSchema },

  listBlogPosts: { ...endpoint('listBlogPosts'), query: blogListQuerySchema, response: listEnvelope(blogPostSchema) },
  listBlogCards: { ...endpoint('listBlogCards'), query: blogListQuerySchema, response: listEnvelope(blogCardSchema) },
  blogPost: { ...endpoint('blogPost'), params: blogId, response: onePost },
  createBlogPost: { ...endpoint('createBlogPost'), body: createBlogPostSchema, status: 201, response: onePost },
  updateBlogPost: { ...endpoint('updateBlogPost'), params: blogId, body: updateBlogPostSchema, response: onePost },
  deleteBlogPost: { ...endpoint('deleteBlogPost'), params: blogId, response: okSchema },
  featureBlogPost: { ...endpoint('featureBlogPost'), params: blogId, body: featureBlogPostSchema.nullish(), response: onePost },

  listResources: { ...endpoint('listResources'), query: resourceListQuerySchema, response: resourceList },
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

  bookSession: { ...endpoint('bookSession'), body: createSessionSchema, status: 201, response: oneSession },
  listSessions: { ...endpoint('listSessions'), query: listSessionsQuerySchema, response: listEnvelope(sessionSchema) },
  session: { ...endpoint('session'), params: sessionId, response: oneSession },
  updateSession: { ...endpoint('updateSession'), params: sessionId, body: updateSessionSchema, response: oneSession },
  cancelSession: { ...endpoint('cancelSession'), params: sessionId, response: okSchema },
  /** An iCalendar file (text/calendar), not JSON: a link in the page, never fetched by the client. */
  sessionCalendar: { ...endpoint('sessionCalendar'), params: sessionId, response: z.string() },
  confirmPayment: { ...endpoint('confirmPayment'), params: sessionId, body: confirmPaymentSchema, response: oneSession },
  rescheduleSession: { ...endpoint('rescheduleSession'), params: sessionId, body: rescheduleSchema, response: oneSession },
  disputeSession: { ...endpoint('disputeSession'), params: sessionId, body: disputeSchema, response: oneSession },
  editReview: {
    ...endpoint('editReview'),
    params: sessionId,
    body: editReviewSchema,
    response: successEnvelope(z.object({ id: z.string(), rating: z.number().int(), editedAt: z.string() })),
  },
  replyToReview: {
    ...endpoint('replyToReview'),
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
  razorpayWebhook: { ...endpoint('razorpayWebhook'), response: okSchema },
  listPayments: { ...endpoint('listPayments'), query: paymentListQuerySchema, response: listEnvelope(paymentSchema) },
  receipt: { ...endpoint('receipt'), params: paymentId, response: successEnvelope(receiptSchema) },
  earnings: { ...endpoint('earnings'), response: successEnvelope(earningsSchema) },
  /** The coach's earnings as CSV (text/csv): a download link, never fetched by the client. */
  earningsCsv: { ...endpoint('earningsCsv'), response: z.string() },
  earningsStatement: { ...endpoint('earningsStatement'), query: statementQuerySchema, response: successEnvelope(statementSchema) },
  /** One month's statement as CSV (text/csv): a download link. */
  earningsStatementCsv: { ...endpoint('earningsStatementCsv'), query: statementQuerySchema, response: z.string() },
  earningsInvoices: { ...endpoint('earningsInvoices'), response: successEnvelope(z.array(invoiceSchema)) },
  invoice: { ...endpoint('invoice'), params: idParams(INVOICE_NOT_FOUND), response: successEnvelope(invoiceSchema) },
  adminTaxMonth: { ...endpoint('adminTaxMonth'), query: taxMonthQuerySchema, response: successEnvelope(taxMonthSchema) },
  /** A month's register as CSV (text/csv): a download link, never fetched by the client. */
  adminTaxRegisterCsv: { ...endpoint('adminTaxRegisterCsv'), params: taxRegisterParamsSchema, query: taxMonthQuerySchema, response: z.string() },
  payoutAccount: { ...endpoint('payoutAccount'), response: successEnvelope(payoutAccountSchema) },
  savePayoutAccount: { ...endpoint('savePayoutAccount'), body: payoutAccountInputSchema, response: successEnvelope(payoutAccountSchema) },
  adminPayoutAccounts: { ...endpoint('adminPayoutAccounts'), query: adminPayoutAccountQuerySchema, response: listEnvelope(adminPayoutAccountSchema) },
  suspendPayoutAccount: { ...endpoint('suspendPayoutAccount'), params: idParams(PAYOUT_ACCOUNT_MESSAGES.notFound), body: payoutAccountActionSchema, response: successEnvelope(adminPayoutAccountSchema) },
  reactivatePayoutAccount: { ...endpoint('reactivatePayoutAccount'), params: idParams(PAYOUT_ACCOUNT_MESSAGES.notFound), body: payoutAccountActionSchema, response: successEnvelope(adminPayoutAccountSchema) },

  adminPayments: { ...endpoint('adminPayments'), query: paymentListQuerySchema, response: listEnvelope(paymentSchema) },
  adminRefunds: { ...endpoint('adminRefunds'), query: adminRefundQuerySchema, response: listEnvelope(adminRefundSchema) },
  retryRefund: { ...endpoint('retryRefund'), params: idParams(PAYMENT_MESSAGES.refundNotFound), response: successEnvelope(adminRefundSchema) },
  refundedByHand: { ...endpoint('refundedByHand'), params: idParams(PAYMENT_MESSAGES.refundNotFound), body: refundedByHandSchema, response: successEnvelope(adminRefundSchema) },
  adminFailedMail: { ...endpoint('adminFailedMail'), query: paginationQuerySchema, response: listEnvelope(failedMailSchema) },
  retryMail: { ...endpoint('retryMail'), params: idParams(MAIL_MESSAGES.notFound), response: successEnvelope(z.object({ id: z.string(), status: z.literal('pending') })) },
  adminDisputes: { ...endpoint('adminDisputes'), query: paginationQuerySchema, response: listEnvelope(sessionSchema) },
  resolveDispute: { ...endpoint('resolveDispute'), params: sessionId, body: resolveDisputeSchema, response: oneSession },
  adminBalances: { ...endpoint('adminBalances'), response: listEnvelope(coachBalanceSchema) },
  adminPayouts: { ...endpoint('adminPayouts'), query: paginationQuerySchema, response: listEnvelope(payoutSchema) },
  recordPayout: { ...endpoint('recordPayout'), body: recordPayoutSchema, status: 201, response: successEnvelope(payoutSchema) },
  adminTransfers: { ...endpoint('adminTransfers'), query: paginationQuerySchema, response: listEnvelope(adminTransferSchema) },

  adminOverview: { ...endpoint('adminOverview'), response: successEnvelope(adminOverviewSchema) },
  takenDownContent: { ...endpoint('takenDownContent'), query: paginationQuerySchema, response: listEnvelope(takenDownItemSchema) },
  takeDownContent: { ...endpoint('takeDownContent'), params: contentParamsSchema, body: moderationReasonSchema, response: okSchema },
  restoreContent: { ...endpoint('restoreContent'), params: contentParamsSchema, body: moderationReasonSchema, response: okSchema },
  createReport: { ...endpoint('createReport'), body: createReportSchema, status: 201, response: successEnvelope(z.object({ id: z.string() })) },
  reportQueue: { ...endpoint('reportQueue'), query: reportQueueQuerySchema, response: listEnvelope(reportSchema) },
  handleReport: { ...endpoint('handleReport'), params: idParams(REPORT_MESSAGES.notFound), body: handleReportSchema, response: successEnvelope(reportSchema) },
  takeDownReported: { ...endpoint('takeDownReported'), params: idParams(REPORT_MESSAGES.notFound), body: moderationReasonSchema, response: successEnvelope(reportSchema) },
  adminAuditLog: { ...endpoint('adminAuditLog'), query: paginationQuerySchema, response: listEnvelope(auditEntrySchema) },

  myVerification: { ...endpoint('myVerification'), response: successEnvelope(myVerificationSchema) },
  /** multipart/form-data, one file in the field "proof". */
  uploadProof: { ...endpoint('uploadProof'), status: 201, response: successEnvelope(proofSchema) },
  removeProof: { ...endpoint('removeProof'), params: idParams(VERIFICATION_MESSAGES.proofNotFound), response: okSchema },
  applyForVerification: { ...endpoint('applyForVerification'), body: verificationApplicationInputSchema, status: 201, response: successEnvelope(verificationApplicationSchema) },
  verificationQueue: { ...endpoint('verificationQueue'), query: verificationQueueQuerySchema, response: listEnvelope(queuedApplicationSchema) },
  decideVerification: { ...endpoint('decideVerification'), params: idParams(VERIFICATION_MESSAGES.notFound), body: verificationDecisionSchema, response: successEnvelope(queuedApplicationSchema) },
  proofLink: { ...endpoint('proofLink'), params: idParams(VERIFICATION_MESSAGES.proofNotFound), response: successEnvelope(proofLinkSchema) },
  /** The proof's bytes (its own content type), for an admin holding a fresh signed link. */
  proofFile: { ...endpoint('proofFile'), params: idParams(VERIFICATION_MESSAGES.proofNotFound), query: z.object({ token: z.string().max(2000).default('') }), response: z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' }) },

  practiceSets: { ...endpoint('practiceSets'), query: practiceSetListQuerySchema, response: successEnvelope(z.array(practiceSetSchema)) },
  practiceAttempts: { ...endpoint('practiceAttempts'), response: successEnvelope(z.array(attemptListItemSchema)) },
  startAttempt: { ...endpoint('startAttempt'), body: startAttemptSchema, status: 201, response: successEnvelope(practiceAttemptSchema) },
  practiceAttempt: { ...endpoint('practiceAttempt'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(practiceAttemptSchema) },
  saveAnswer: { ...endpoint('saveAnswer'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), body: saveAnswerSchema, response: successEnvelope(savedAnswerSchema) },
  moveOn: { ...endpoint('moveOn'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), body: moveOnSchema, response: successEnvelope(practiceAttemptSchema) },
  stopAttempt: { ...endpoint('stopAttempt'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(practiceAttemptSchema) },
  /** A picture's bytes, for the attempt's own short-lived address, only while the picture is shown (else 403). */
  attemptPicture: {
    ...endpoint('attemptPicture'),
    params: idParams(PRACTICE_MESSAGES.attemptNotFound).extend({ item: z.coerce.number().int().min(0).max(1000) }),
    query: z.object({ token: z.string().max(500).default('') }),
    response: z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' }),
  },
  myBatteries: { ...endpoint('myBatteries'), response: successEnvelope(z.array(batterySchema)) },
  startBattery: { ...endpoint('startBattery'), body: startBatterySchema, status: 201, response: successEnvelope(batterySchema) },
  battery: { ...endpoint('battery'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(batterySchema) },
  nextBatteryStep: { ...endpoint('nextBatteryStep'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), body: nextBatteryStepSchema, response: successEnvelope(batterySchema) },
  stopBattery: { ...endpoint('stopBattery'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(batterySchema) },
  myPracticeSets: { ...endpoint('myPracticeSets'), response: successEnvelope(z.array(editablePracticeSetSchema)) },
  createPracticeSet: { ...endpoint('createPracticeSet'), body: createPracticeSetSchema, status: 201, response: successEnvelope(editablePracticeSetSchema) },
  editablePracticeSet: { ...endpoint('editablePracticeSet'), params: idParams(PRACTICE_MESSAGES.setNotFound), response: successEnvelope(editablePracticeSetSchema) },
  updatePracticeSet: { ...endpoint('updatePracticeSet'), params: idParams(PRACTICE_MESSAGES.setNotFound), body: practiceSetInputSchema, response: successEnvelope(editablePracticeSetSchema) },
  publishPracticeSet: { ...endpoint('publishPracticeSet'), params: idParams(PRACTICE_MESSAGES.setNotFound), response: successEnvelope(editablePracticeSetSchema) },
  archivePracticeSet: { ...endpoint('archivePracticeSet'), params: idParams(PRACTICE_MESSAGES.setNotFound), response: successEnvelope(editablePracticeSetSchema) },
  /** multipart/form-data, one image in the field "picture". */
  uploadPracticePicture: { ...endpoint('uploadPracticePicture'), params: idParams(PRACTICE_MESSAGES.setNotFound), status: 201, response: successEnvelope(uploadedPictureSchema) },
  myReviewOffers: { ...endpoint('myReviewOffers'), response: successEnvelope(z.array(reviewOfferSchema)) },
  saveReviewOffers: { ...endpoint('saveReviewOffers'), body: reviewOffersInputSchema, response: successEnvelope(z.array(reviewOfferSchema)) },
  attemptReviewers: { ...endpoint('attemptReviewers'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(z.array(reviewerSchema)) },
  requestReview: { ...endpoint('requestReview'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), body: requestReviewSchema, status: 201, response: successEnvelope(practiceReviewSchema) },
  attemptReview: { ...endpoint('attemptReview'), params: idParams(PRACTICE_MESSAGES.attemptNotFound), response: successEnvelope(practiceReviewSchema.nullable()) },
  myReviewQueue: { ...endpoint('myReviewQueue'), response: successEnvelope(z.array(practiceReviewSchema)) },
  practiceReview: { ...endpoint('practiceReview'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), response: successEnvelope(reviewWithAttemptSchema) },
  saveReviewNote: { ...endpoint('saveReviewNote'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: saveReviewNoteSchema, response: successEnvelope(reviewNoteSchema) },
  submitReview: { ...endpoint('submitReview'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: submitReviewSchema, response: successEnvelope(practiceReviewSchema) },
  confirmReviewPayment: { ...endpoint('confirmReviewPayment'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: confirmPaymentSchema, response: successEnvelope(practiceReviewSchema) },
  practiceProgress: { ...endpoint('practiceProgress'), response: successEnvelope(practiceProgressSchema) },
  batteryReviewers: { ...endpoint('batteryReviewers'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(z.array(reviewerSchema)) },
  requestBatteryReview: { ...endpoint('requestBatteryReview'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), body: requestReviewSchema, status: 201, response: successEnvelope(practiceReviewSchema) },
  batteryReview: { ...endpoint('batteryReview'), params: idParams(PRACTICE_MESSAGES.batteryNotFound), response: successEnvelope(practiceReviewSchema.nullable()) },
  saveReviewGrade: { ...endpoint('saveReviewGrade'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: saveReviewGradeSchema, response: successEnvelope(reviewGradeSchema) },
  saveSelfGrade: { ...endpoint('saveSelfGrade'), params: idParams(PRACTICE_MESSAGES.reviewNotFound), body: saveSelfGradeSchema, response: successEnvelope(selfGradeSchema) },

  /** The built-in test gateway (only without Razorpay keys): its checkout page's calls. */
  testGatewayOrder: { ...endpoint('testGatewayOrder'), params: testOrderId, response: successEnvelope(testOrderSchema) },
  testGatewayPay: { ...endpoint('testGatewayPay'), params: testOrderId, response: successEnvelope(checkoutResultSchema) },
  testGatewayFail: { ...endpoint('testGatewayFail'), params: testOrderId, response: successEnvelope(z.object({ code: z.string(), description: z.string() })) },
} as const satisfies Record<EndpointName, RouteContract>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
