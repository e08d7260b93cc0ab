import { routes } from '@ssb/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { answerFresh, cacheKey, FreshCache } from '../../platform/fresh-cache';
import { done, ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { presentCard, presentPost } from './presenter';
import type { BlogPostWithAuthor } from './repository';
import * as blog from './service';

const tags = ['blog'];
const anyone = { access: 'public' } as const;
const signedIn = { access: 'signedIn' } as const;

export async function blogRoutes(app: AppInstance) {
  const { deps } = app;
  const { db } = deps;
  const cache = new FreshCache(app.deps.versions, { now: () => app.deps.now(), maxAgeMs: 60_000, maxEntries: 200 });
  /** Posts show their author's name and picture. */
  const topics = ['blog', 'people'];

  /** A page of published posts, newest first, each as `present` shows it: one answer for every reader. */
  const publishedPage = <T>(request: FastifyRequest, reply: FastifyReply, { page, pageSize }: { page: number; pageSize: number }, kind: string, present: (row: BlogPostWithAuthor) => T) => {
    return answerFresh(request, reply, cache, db, cacheKey(kind, { page, pageSize }), {
      load: async (snapshot) => {
        const { posts, meta } = await blog.listPosts({ db: snapshot }, page, pageSize, present);
        return ok(posts, meta);
      },
      topics,
    });
  };

  /** Published posts, newest first, paginated (`?page=&pageSize=`). */
  app.get('/', { schema: routeSchema(routes.listBlogPosts, { tags, summary: 'Published posts, newest first, a page at a time' }), config: anyone }, (request, reply) =>
    publishedPage(request, reply, request.query, 'list', presentPost),
  );

  /** The same list as the cards show it, without the posts' content: the home preview asks for 5, /blog for 12. */
  app.get('/cards', { schema: routeSchema(routes.listBlogCards, { tags, summary: 'Published posts as cards (no content), a page at a time' }), config: anyone }, (request, reply) =>
    publishedPage(request, reply, request.query, 'cards', presentCard),
  );

  /** One post with `contentHtml` (Markdown rendered to safe HTML) and its author expanded. */
  app.get('/:id', { schema: routeSchema(routes.blogPost, { tags, summary: 'One post, its content rendered to safe HTML' }), config: anyone }, async (request, reply) => {
    // What a post shows may depend on who reads it (drafts): only signed-out readers share answers.
    if (request.user) return ok(await blog.getPost(deps, request.user, request.params.id));
    return answerFresh(request, reply, cache, db, `post:${request.params.id}`, { load: async (snapshot) => ok(await blog.getPost({ db: snapshot }, null, request.params.id)), topics });
  });

  /** Mentors and admins write posts; the answer is the created post with its id. */
  app.post('/', { schema: routeSchema(routes.createBlogPost, { tags, summary: 'Write a post (mentors and admins)' }), config: { access: ['mentor', 'admin'] } }, async (request, reply) => {
    const user = requireUser(request);
    const post = await blog.createPost(deps, user, request.body);
    return reply.status(201).send(ok(post));
  });

  /** The author or an admin edits a post. */
  app.put('/:id', { schema: routeSchema(routes.updateBlogPost, { tags, summary: 'Edit a post (its author or an admin)' }), config: signedIn }, async (request) => {
    const user = requireUser(request);
    return ok(await blog.updatePost(deps, user, request.params.id, request.body));
  });

  /** The author or an admin deletes a post. */
  app.delete('/:id', { schema: routeSchema(routes.deleteBlogPost, { tags, summary: 'Delete a post (its author or an admin)' }), config: signedIn }, async (request) => {
    const user = requireUser(request);
    await blog.deletePost(deps, user, request.params.id);
    return done;
  });

  /** Admins feature or unfeature a post (`{featured: true|false}`, default true). */
  app.patch('/:id/featured', { schema: routeSchema(routes.featureBlogPost, { tags, summary: 'Feature or unfeature a post (admins)' }), config: { access: ['admin'] } }, async (request) => {
    return ok(await blog.setFeatured(deps, requireUser(request).id, request.params.id, request.body?.featured ?? true));
  });
}
