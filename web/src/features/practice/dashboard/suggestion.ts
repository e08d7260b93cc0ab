import type { AttemptListItem, PracticeTestKind } from '@ssb/domain';

/**
 * The order the dashboard suggests the tests in, for an aspirant who has not sat them all: the
 * stories first (TAT), then the quick-fire tests (WAT, SRT), the self description, PPDT and OIR.
 */
export const SUGGESTION_ORDER: readonly PracticeTestKind[] = ['tat', 'wat', 'srt', 'sd', 'ppdt', 'oir'];

/** A full attempt (not a practice run) whose clock has run out or that was ended: it counts as sat. */
const satInFull = (a: AttemptListItem) => !a.practiceRun && a.status === 'finished';

/**
 * The test the dashboard suggests next: the first of `SUGGESTION_ORDER` never sat in full, else
 * the one whose latest full attempt is the oldest (ties: the earlier in the order).
 */
export function suggestNextTest(attempts: readonly AttemptListItem[]): PracticeTestKind {
  const lastSat = new Map<PracticeTestKind, number>();
  for (const a of attempts) {
    if (!satInFull(a)) continue;
    const at = Date.parse(a.startedAt);
    if (at > (lastSat.get(a.set.kind) ?? -Infinity)) lastSat.set(a.set.kind, at);
  }
  const never = SUGGESTION_ORDER.find((kind) => !lastSat.has(kind));
  if (never) return never;
  let oldest = SUGGESTION_ORDER[0]!;
  for (const kind of SUGGESTION_ORDER) if (lastSat.get(kind)! < lastSat.get(oldest)!) oldest = kind;
  return oldest;
}

/** The latest finished full attempt (the dashboard's "Last result"), or null before any. */
export function lastResult(attempts: readonly AttemptListItem[]): AttemptListItem | null {
  let latest: AttemptListItem | null = null;
  for (const a of attempts) if (satInFull(a) && (!latest || Date.parse(a.startedAt) > Date.parse(latest.startedAt))) latest = a;
  return latest;
}
