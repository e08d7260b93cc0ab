import {
  accessBlocker,
  joinBlocker,
  type CreateDiscussionPayload,
  type Discussion,
} from '@ssb/domain';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, NotFound, PG_CHECK_VIOLATION, pgErrorCode } from '../../platform/errors';
import { presentDiscussion } from './presenter';
import { discussionCalendar } from './calendar';
import * as repo from './repository';
import type { AppDeps } from '../../app-instance';
import { recordAdminAction } from '../audit';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** How much of the past the list still shows (docs/product/content.md "The list"). */
const LIST_UPCOMING_MAX = 100;
const LIST_PAST_MAX = 20;
const LIST_PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DISCUSSION_ERRORS = {
  notFound: 'Discussion not found',
  joinClosed: 'Joining has closed for this discussion',
  full: 'This discussion is full',
  leaveClosed: 'You can no longer leave this discussion',
  accessNotYet: 'Access not available yet',
  ended: 'This discussion has ended',
  cancelled: 'This discussion was cancelled',
  belowAttendees: 'More people have joined than that: the capacity cannot be below the number who joined',
} as const;

async function present(db: Db, rows: repo.DiscussionListRow[], viewer: CurrentUser | null): Promise<Discussion[]> {
  const ids = rows.map((r) => r.id);
  const [attendees, joined] = await Promise.all([
    repo.attendeeSummaries(db, ids),
    viewer ? repo.joinedDiscussionIds(db, viewer.id, ids) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((r) => presentDiscussion(r, attendees.get(r.id) ?? [], joined.has(r.id)));
}

/** One discussion as the list shows it, for `viewer`. */
export async function presentDiscussionById(db: Db, id: string, viewer: CurrentUser | null): Promise<Discussion> {
  const row = await repo.findDiscussionListRow(db, id);
  if (!row) throw new NotFound(DISCUSSION_ERRORS.notFound);
  const [item] = await present(db, [row], viewer);
  return item!;
}

async function requireDiscussion(db: Db, id: string): Promise<repo.DiscussionRow> {
  const row = await repo.findDiscussion(db, id);
  if (!row) throw new NotFound(DISCUSSION_ERRORS.notFound);
  if (row.cancelledAt) throw new Conflict(DISCUSSION_ERRORS.cancelled);
  return row;
}

/** GET /api/discussions/{id}/calendar.ics: a discussion not cancelled, as a calendar file. */
export async function discussionIcs(deps: Pick<AppDeps, 'db' | 'config'>, id: string): Promise<{ filename: string; content: string }> {
  const row = await repo.findDiscussionListRow(deps.db, id);
  if (!row || (await repo.findDiscussion(deps.db, id))?.cancelledAt) throw new NotFound(DISCUSSION_ERRORS.notFound);
  const [item] = await present(deps.db, [row], null);
  return { filename: `ssb-academy-discussion-${row.id}.ics`, content: discussionCalendar(item!, deps.config.publicUrl) };
}

/** GET /api/discussions: upcoming first (soonest first), then the last 30 days (latest first). */
export async function listDiscussions(deps: Deps, viewer: CurrentUser | null): Promise<Discussion[]> {
  const { db } = deps;
  const now = deps.now();
  const rows = await repo.listDiscussions(db, now, {
    upcoming: LIST_UPCOMING_MAX,
    past: LIST_PAST_MAX,
    pastSince: new Date(now.getTime() - LIST_PAST_DAYS * DAY_MS),
  });
  return present(db, rows, viewer);
}

/**
 * Takes a seat. Joining twice is a no-op. In one transaction the attendee row is inserted (the
 * primary key settles double joins) and, only if it is new, the count is raised under the
 * capacity guard; when no seat is left the transaction rolls back, attendee row included.
 */
export async function joinDiscussion(deps: Deps, user: CurrentUser, id: string): Promise<Discussion> {
  const { db } = deps;
  const now = deps.now();
  const discussion = await requireDiscussion(db, id);
  if (await repo.isAttendee(db, id, user.id)) return presentDiscussionById(db, id, user);
  const blocker = joinBlocker({ now, startTime: discussion.startTime, capacity: discussion.capacity, attendeeCount: discussion.attendeeCount });
  if (blocker === 'closed') throw new Conflict(DISCUSSION_ERRORS.joinClosed);
  // A 'full' read here may be stale (someone may be leaving): the transaction decides.
  try {
    await db.transaction(async (tx) => {
      const inserted = await repo.insertAttendee(tx, id, user.id, now);
      if (!inserted) return; // joined meanwhile, from another tab
      if (!(await repo.takeSeat(tx, id))) throw new Conflict(DISCUSSION_ERRORS.full);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) throw new Conflict(DISCUSSION_ERRORS.full);
    throw error;
  }
  return presentDiscussionById(db, id, user);
}

/** Gives the seat back; only before the join cutoff (after it nobody could take the seat). */
export async function leaveDiscussion(deps: Deps, user: CurrentUser, id: string): Promise<Discussion> {
  const { db } = deps;
  const now = deps.now();
  const discussion = await requireDiscussion(db, id);
  const closed = joinBlocker({ now, startTime: discussion.startTime, capacity: discussion.capacity, attendeeCount: 0 }) === 'closed';
  await db.transaction(async (tx) => {
    const deleted = await repo.deleteAttendee(tx, id, user.id);
    if (!deleted) return; // not attending: nothing to do
    if (closed) throw new Conflict(DISCUSSION_ERRORS.leaveClosed);
    await repo.freeSeat(tx, id);
  });
  return presentDiscussionById(db, id, user);
}

/** The meet link: attendees only, from 5 minutes before the start (docs/product/content.md "Access to the meeting"). */
export async function discussionAccess(deps: Deps, user: CurrentUser, id: string): Promise<{ meetLink: string }> {
  const { db } = deps;
  const now = deps.now();
  const discussion = await requireDiscussion(db, id);
  const blocker = accessBlocker({ now, startTime: discussion.startTime, isAttendee: await repo.isAttendee(db, id, user.id) });
  if (blocker === 'ended') throw new Forbidden(DISCUSSION_ERRORS.ended);
  if (blocker) throw new Forbidden(DISCUSSION_ERRORS.accessNotYet);
  return { meetLink: discussion.meetLink };
}

export async function createDiscussion(deps: Deps, admin: CurrentUser, input: CreateDiscussionPayload): Promise<Discussion> {
  const { db } = deps;
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertDiscussion(tx, {
      title: input.title,
      description: input.description,
      startTime: input.startTime ? new Date(input.startTime) : now,
      capacity: input.capacity,
      meetLink: input.meetLink,
      createdBy: admin.id,
    });
    await recordAdminAction(tx, { adminId: admin.id, action: 'discussion.create', target: { type: 'discussion', id: created.id }, after: { title: created.title, startTime: created.startTime.toISOString() }, now });
    return created;
  });
  return presentDiscussionById(db, row.id, admin);
}
