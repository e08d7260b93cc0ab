import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { answerFresh, cacheKey, FreshCache } from '../../platform/fresh-cache';
import { done, ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as library from './service';

const tags = ['resources'];
const anyone = { access: 'public' } as const;
const signedIn = { access: 'signedIn' } as const;

export async function resourceRoutes(app: AppInstance) {
  const { deps } = app;
  const { db } = deps;
  const cache = new FreshCache(app.deps.versions, { now: () => app.deps.now(), maxAgeMs: 60_000, maxEntries: 200 });

  /** All resources, newest first; `?category=`, `?q=` (typo-tolerant search) and `?mine=1` narrow it. */
  app.get('/', { schema: routeSchema(routes.listResources, { tags, summary: 'Resources, newest first, a page at a time' }), config: anyone }, async (request, reply) => {
    const list = async (snapshot: typeof db) => {
      const { resources, meta } = await library.listResources({ db: snapshot }, request.user, request.query);
      return ok(resources, meta);
    };
    // The list may depend on who reads it: only signed-out readers share answers.
    if (request.user) return list(db);
    return answerFresh(request, reply, cache, db, cacheKey('list', request.query), { load: list, topics: ['resources', 'people'] });
  });

  /** Typo-tolerant search over title, description, tags and content; best match first. */
  app.get('/search', { schema: routeSchema(routes.searchResources, { tags, summary: 'Typo-tolerant search; best match first' }), config: anyone }, async (request) => {
    const { resources, meta } = await library.listResources(deps, request.user, request.query);
    return ok(resources, meta);
  });

  app.get('/by-category/:category', { schema: routeSchema(routes.resourcesByCategory, { tags, summary: 'The resources of one category' }), config: anyone }, async (request) => {
    const { resources, meta } = await library.listResources(deps, request.user, { ...request.query, category: request.params.category });
    return ok(resources, meta);
  });

  /** One resource with `contentHtml` (Markdown rendered to safe HTML). */
  app.get('/:id', { schema: routeSchema(routes.resource, { tags, summary: 'One resource, its content rendered to safe HTML' }), config: anyone }, async (request) => ok(await library.getResource(deps, request.params.id)));

  /** Mentors and admins add resources. */
  app.post('/', { schema: routeSchema(routes.createResource, { tags, summary: 'Add a resource (mentors and admins)' }), config: { access: ['mentor', 'admin'] } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(ok(await library.createResource(deps, user, request.body)));
  });

  app.put('/:id', { schema: routeSchema(routes.updateResource, { tags, summary: 'Edit a resource (its author or an admin)' }), config: signedIn }, async (request) => {
    const user = requireUser(request);
    return ok(await library.updateResource(deps, user, request.params.id, request.body));
  });

  app.delete('/:id', { schema: routeSchema(routes.deleteResource, { tags, summary: 'Delete a resource (its author or an admin)' }), config: signedIn }, async (request) => {
    const user = requireUser(request);
    await library.deleteResource(deps, user, request.params.id);
    return done;
  });
}
