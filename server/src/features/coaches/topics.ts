/**
 * The content topics coach answers show (docs/decisions/018-fresh-caches.md; the database's
 * triggers bump them, migration 0010): what coach lists show of every coach, and one coach's
 * whole page (profile, session types, availability, bookings).
 */
export const COACH_LISTS = 'coaches';
/** Lower-cased like PostgreSQL writes a uuid as text (the triggers' topics): a link may carry it in capitals. */
export const coachPageTopic = (id: string) => `coach:${id.toLowerCase()}`;

/** Full coaches (with availability): the lists' topic and each coach's own. */
export function coachTopics(coaches: readonly { id: string }[]): string[] {
  return [COACH_LISTS, ...coaches.map((coach) => coachPageTopic(coach.id))];
}
