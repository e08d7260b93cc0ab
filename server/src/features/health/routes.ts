import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance';
import { ok } from '../../platform/reply';

export async function healthRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  /** The process is up. */
  app.get('/health', { schema: { tags: ['health'] }, config: { access: 'public' } }, async () => ok({ status: 'ok' }));

  /** The database answers. */
  app.get('/ready', { schema: { tags: ['health'] }, config: { access: 'public' } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return ok({ status: 'ready' });
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ success: false, error: 'The database is not answering yet' });
    }
  });

  /** Public settings the web client needs (contact block, whether Google sign-in is configured). */
  app.get('/config', { schema: { tags: ['health'] }, config: { access: 'public' } }, async () =>
    ok({ contact: config.contact, googleEnabled: Boolean(config.google) }),
  );
}
