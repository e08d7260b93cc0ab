/**
 * Each API route's method and path under /api, by name: the part of the route table (routes.ts) that
 * the browser needs at run time. It imports no schema, so a page that calls the API does not load
 * zod and every contract with it (~34 KB gzipped); the schemas and answers stay in routes.ts, which
 * builds each route from its entry here.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const endpoints = {
  health: 'GET /health',

  ready: 'GET /ready',

  config: 'GET /config',

  register: 'POST /auth/register',
  login: 'POST /auth/login',
  verifyEmail: 'POST /auth/verify-email',
  resendCode: 'POST /auth/resend-code',
  forgotPassword: 'POST /auth/forgot-password',
  resetPassword: 'POST /auth/reset-password',
  logout: 'POST /auth/logout',

  profile: 'GET /users/profile',
  updateProfile: 'PUT /users/profile',
  updateUserProfile: 'PUT /users/:id/profile',
  chooseRole: 'POST /users/choose-role',
  userStats: 'GET /users/stats',
  listUsers: 'GET /users',
  uploadAvatar: 'POST /users/upload',
  exportMyData: 'GET /users/me/export',
  deleteMyAccount: 'DELETE /users/me',

  listCoaches: 'GET /coaches',
  verifiedCoaches: 'GET /coaches/verified',
  searchCoaches: 'GET /coaches/search',
  specializationCounts: 'GET /coaches/specializations',
  topRatedCoaches: 'GET /coaches/top-rated',
  featuredCoaches: 'GET /coaches/featured',
  coach: 'GET /coaches/:id',
  setCoachVerification: 'PATCH /coaches/:id/verification',
  coachSchedule: 'GET /coaches/:id/schedule',
  coachReviews: 'GET /coaches/:id/reviews',
  coachRatingSummary: 'GET /coaches/:id/rating-summary',
  saveCoachSchedule: 'PUT /coaches/:id/schedule',

  listDiscussions: 'GET /discussions',
  joinDiscussion: 'POST /discussions/:id/join',
  leaveDiscussion: 'DELETE /discussions/:id/join',
  discussionAccess: 'GET /discussions/:id/access',
  discussionCalendar: 'GET /discussions/:id/calendar.ics',
  createDiscussion: 'POST /discussions/admin',
  updateDiscussion: 'PUT /discussions/:id',
  cancelDiscussion: 'POST /discussions/:id/cancel',

  listBlogPosts: 'GET /blog',
  listBlogCards: 'GET /blog/cards',
  blogPost: 'GET /blog/:id',
  createBlogPost: 'POST /blog',
  updateBlogPost: 'PUT /blog/:id',
  deleteBlogPost: 'DELETE /blog/:id',
  featureBlogPost: 'PATCH /blog/:id/featured',

  listResources: 'GET /resources',
  searchResources: 'GET /resources/search',
  resourcesByCategory: 'GET /resources/by-category/:category',
  resource: 'GET /resources/:id',
  createResource: 'POST /resources',
  updateResource: 'PUT /resources/:id',
  deleteResource: 'DELETE /resources/:id',

  bookSession: 'POST /sessions',
  listSessions: 'GET /sessions',
  session: 'GET /sessions/:id',
  updateSession: 'PUT /sessions/:id',
  cancelSession: 'DELETE /sessions/:id',
  sessionCalendar: 'GET /sessions/:id/calendar.ics',
  confirmPayment: 'POST /sessions/:id/payment',
  rescheduleSession: 'POST /sessions/:id/reschedule',
  disputeSession: 'POST /sessions/:id/dispute',
  editReview: 'PATCH /sessions/:id/review',
  replyToReview: 'POST /sessions/:id/review/reply',

  notifications: 'GET /notifications',
  markNotificationsRead: 'POST /notifications/read',
  mailPreferences: 'GET /notifications/preferences',
  updateMailPreferences: 'PUT /notifications/preferences',
  unsubscribe: 'POST /notifications/unsubscribe',
  pushKey: 'GET /notifications/push-key',
  subscribePush: 'POST /notifications/push-subscriptions',
  unsubscribePush: 'DELETE /notifications/push-subscriptions',

  razorpayWebhook: 'POST /payments/razorpay/webhook',
  listPayments: 'GET /payments',
  receipt: 'GET /payments/:id/receipt',

  earnings: 'GET /earnings',

  earningsCsv: 'GET /earnings.csv',
  earningsStatement: 'GET /earnings/statement',
  earningsStatementCsv: 'GET /earnings/statement.csv',
  earningsInvoices: 'GET /earnings/invoices',
  invoice: 'GET /invoices/:id',
  adminTaxMonth: 'GET /admin/tax',
  adminTaxRegisterCsv: 'GET /admin/tax/registers/:register',
  payoutAccount: 'GET /earnings/payout-account',
  savePayoutAccount: 'PUT /earnings/payout-account',
  adminPayoutAccounts: 'GET /admin/payout-accounts',
  suspendPayoutAccount: 'POST /admin/payout-accounts/:id/suspend',
  reactivatePayoutAccount: 'POST /admin/payout-accounts/:id/reactivate',

  adminPayments: 'GET /admin/payments',
  adminRefunds: 'GET /admin/refunds',
  retryRefund: 'POST /admin/refunds/:id/retry',
  refundedByHand: 'POST /admin/refunds/:id/refunded-by-hand',
  adminFailedMail: 'GET /admin/mail/failed',
  retryMail: 'POST /admin/mail/:id/retry',
  adminDisputes: 'GET /admin/disputes',
  resolveDispute: 'POST /admin/disputes/:id/resolve',
  adminBalances: 'GET /admin/payouts/balances',
  adminPayouts: 'GET /admin/payouts',
  recordPayout: 'POST /admin/payouts',
  adminTransfers: 'GET /admin/transfers',

  adminOverview: 'GET /admin/overview',
  adminAuditLog: 'GET /admin/audit',
  createReport: 'POST /reports',
  takenDownContent: 'GET /admin/content/taken-down',
  takeDownContent: 'POST /admin/content/:kind/:id/take-down',
  restoreContent: 'POST /admin/content/:kind/:id/restore',
  reportQueue: 'GET /admin/reports',
  handleReport: 'POST /admin/reports/:id/handle',
  takeDownReported: 'POST /admin/reports/:id/take-down',
  suspendUser: 'POST /admin/users/:id/suspend',
  reactivateUser: 'POST /admin/users/:id/reactivate',

  myVerification: 'GET /verification',
  uploadProof: 'POST /verification/proofs',
  removeProof: 'DELETE /verification/proofs/:id',
  applyForVerification: 'POST /verification',
  verificationQueue: 'GET /admin/verification',
  decideVerification: 'POST /admin/verification/:id/decision',
  proofLink: 'POST /admin/verification/proofs/:id/link',
  proofFile: 'GET /admin/verification/proofs/:id/file',

  practiceSets: 'GET /practice/sets',
  practiceAttempts: 'GET /practice/attempts',
  startAttempt: 'POST /practice/attempts',
  practiceAttempt: 'GET /practice/attempts/:id',
  saveAnswer: 'PUT /practice/attempts/:id/answers',
  moveOn: 'POST /practice/attempts/:id/next',
  stopAttempt: 'POST /practice/attempts/:id/stop',
  attemptPicture: 'GET /practice/attempts/:id/pictures/:item',
  myBatteries: 'GET /practice/batteries',
  startBattery: 'POST /practice/batteries',
  battery: 'GET /practice/batteries/:id',
  nextBatteryStep: 'POST /practice/batteries/:id/next',
  stopBattery: 'POST /practice/batteries/:id/stop',
  myPracticeSets: 'GET /practice/my-sets',
  createPracticeSet: 'POST /practice/sets',
  editablePracticeSet: 'GET /practice/my-sets/:id',
  updatePracticeSet: 'PUT /practice/sets/:id',
  publishPracticeSet: 'POST /practice/sets/:id/publish',
  archivePracticeSet: 'POST /practice/sets/:id/archive',
  uploadPracticePicture: 'POST /practice/sets/:id/pictures',
  myReviewOffers: 'GET /practice/review-offers',
  saveReviewOffers: 'PUT /practice/review-offers',
  attemptReviewers: 'GET /practice/attempts/:id/reviewers',
  requestReview: 'POST /practice/attempts/:id/review',
  attemptReview: 'GET /practice/attempts/:id/review',
  myReviewQueue: 'GET /practice/reviews',
  practiceReview: 'GET /practice/reviews/:id',
  saveReviewNote: 'PUT /practice/reviews/:id/notes',
  submitReview: 'POST /practice/reviews/:id/submit',
  confirmReviewPayment: 'POST /practice/reviews/:id/payment',
  practiceProgress: 'GET /practice/progress',
  batteryReviewers: 'GET /practice/batteries/:id/reviewers',
  requestBatteryReview: 'POST /practice/batteries/:id/review',
  batteryReview: 'GET /practice/batteries/:id/review',
  saveReviewGrade: 'PUT /practice/reviews/:id/grades',
  saveSelfGrade: 'PUT /practice/reviews/:id/self-grades',

  testGatewayOrder: 'GET /test-gateway/orders/:orderId',
  testGatewayPay: 'POST /test-gateway/orders/:orderId/pay',
  testGatewayFail: 'POST /test-gateway/orders/:orderId/fail',
} as const satisfies Record<string, `${HttpMethod} /${string}`>;

export type EndpointName = keyof typeof endpoints;

type MethodOf<E> = E extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<E> = E extends `${HttpMethod} ${infer P}` ? P : never;

export interface Endpoint<N extends EndpointName = EndpointName> {
  method: MethodOf<(typeof endpoints)[N]>;
  path: PathOf<(typeof endpoints)[N]>;
}

/** A route's method and path, typed as their literals. */
export function endpoint<N extends EndpointName>(name: N): Endpoint<N> {
  const [method, path] = endpoints[name].split(' ') as [MethodOf<(typeof endpoints)[N]>, PathOf<(typeof endpoints)[N]>];
  return { method, path };
}
