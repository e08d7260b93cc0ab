import { routes } from '@ssb/domain';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance';
import { VERSIONS_HEADER } from '../../platform/fresh-cache';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { aspirantClaim } from './aspirants';

const tags = ['health'];

export async function healthRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const aspirants = aspirantClaim(db, () => app.deps.now());

  /** The process is up. */
  app.get('/health', { schema: routeSchema(routes.health, { tags, summary: 'The process is up' }), config: { access: 'public' } }, async () => ok({ status: 'ok' as const }));

  /** The database answers. */
  app.get('/ready', { schema: routeSchema(routes.ready, { tags, summary: 'The database answers (503 while it does not)' }), config: { access: 'public' } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return ok({ status: 'ready' as const });
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ success: false, error: 'The database is not answering yet' });
    }
  });

  /** Public settings the web client needs (contact block, social links, whether Google sign-in is configured) and the aspirants it may claim. */
  app.get('/config', { schema: routeSchema(routes.config, { tags, summary: 'Public settings of the web client' }), config: { access: 'public' } }, async (_request, reply) => {
    // Shows no content that writes change at once (the aspirants' count is kept an hour): a page may be kept with it (no topic to watch).
    reply.header(VERSIONS_HEADER, '');
    return ok({ contact: config.contact, googleEnabled: Boolean(config.google), social: config.social, aspirants: await aspirants() });
  });
}
