import type { AppInstance } from '../app';
import { healthRoutes } from './health/routes';
import { coachRoutes } from './coaches/routes';

/** Every feature's routes, mounted under /api. */
export async function featureRoutes(app: AppInstance) {
  await app.register(healthRoutes);
  await app.register(coachRoutes, { prefix: '/coaches' });
}
