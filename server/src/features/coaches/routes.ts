import {
  coachFilterSchema,
  coachLimitQuerySchema,
  coachListQuerySchema,
  coachSchema,
  coachSearchQuerySchema,
  coachSummarySchema,
  coachVerificationSchema,
  listEnvelope,
  specializationCountSchema,
  successEnvelope,
} from '@ssb/domain';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { requireRole } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { cacheKey, CoachReadCache } from './cache';
import * as service from './service';

const tags = ['coaches'];
/** Any string: a malformed id is answered 404 'Coach not found' by the service, not 400. */
const params = z.object({ id: z.string() });
const fullList = { 200: listEnvelope(coachSchema) };
const one = { 200: successEnvelope(coachSchema) };

/** Who may call is decided before what they sent: anonymous 401, non-admin 403, whatever the body. */
const adminOnly = {
  attachValidation: true,
  preHandler: async (request: FastifyRequest) => {
    requireRole(request, 'admin');
    if (request.validationError) throw request.validationError;
  },
};

/** Sends JSON text prepared (and cached) earlier; Fastify sends strings without serializing again. */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
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
      schema: {
        tags,
        summary: 'All active coaches (mentors), verified first, a page at a time (default 50)',
        querystring: coachListQuerySchema,
        response: fullList,
      },
    },
    async (request) => {
      const { data, meta } = await service.listCoaches(db, now(), { verifiedOnly: false, ...request.query });
      return ok(data, meta);
    },
  );

  app.get(
    '/verified',
    {
      schema: { tags, summary: 'Active verified coaches, a page at a time', querystring: coachListQuerySchema, response: fullList },
    },
    async (request) => {
      const { data, meta } = await service.listCoaches(db, now(), { verifiedOnly: true, ...request.query });
      return ok(data, meta);
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary:
          'Search active coaches: query (names, title, specializations, bio; typo tolerant), specialization (repeatable, any of), minRating, location, experience (minimum years); best matches first',
        querystring: coachSearchQuerySchema,
        response: { 200: listEnvelope(coachSummarySchema) },
      },
    },
    async (request, reply) => {
      const json = await cache.json(cacheKey('search', request.query), async () => {
        const { data, meta } = await service.searchCoaches(db, request.query);
        return ok(data, meta);
      });
      return sendJson(reply, json);
    },
  );

  app.get(
    '/specializations',
    {
      schema: {
        tags,
        summary: 'Each specialization with its number of active coaches, under the same query, minRating, location and experience filters as the search',
        querystring: coachFilterSchema,
        response: { 200: listEnvelope(specializationCountSchema) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await cache.json(cacheKey('specializations', request.query), async () => ok(await service.specializationCounts(db, request.query)))),
  );

  app.get(
    '/top-rated',
    { schema: { tags, summary: 'Best-rated active coaches (weighted by review count)', querystring: coachLimitQuerySchema, response: fullList } },
    async (request, reply) =>
      sendJson(reply, await cache.json(cacheKey('top-rated', request.query), async () => ok(await service.topRated(db, now(), request.query.limit)))),
  );

  app.get(
    '/featured',
    { schema: { tags, summary: 'Featured coaches: verified only, best-rated first', querystring: coachLimitQuerySchema, response: fullList } },
    async (request, reply) =>
      sendJson(reply, await cache.json(cacheKey('featured', request.query), async () => ok(await service.featured(db, now(), request.query.limit)))),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: "One active coach with testimonials, session types and availability not yet over", params, response: one } },
    async (request) => ok(await service.coachById(db, now(), request.params.id)),
  );

  app.patch(
    '/:id/verification',
    {
      ...adminOnly,
      schema: { tags, summary: 'Set or clear the verified mark (admins only)', params, body: coachVerificationSchema, response: one },
    },
    async (request) => ok(await service.setVerification(db, now(), request.params.id, request.body.isVerified)),
  );
}
