import type { Db } from '../../db/client';
import { presentCoach } from './presenter';
import { listActiveCoaches, loadCoachExtras } from './repository';

export async function allCoaches(db: Db) {
  const rows = await listActiveCoaches(db);
  const { windows, types } = await loadCoachExtras(db, rows.map((r) => r.id));
  return rows.map((r) => presentCoach(r, windows.get(r.id), types.get(r.id)));
}
