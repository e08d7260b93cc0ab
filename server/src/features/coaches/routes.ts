import type { AppInstance } from '../../app';
import { ok } from '../../platform/reply';
import { allCoaches } from './service';

export async function coachRoutes(app: AppInstance) {
  const { db } = app.deps;

  /** All active coaches (mentors), with their availability and session types. */
  app.get('/', { schema: { tags: ['coaches'] } }, async () => ok(await allCoaches(db)));
}
