import { RESOURCE_MESSAGES, createResourceSchema, resourceListQuerySchema, resourceSearchQuerySchema, updateResourceSchema, paginationQuerySchema } from '@ssb/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { idParams as uuidParams } from '../../platform/id-params';
import { done, ok } from '../../platform/reply';
import * as library from './service';

const idParams = uuidParams(RESOURCE_MESSAGES.notFound);
const categoryParams = z.object({ category: z.string().max(60) });
const tags = ['resources'];
const anyone = { access: 'public' } as const;
const signedIn = { access: 'signedIn' } as const;

export async function resourceRoutes(app: AppInstance) {
  const { db } = app.deps;

  /** All resources, newest first; `?category=`, `?q=` (typo-tolerant search) and `?mine=1` narrow it. */
  app.get('/', { schema: { tags, querystring: resourceListQuerySchema }, config: anyone }, async (request) => {
    const { resources, meta } = await library.listResources(db, request.user, request.query);
    return ok(resources, meta);
  });

  /** Typo-tolerant search over title, description, tags and content; best match first. */
  app.get('/search', { schema: { tags, querystring: resourceSearchQuerySchema }, config: anyone }, async (request) => {
    const { resources, meta } = await library.listResources(db, request.user, request.query);
    return ok(resources, meta);
  });

  app.get('/by-category/:category', { schema: { tags, params: categoryParams, querystring: paginationQuerySchema }, config: anyone }, async (request) => {
    const { resources, meta } = await library.listResources(db, request.user, { ...request.query, category: request.params.category });
    return ok(resources, meta);
  });

  /** One resource with `contentHtml` (Markdown rendered to safe HTML). */
  app.get('/:id', { schema: { tags, params: idParams }, config: anyone }, async (request) => ok(await library.getResource(db, request.params.id)));

  /** Mentors and admins add resources. */
  app.post('/', { schema: { tags, body: createResourceSchema }, config: { access: ['mentor', 'admin'] } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(ok(await library.createResource(db, user, request.body, app.deps.now())));
  });

  app.put('/:id', { schema: { tags, params: idParams, body: updateResourceSchema }, config: signedIn }, async (request) => {
    const user = requireUser(request);
    return ok(await library.updateResource(db, user, request.params.id, request.body, app.deps.now()));
  });

  app.delete('/:id', { schema: { tags, params: idParams }, config: signedIn }, async (request) => {
    const user = requireUser(request);
    await library.deleteResource(db, user, request.params.id);
    return done;
  });
}
