import { routes } from '@ssb/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { COMPRESSION, negotiatesGzip } from '../../platform/compression';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { cacheKey, type CachedAnswer, CoachReadCache } from './cache';
import * as service from './service';

const tags = ['coaches'];

const anyone = { access: 'public' } as const;

/**
 * Sends a cached answer: its JSON text as it is (Fastify sends strings without serializing again),
 * or its gzipped copy when @fastify/compress would have gzipped the text (which it then leaves
 * alone), so a popular answer is compressed once, not on every request.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
  reply.type('application/json; charset=utf-8');
  if (answer.bytes >= COMPRESSION.threshold && negotiatesGzip(request)) {
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(answer.gzip);
  } else {
    reply.send(answer.json);
  }
}

/**
 * Answers from the read cache: at once when the cached answer is known to be current (no promise,
 * nothing awaited), else once it is computed. Handlers return this as it is; neither path returns
 * the reply, as awaiting a reply subscribes to the end of the response.
 */
function answerCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CoachReadCache,
  key: string,
  compute: () => Promise<unknown>,
): Promise<void> | void {
  const hit = cache.peek(key);
  if (hit !== undefined) return sendAnswer(request, reply, hit);
  return cache.answer(key, compute).then((answer) => sendAnswer(request, reply, answer));
}

export async function coachRoutes(app: AppInstance) {
  const { db } = app.deps;
  const now = () => app.deps.now();
  const cache = new CoachReadCache(db, {
    // Tests write through factories beside the app: ask the database on every read there.
    maxLagMs: app.deps.config.env === 'test' ? 0 : 1000,
    maxAgeMs: 30_000,
    maxEntries: 500,
  });
  app.addHook('onClose', async () => cache.close());

  app.get(
    '/',
    {
      schema: routeSchema(routes.listCoaches, { tags, summary: 'All active coaches (mentors), verified first, a page at a time (default 50)' }),
      config: anyone,
    },
    async (request) => {
      const { data, meta } = await service.listCoaches(db, now(), { verifiedOnly: false, ...request.query });
      return ok(data, meta);
    },
  );

  app.get(
    '/verified',
    {
      schema: routeSchema(routes.verifiedCoaches, { tags, summary: 'Active verified coaches, a page at a time' }),
      config: anyone,
    },
    async (request) => {
      const { data, meta } = await service.listCoaches(db, now(), { verifiedOnly: true, ...request.query });
      return ok(data, meta);
    },
  );

  app.get(
    '/search',
    {
      schema: routeSchema(routes.searchCoaches, {
        tags,
        summary:
          'Search active coaches: query (names, title, specializations, bio; typo tolerant), specialization (repeatable, any of), minRating, location, experience (minimum years); best matches first',
      }),
      config: anyone,
    },
    (request, reply) =>
      answerCached(request, reply, cache, cacheKey('search', request.query), async () => {
        const { data, meta } = await service.searchCoaches(db, request.query);
        return ok(data, meta);
      }),
  );

  app.get(
    '/specializations',
    {
      schema: routeSchema(routes.specializationCounts, {
        tags,
        summary: 'Each specialization with its number of active coaches, under the same query, minRating, location and experience filters as the search',
      }),
      config: anyone,
    },
    (request, reply) =>
      answerCached(request, reply, cache, cacheKey('specializations', request.query), async () => ok(await service.specializationCounts(db, request.query))),
  );

  app.get(
    '/top-rated',
    { schema: routeSchema(routes.topRatedCoaches, { tags, summary: 'Best-rated active coaches (weighted by review count)' }), config: anyone },
    (request, reply) =>
      answerCached(request, reply, cache, cacheKey('top-rated', request.query), async () => ok(await service.topRated(db, now(), request.query.limit))),
  );

  app.get(
    '/featured',
    { schema: routeSchema(routes.featuredCoaches, { tags, summary: 'Featured coaches: verified only, best-rated first' }), config: anyone },
    (request, reply) =>
      answerCached(request, reply, cache, cacheKey('featured', request.query), async () => ok(await service.featured(db, now(), request.query.limit))),
  );

  app.get(
    '/:id',
    { schema: routeSchema(routes.coach, { tags, summary: 'One active coach with testimonials, session types and availability not yet over' }), config: anyone },
    async (request) => ok(await service.coachById(db, now(), request.params.id)),
  );

  app.patch(
    '/:id/verification',
    {
      schema: routeSchema(routes.setCoachVerification, { tags, summary: 'Set or clear the verified mark (admins only)' }),
      config: { access: ['admin'] },
    },
    async (request) => ok(await service.setVerification(db, now(), request.params.id, request.body.isVerified)),
  );
}
