import { routes } from '@ssb/domain';
import type { AppDeps, AppInstance } from '../../app-instance';
import { answerFresh, cacheKey, FreshCache } from '../../platform/fresh-cache';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { coachPageTopic, coachTopics, COACH_LISTS } from './topics';
import * as service from './service';
import { SearchIndexKeeper } from './search-index-keeper';

const tags = ['coaches'];

/** Each app's search index, for tests that look at which searches it answered. */
const searchIndexes = new WeakMap<AppDeps, SearchIndexKeeper>();
export const searchIndexOf = (deps: AppDeps) => searchIndexes.get(deps);

const anyone = { access: 'public' } as const;

export async function coachRoutes(app: AppInstance) {
  const { deps } = app;
  const { db } = deps;
  const now = () => app.deps.now();
  // Answers that show availability age out after 30 s: what is bookable changes with the clock.
  const cache = new FreshCache(app.deps.versions, { now, maxAgeMs: 30_000, maxEntries: 500 });
  app.addHook('onClose', async () => cache.clear());
  const searchIndex = new SearchIndexKeeper(db, { onError: (error) => app.log.error({ err: error }, 'coach search index: rebuild failed') });
  searchIndexes.set(deps, searchIndex);
  app.addHook('onReady', async () => searchIndex.prepare());
  app.addHook('onClose', async () => searchIndex.close());
  const summaries = [COACH_LISTS];

  app.get(
    '/',
    {
      schema: routeSchema(routes.listCoaches, { tags, summary: 'Listed coaches (verified and active), best-rated first, a page at a time (default 50)' }),
      config: anyone,
    },
    async (request) => {
      const { data, meta } = await service.listCoaches(deps, request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/verified',
    {
      schema: routeSchema(routes.verifiedCoaches, { tags, summary: 'Listed coaches (the same list as GET /coaches: only verified coaches are listed)' }),
      config: anyone,
    },
    async (request) => {
      const { data, meta } = await service.listCoaches(deps, request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/search',
    {
      schema: routeSchema(routes.searchCoaches, {
        tags,
        summary:
          'Search listed (verified, active) coaches: query (names, title, specializations, bio; typo tolerant), specialization (repeatable, any of), minRating, location, experience (minimum years), language, priceMin and priceMax (rupees, the cheapest bookable session type); sort: relevance (best matches first, the default), price (low to high), rating, next_available',
      }),
      config: anyone,
    },
    (request, reply) =>
      answerFresh(request, reply, cache, db, cacheKey('search', request.query), {
        load: async (snapshot, versions) => {
          const { data, meta } = await service.searchCoaches({ db: snapshot, now, searchIndex }, request.query, versions);
          return ok(data, meta);
        },
        topics: summaries,
      }),
  );

  app.get(
    '/specializations',
    {
      schema: routeSchema(routes.specializationCounts, {
        tags,
        summary: 'Each specialization with its number of listed coaches, under the same query, minRating, location and experience filters as the search',
      }),
      config: anyone,
    },
    (request, reply) =>
      answerFresh(request, reply, cache, db, cacheKey('specializations', request.query), {
        load: async (snapshot, versions) => ok(await service.specializationCounts({ db: snapshot, searchIndex }, request.query, versions)),
        topics: summaries,
      }),
  );

  app.get(
    '/top-rated',
    { schema: routeSchema(routes.topRatedCoaches, { tags, summary: 'Best-rated listed coaches (weighted by review count)' }), config: anyone },
    (request, reply) =>
      answerFresh(request, reply, cache, db, cacheKey('top-rated', request.query), {
        load: async (snapshot) => ok(await service.topRated({ db: snapshot, now }, request.query.limit)),
        topics: (answer) => coachTopics(answer.data),
      }),
  );

  app.get(
    '/featured',
    { schema: routeSchema(routes.featuredCoaches, { tags, summary: 'Featured coaches: the best-rated listed coaches' }), config: anyone },
    (request, reply) =>
      answerFresh(request, reply, cache, db, cacheKey('featured', request.query), {
        load: async (snapshot) => ok(await service.topRated({ db: snapshot, now }, request.query.limit)),
        topics: (answer) => coachTopics(answer.data),
      }),
  );

  app.get(
    '/:id',
    { schema: routeSchema(routes.coach, { tags, summary: 'One active coach with testimonials, session types and availability not yet over' }), config: anyone },
    (request, reply) =>
      answerFresh(request, reply, cache, db, coachPageTopic(request.params.id), {
        load: async (snapshot) => ok(await service.coachById({ db: snapshot, now }, request.params.id)),
        topics: [coachPageTopic(request.params.id)],
      }),
  );

  app.patch(
    '/:id/verification',
    {
      schema: routeSchema(routes.setCoachVerification, { tags, summary: 'Set or clear the verified mark (admins only)' }),
      config: { access: ['admin'] },
    },
    async (request) => ok(await service.setVerification(deps, requireUser(request).id, request.params.id, request.body.isVerified)),
  );
}
