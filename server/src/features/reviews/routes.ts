import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { answerFresh, cacheKey, FreshCache } from '../../platform/fresh-cache';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { coachPageTopic } from '../coaches';
import * as service from './service';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const anyone = { access: 'public' } as const;
const signedIn = { access: 'signedIn' } as const;

/** Public reviews of a coach and the two writes on them (docs/product/reviews.md). Mounted at /api. */
export async function reviewRoutes(app: AppInstance) {
  const { deps } = app;
  const { db } = deps;
  const now = () => deps.now();
  // A coach page's crowd reads these with the page: answers are kept until the coach's page or a
  // reviewer's name changes (docs/decisions/018-fresh-caches.md).
  const cache = new FreshCache(deps.versions, { now, maxAgeMs: 60_000, maxEntries: 500 });
  app.addHook('onClose', async () => cache.clear());
  const topicsOf = (coachId: string) => [coachPageTopic(coachId), 'people'];

  app.get(
    '/coaches/:id/reviews',
    { schema: routeSchema(routes.coachReviews, { tags, summary: "A coach's reviews, newest first, a page at a time" }), config: anyone },
    (request, reply) =>
      answerFresh(request, reply, cache, db, cacheKey(`reviews:${request.params.id}`, request.query), {
        load: async (snapshot) => {
          const { data, meta } = await service.listReviews({ db: snapshot, now }, request.params.id, request.query.page, request.query.pageSize);
          return ok(data, meta);
        },
        topics: topicsOf(request.params.id),
      }),
  );
  app.get(
    '/coaches/:id/rating-summary',
    { schema: routeSchema(routes.coachRatingSummary, { tags, summary: "A coach's average, total and count per star" }), config: anyone },
    (request, reply) =>
      answerFresh(request, reply, cache, db, `rating-summary:${request.params.id}`, {
        load: async (snapshot) => ok(await service.ratingSummary({ db: snapshot, now }, request.params.id)),
        topics: topicsOf(request.params.id),
      }),
  );
  app.patch(
    '/sessions/:id/review',
    { schema: routeSchema(routes.editReview, { tags, security, summary: 'Edit my review (the mentee, within 7 days)' }), config: signedIn },
    async (request) => ok(await service.editReview(deps, requireUser(request), request.params.id, request.body)),
  );
  app.post(
    '/sessions/:id/review/reply',
    { schema: routeSchema(routes.replyToReview, { tags, security, summary: "Reply once to a session's review (its coach)" }), config: signedIn },
    async (request) => ok(await service.replyToReview(deps, requireUser(request), request.params.id, request.body.text)),
  );
}
