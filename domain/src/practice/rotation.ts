import type { PracticeTestKind } from './tests';

/**
 * Which set an aspirant sits next (docs/product/practice.md "The bank"): never one they have sat
 * before while any is left; once all are used, they are told so and may sit again the one they sat
 * longest ago. Pure: the server reads the sets and the aspirant's past sittings, then asks here.
 */

/** A published set of one test, in the rotation's order (the studio's bank first, then coaches' sets, oldest first). */
export type RotationSet = { id: string; kind: PracticeTestKind };
/** A full sitting (not a practice run) of a set by the aspirant. */
export type PastSitting = { setId: string; startedAt: Date };

export type NextSet = { status: 'fresh'; setId: string } | { status: 'used_up'; oldestSetId: string; sets: number } | { status: 'none' };

export function nextSet(sets: readonly RotationSet[], past: readonly PastSitting[]): NextSet {
  if (sets.length === 0) return { status: 'none' };
  const lastSat = new Map<string, number>();
  for (const p of past) lastSat.set(p.setId, Math.max(lastSat.get(p.setId) ?? 0, p.startedAt.getTime()));
  const fresh = sets.find((s) => !lastSat.has(s.id));
  if (fresh) return { status: 'fresh', setId: fresh.id };
  // Every set sat: the one whose latest sitting is the oldest (the first in the rotation on a tie).
  const oldest = sets.reduce((best, s) => (lastSat.get(s.id)! < lastSat.get(best.id)! ? s : best));
  return { status: 'used_up', oldestSetId: oldest.id, sets: sets.length };
}

/**
 * The set a practice run takes its first items from: one the aspirant has sat already (the latest),
 * else the last in the rotation, so the try never shows the items of the set they are given next.
 */
export function practiceRunSet(sets: readonly RotationSet[], past: readonly PastSitting[]): string | null {
  const ids = new Set(sets.map((s) => s.id));
  const seen = [...past].filter((p) => ids.has(p.setId)).sort((x, y) => y.startedAt.getTime() - x.startedAt.getTime());
  return seen[0]?.setId ?? sets.at(-1)?.id ?? null;
}

/** Tests whose one set is the same at every sitting (the board's five SD questions): sat again without asking. */
export const REPEATS_FREELY: readonly PracticeTestKind[] = ['sd'];
