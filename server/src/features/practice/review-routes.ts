import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as reviews from './reviews';

const tags = ['practice'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signedIn' } as const;
const anyone = { access: 'public' } as const;
const coaches = { access: ['mentor'] } as const;

/** Review by an assessor and the aspirant's progress (docs/product/practice.md "Review"). Mounted at /api. */
export async function practiceReviewRoutes(app: AppInstance) {
  const { deps } = app;
  app.get('/practice/review-offers', { schema: routeSchema(routes.myReviewOffers, { tags, security, summary: 'The tests the calling coach reviews' }), config: coaches }, async (request) =>
    ok(await reviews.myOffers(deps, requireUser(request))),
  );
  app.put(
    '/practice/review-offers',
    { schema: routeSchema(routes.saveReviewOffers, { tags, security, summary: 'The tests the calling coach reviews, each with its turnaround (verified coaches)' }), config: coaches },
    async (request) => ok(await reviews.saveOffers(deps, requireUser(request), request.body.offers)),
  );
  app.get(
    '/practice/attempts/:id/reviewers',
    { schema: routeSchema(routes.attemptReviewers, { tags, security, summary: "Verified coaches who review the attempt's test" }), config: signedIn },
    async (request) => ok(await reviews.reviewersFor(deps, requireUser(request), request.params.id)),
  );
  app.post(
    '/practice/attempts/:id/review',
    { schema: routeSchema(routes.requestReview, { tags, security, summary: 'Send a finished full attempt to a reviewer (one per attempt)' }), config: signedIn },
    async (request, reply) => reply.status(201).send(ok(await reviews.requestReview(deps, requireUser(request), request.params.id, request.body.reviewerId, request.log))),
  );
  app.get(
    '/practice/attempts/:id/review',
    // No sign-in rule: a signed-out caller gets the same 404 as anyone who is not the aspirant.
    { schema: routeSchema(routes.attemptReview, { tags, security, summary: "The attempt's review as its aspirant sees it, or null" }), config: anyone },
    async (request) => ok(await reviews.reviewOfAttempt(deps, request.user, request.params.id)),
  );
  app.get('/practice/reviews', { schema: routeSchema(routes.myReviewQueue, { tags, security, summary: 'Reviews assigned to the calling coach, the soonest due first' }), config: coaches }, async (request) =>
    ok(await reviews.myQueue(deps, requireUser(request))),
  );
  app.get(
    '/practice/reviews/:id',
    { schema: routeSchema(routes.practiceReview, { tags, security, summary: 'A review with its attempt, item by item (the reviewer, the aspirant, admins)' }), config: anyone },
    async (request) => ok(await reviews.getReview(deps, request.user, request.params.id)),
  );
  app.put(
    '/practice/reviews/:id/notes',
    { schema: routeSchema(routes.saveReviewNote, { tags, security, summary: "The reviewer's comment and quality marks on one item" }), config: coaches },
    async (request) => ok(await reviews.saveNote(deps, requireUser(request), request.params.id, request.body)),
  );
  app.post(
    '/practice/reviews/:id/submit',
    { schema: routeSchema(routes.submitReview, { tags, security, summary: 'Send the review with its summary; the aspirant is notified' }), config: coaches },
    async (request) => ok(await reviews.submitReview(deps, requireUser(request), request.params.id, request.body.summary)),
  );
  app.post(
    '/practice/reviews/:id/payment',
    {
      schema: routeSchema(routes.confirmReviewPayment, { tags, security, summary: "The review's checkout result: its signature verified, then the payment recorded and the review started" }),
      config: signedIn,
    },
    async (request) => ok(await reviews.confirmReviewPayment(deps, requireUser(request), request.params.id, request.body, request.log)),
  );
  app.get(
    '/practice/batteries/:id/reviewers',
    { schema: routeSchema(routes.batteryReviewers, { tags, security, summary: 'Verified coaches who review a whole board day (every one of its tests), at the sum of their prices and their longest turnaround' }), config: signedIn },
    async (request) => ok(await reviews.reviewersForBattery(deps, requireUser(request), request.params.id)),
  );
  app.post(
    '/practice/batteries/:id/review',
    { schema: routeSchema(routes.requestBatteryReview, { tags, security, summary: 'Send a finished board day, whole, to a reviewer (one per day)' }), config: signedIn },
    async (request, reply) => reply.status(201).send(ok(await reviews.requestBatteryReview(deps, requireUser(request), request.params.id, request.body.reviewerId, request.log))),
  );
  app.get(
    '/practice/batteries/:id/review',
    // No sign-in rule: a signed-out caller gets the same 404 as anyone who is not the aspirant.
    { schema: routeSchema(routes.batteryReview, { tags, security, summary: "The board day's review as its aspirant sees it, or null" }), config: anyone },
    async (request) => ok(await reviews.reviewOfBattery(deps, request.user, request.params.id)),
  );
  app.put(
    '/practice/reviews/:id/grades',
    { schema: routeSchema(routes.saveReviewGrade, { tags, security, summary: "The reviewer's grade (1-5) of one quality, with the answers it rests on" }), config: coaches },
    async (request) => ok(await reviews.saveGrade(deps, requireUser(request), request.params.id, request.body)),
  );
  app.put(
    '/practice/reviews/:id/self-grades',
    { schema: routeSchema(routes.saveSelfGrade, { tags, security, summary: "The aspirant's grade of themselves on one quality, until the review is sent" }), config: signedIn },
    async (request) => ok(await reviews.saveSelfGrade(deps, requireUser(request), request.params.id, request.body)),
  );
  app.get('/practice/progress', { schema: routeSchema(routes.practiceProgress, { tags, security, summary: "The aspirant's full attempts over time and the qualities reviewers marked" }), config: signedIn }, async (request) =>
    ok(await reviews.progress(deps, requireUser(request))),
  );
}
