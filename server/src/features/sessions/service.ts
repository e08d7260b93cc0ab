import { randomBytes } from 'node:crypto';
import {
  bookableType,
  canTransition,
  DEFAULT_BOOKING_MINUTES,
  hasStarted,
  holdExpiresAt,
  isBooked,
  rupeesToPaise,
  sameLengthChoiceMessage,
  MS_PER_MINUTE,
  ratingRefusal,
  SESSION_MESSAGES as M,
  sessionCategoryLabel,
  type CreateSessionPayload,
  type SessionDto,
  type UpdateSessionInput,
  plural,
} from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import {
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  PG_CHECK_VIOLATION,
  PG_EXCLUSION_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '../../platform/errors';
import { assertSchedulable } from './schedule-check';
import { assertTakesBookings } from './bookable-coach';
import { notify } from '../notifications';
import { sessionCalendar, type Contact } from './calendar';
import { queueMails } from './mail-queue';
import { refundCancellation } from './cancellation-refund';
import { openOrder } from './payment';
import { releaseHoldOpened, tellHoldOpened, tellHoldsEnded } from './hold-notice';
import { recordCompletion } from '../payments';
import { cancellerOf, moneyViews, type SessionsMoney } from './money-view';
import { paymentOfSession } from '../payments';
import { presentSession } from './presenter';
import * as repo from './repository';
import { retryingDeadlocks } from '../../db/retry';
import { recordAdminAction } from '../audit';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'now' | 'gateway' | 'sessionPurchases'>;

/** A fresh, unguessable room on the configured meeting service (Jitsi Meet by default). */
export function newMeetingLink(baseUrl: string): string {
  return `${baseUrl}/ssb-academy-${randomBytes(10).toString('hex')}`;
}

type Viewing = Pick<AppDeps, 'db' | 'gateway' | 'now' | 'config'>;

/** Sessions as the viewer sees them: people by name and picture, and the money part that is theirs to see. */
export async function present(deps: Viewing, viewer: CurrentUser, rows: repo.SessionRow[], known?: SessionsMoney): Promise<SessionDto[]> {
  const now = deps.now();
  const [people, money] = await Promise.all([
    repo.peopleByIds(deps.db, rows.flatMap((r) => [r.mentorId, r.menteeId])),
    moneyViews(deps.db, viewer, rows, deps.gateway.keyId, now, deps.config.publicUrl, known),
  ]);
  return rows.map((r) => presentSession(r, people, now, money.get(r.id), viewer.id));
}

export async function presentOne(deps: Viewing, viewer: CurrentUser, row: repo.SessionRow): Promise<SessionDto> {
  return (await present(deps, viewer, [row]))[0]!;
}

const isAdmin = (user: CurrentUser) => user.role === 'admin';
const isParticipant = (user: CurrentUser, row: repo.SessionRow) => row.mentorId === user.id || row.menteeId === user.id;

/** The session if the viewer may see it (its two participants and admins); anyone else gets 404. */
export async function visibleSession(db: Db, viewer: CurrentUser, id: string, lock = false): Promise<repo.SessionRow> {
  const row = await repo.findSession(db, id, { lock });
  if (!row || !(isAdmin(viewer) || isParticipant(viewer, row))) throw new NotFound(M.sessionNotFound);
  return row;
}

type BookingCoach = NonNullable<Awaited<ReturnType<typeof repo.lockCoachForBooking>>>;

/** The session type a booking names: a length alone names the type of that length (of two, the one at the price sent). */
const typeChoice = (coach: BookingCoach, input: CreateSessionPayload) =>
  bookableType(coach, { typeId: input.sessionTypeId, minutes: input.duration ?? (input.sessionTypeId ? undefined : DEFAULT_BOOKING_MINUTES), price: input.price });

/** One of the coach's own types (a row of session_types), not a length priced by the hourly rate. */
const ownTypeOf = (coach: BookingCoach, typeId: string) => coach.sessionTypes.find((t) => t.id === typeId) ?? null;

/**
 * The type a booking names, with its price: never a length the coach does not offer, never a price
 * the client picks.
 */
function chosenType(coach: BookingCoach, input: CreateSessionPayload) {
  const choice = typeChoice(coach, input);
  if (!choice.ok && choice.reason === 'unpriced') throw new Conflict(M.notPriced);
  if (!choice.ok && choice.reason === 'ambiguous') {
    // docs/product/booking-rules.md: two types of this length and no price that picks one; the client chooses.
    const message = sameLengthChoiceMessage(choice.minutes, choice.choices);
    const choices = choice.choices.map((t) => ({ sessionTypeId: t.id, title: t.label, minutes: t.minutes, price: t.price }));
    throw new Conflict(message, { price: message }, { choices });
  }
  if (!choice.ok) {
    throw new Invalid(M.notOffered, { duration: M.notOffered, ...(input.sessionTypeId ? { sessionTypeId: M.notOffered } : {}) });
  }
  return choice.type;
}

/**
 * POST /api/sessions (docs/product/sessions.md "Booking", docs/product/booking-rules.md): the mentee is the caller;
 * the booking names one of the coach's session types and takes its price; the whole session lies inside one of
 * the coach's windows, starts on that window's slot grid and in the future. The window check and the insert
 * share one transaction (holding the coach's row against a concurrent availability save); overlaps, for one
 * person in any role, are refused by EXCLUDE constraints, so of racing requests exactly one wins and the rest
 * get 409.
 */
export async function bookSession(deps: Deps, caller: CurrentUser, input: CreateSessionPayload, _log?: FastifyBaseLogger): Promise<SessionDto> {
  const { db, config } = deps;
  const now = deps.now();
  if (input.mentorId === caller.id) throw new Invalid(M.selfBooking, { mentorId: M.selfBooking });
  const start = new Date(input.scheduledAt);

  // Everything is read once, under the coach's lock, in the booking's one transaction (docs/decisions/037).
  let row: repo.SessionRow;
  let end = start;
  let price = 0;
  try {
    row = await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        // Under the lock: a suspension (which locks the coach, then cancels what is booked) or a profile save (which
        // holds it while it replaces the types) that committed before this booking is seen by it.
        const coach = await repo.lockCoachForBooking(tx, input.mentorId);
        assertTakesBookings(coach);
        // The type as the booking found it when it asked; then as it is under the lock: one deleted or repriced
        // meanwhile (a profile save holds the lock while it replaces them) is not booked at what the visitor was shown.
        const type = chosenType({ ...coach, sessionTypes: coach.shownTypes }, input);
        const { minutes } = type;
        price = type.price;
        const again = typeChoice(coach, input);
        if (!again.ok || again.type.id !== type.id || again.type.minutes !== minutes || again.type.price !== price) throw new Conflict(M.typeChanged);
        if (start.getTime() <= now.getTime()) throw new Invalid(M.inPast, { scheduledAt: M.inPast });
        end = new Date(start.getTime() + minutes * MS_PER_MINUTE);
        const paid = price > 0;
        // A hold past its time that the sweep has not reached yet must not keep this slot from being booked;
        // its aspirant is told it ended, as the sweep would have told them (not the caller booking over their
        // own lapsed hold: they are booking again as we speak, and get this booking's own news).
        const lapsed = await repo.expireLapsedHolds(tx, [coach.id, caller.id], start, end, now);
        await tellHoldsEnded(deps, tx, lapsed.filter((hold) => hold.menteeId !== caller.id), now);
        await assertSchedulable(tx, coach.id, { start, end }, now);
        // A coach's own type names the session ('45 min SRT and WAT review'); the hourly-rate lengths do not.
        const ownType = ownTypeOf(coach, type.id);
        const coachName = `${coach.firstName} ${coach.lastName}`.trim();
        const title = input.title?.trim() || ownType?.label || `${sessionCategoryLabel(input.sessionType)} with ${coachName}`;
        const inserted = await repo.insertSession(tx, {
          mentorId: coach.id,
          menteeId: caller.id,
          title,
          description: input.description?.trim() || null,
          sessionType: input.sessionType,
          sessionTypeId: ownType?.id ?? null,
          duration: minutes,
          scheduledAt: start,
          endsAt: end,
          price,
          amountPaise: rupeesToPaise(price),
          status: paid ? 'pending_payment' : 'scheduled',
          holdExpiresAt: paid ? holdExpiresAt(now) : null,
          meetingLink: coach.meetingLink?.trim() || newMeetingLink(config.meetingBaseUrl),
          createdAt: now,
          updatedAt: now,
        });
        // A paid booking's mails go out when it is paid (payments/capture.ts), a free one's now. A hold tells
        // its aspirant where to pay, whichever client made it (docs/product/money.md "Hold, then pay"); both
        // people were just read (the caller by their sign-in), so the mail needs no other read.
        if (!paid) await queueMails(deps, tx, 'booked', inserted, now);
        else await tellHoldOpened(deps, tx, inserted, now, [coach, caller]);
        return inserted;
      }),
    );
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_EXCLUSION_VIOLATION) {
      // The same booking made again (a retry after an answer that never arrived): its first making is the answer,
      // so trying again never double-books nor says the slot is taken (docs/product/offline.md).
      const same = await repo.findSameBooking(db, { menteeId: caller.id, mentorId: input.mentorId, start, end, price });
      if (same) return presentOne(deps, caller, same);
      // The cross-role guard does not say whose time clashed: the caller's own (they are in another session
      // then, as mentee or as coach) or the coach's (the slot is taken).
      const constraint = pgConstraint(error);
      const ownClash =
        constraint === 'sessions_no_mentee_overlap' ||
        (constraint === 'session_participants_no_overlap' && (await repo.isBusy(db, caller.id, start, end)));
      throw new Conflict(ownClash ? M.menteeBusy : M.slotTaken);
    }
    if (code === PG_CHECK_VIOLATION && pgConstraint(error) === 'sessions_not_self') throw new Invalid(M.selfBooking);
    throw error;
  }
  if (row.amountPaise === 0) {
    deps.outbox.wake();
    return presentOne(deps, caller, row);
  }
  // A new hold has no order yet: no need to look for one before opening it.
  const payment = await openOrder(deps, row, _log, { fresh: true });
  // The order is open: the pay mail, held back until now, may leave.
  await releaseHoldOpened(deps.db, row.id, deps.now());
  deps.outbox.wake();
  // What was just written is the answer: its payment (no refunds yet) is not read back.
  return (await present(deps, caller, [row], { payments: [payment], refunds: [] }))[0]!;
}

export type ListOptions = {
  mentorId?: string;
  menteeId?: string;
  type?: 'upcoming' | 'past';
  status?: repo.SessionRow['status'];
  page: number;
  pageSize: number;
  /** The dispute queue reads oldest first. */
  oldestFirst?: boolean;
};

/** GET /api/sessions: the caller's own sessions (as mentee or as mentor); admins see all. */
export async function listSessions(deps: Deps, viewer: CurrentUser, options: ListOptions) {
  const { rows, total } = await repo.listSessions(
    deps.db,
    {
      participantId: isAdmin(viewer) ? null : viewer.id,
      viewerId: isAdmin(viewer) ? null : viewer.id,
      mentorId: options.mentorId,
      menteeId: options.menteeId,
      type: options.type,
      status: options.status,
      now: deps.now(),
      oldestFirst: options.oldestFirst,
    },
    { limit: options.pageSize, offset: (options.page - 1) * options.pageSize },
  );
  return { data: await present(deps, viewer, rows), meta: { total, page: options.page, pageSize: options.pageSize } };
}

export async function getSession(deps: Deps, viewer: CurrentUser, id: string): Promise<SessionDto> {
  return presentOne(deps, viewer, await visibleSession(deps.db, viewer, id));
}

/** Refusals that depend only on where the session is in its life. */
function refuseSettled(row: repo.SessionRow): void {
  if (row.status === 'completed') throw new Conflict(M.alreadyCompleted);
  if (row.status === 'cancelled') throw new Conflict(M.alreadyCancelled);
  if (row.status === 'expired') throw new Conflict(M.holdLapsed);
  if (row.status === 'disputed') throw new Conflict(M.underDispute);
}

/**
 * Marking complete (the coach, from the start time on) and cancelling (either participant, before the
 * start). A paid session's completion makes the coach's share payable; its cancellation books the refund of
 * the tier that applies now (docs/product/money.md), both in this transaction.
 */
async function changeStatus(deps: Deps, tx: Db, row: repo.SessionRow, viewer: CurrentUser, status: repo.SessionRow['status'], now: Date) {
  refuseSettled(row);
  if (!canTransition(row.status, status) || (status !== 'completed' && status !== 'cancelled')) {
    throw new Invalid(M.statusInvalid, { status: M.statusInvalid });
  }
  if (status === 'completed') {
    if (!(row.mentorId === viewer.id || isAdmin(viewer))) throw new Forbidden(M.onlyMentorCompletes);
    if (!hasStarted(row.scheduledAt, now)) throw new Conflict(M.notStartedYet);
    await recordCompletion(tx, row, deps.config.money);
    return { status, completedAt: now };
  }
  if (now.getTime() >= row.scheduledAt.getTime()) throw new Conflict(M.cancelBeforeStart);
  await refundCancellation(tx, deps.config, row, cancellerOf(viewer, row), now);
  return { status, cancelledAt: now, cancelledBy: viewer.id, holdExpiresAt: null };
}

function ratingChange(row: repo.SessionRow, viewer: CurrentUser, input: UpdateSessionInput, now: Date): Partial<repo.NewSessionRow> {
  const refusal = ratingRefusal(row, now, row.menteeId === viewer.id);
  if (refusal === 'notMentee') throw new Forbidden(M.onlyMenteeRates);
  if (input.menteeRating === undefined) throw new Invalid(M.ratingTitle, { menteeRating: M.rating });
  if (refusal === 'notRateable') throw new Conflict(row.status === 'cancelled' ? M.cancelledNoRating : M.notRateable);
  if (refusal === 'alreadyRated') throw new Conflict(M.alreadyRated);
  if (refusal === 'notCompleted') throw new Conflict(M.rateAfterCompletion);
  return { menteeRating: input.menteeRating, menteeFeedback: input.menteeFeedback?.trim() || null, ratedAt: now };
}

/**
 * PUT /api/sessions/{id}: the mentee rates (1-5, once, once it is completed: docs/product/reviews.md) with optional feedback;
 * the mentor marks complete; either participant cancels before the start. Completed and cancelled are final.
 * The row is locked for the change, and a rating recomputes the coach's rating and review count in the same
 * transaction.
 */
export async function updateSession(deps: Deps, viewer: CurrentUser, id: string, input: UpdateSessionInput, _log?: FastifyBaseLogger): Promise<SessionDto> {
  const rates = input.menteeRating !== undefined || input.menteeFeedback !== undefined;
  if (!rates && input.status === undefined) throw new Invalid(M.nothingToChange);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await visibleSession(tx, viewer, id, true);
    const changes: Partial<repo.NewSessionRow> = {
      ...(rates ? ratingChange(row, viewer, input, now) : {}),
      ...(input.status !== undefined ? await changeStatus(deps, tx, row, viewer, input.status, now) : {}),
      updatedAt: now,
    };
    const next = await repo.updateSession(tx, row.id, changes);
    if (rates) {
      await repo.recomputeCoachRating(tx, row.mentorId);
      const stars = next.menteeRating ?? 0;
      await notify(tx, [{ userId: row.mentorId, kind: 'review', title: `New review: ${plural(stars, 'star', 'stars')}`, body: next.menteeFeedback?.slice(0, 140) ?? row.title, link: `/coaches/${row.mentorId}#reviews` }], now);
    }
    // A hold given up was never booked: nobody was told of it, so nobody is told of its end.
    if (input.status === 'cancelled' && row.status === 'scheduled') await queueMails(deps, tx, 'cancelled', next, now, viewer.id);
    if (input.status === 'cancelled' && isAdmin(viewer) && !isParticipant(viewer, row)) {
      await recordAdminAction(tx, { adminId: viewer.id, action: 'session.cancel', target: { type: 'session', id: row.id }, before: { status: row.status }, after: { status: next.status }, now });
    }
    return next;
  });
  if (input.status === 'cancelled') deps.outbox.wake();
  return presentOne(deps, viewer, updated);
}

/**
 * Cancels every session of `userId` (either side) not yet started, booked or held, as `admin` (a full
 * refund of what was paid, docs/product/money.md), in the caller's transaction: the suspension of an
 * account (features/users). Both sides of a booked one are told. Answers how many were cancelled.
 */
export async function cancelFutureSessionsOf(deps: Deps, tx: Db, admin: CurrentUser, userId: string, now: Date): Promise<number> {
  const rows = await repo.lockFutureSessionsOf(tx, userId, now);
  for (const row of rows) {
    const next = await repo.updateSession(tx, row.id, { ...(await changeStatus(deps, tx, row, admin, 'cancelled', now)), updatedAt: now });
    if (row.status === 'scheduled') await queueMails(deps, tx, 'cancelled', next, now, admin.id);
  }
  return rows.length;
}

/** DELETE /api/sessions/{id}: cancels (the row stays, status cancelled, the time is free again). */
export async function cancelSession(deps: Deps, viewer: CurrentUser, id: string, log?: FastifyBaseLogger): Promise<SessionDto> {
  return updateSession(deps, viewer, id, { status: 'cancelled' }, log);
}

/** Booked now, or booked before it was cancelled (free, or its payment captured). */
async function wasBooked(db: Db, row: repo.SessionRow): Promise<boolean> {
  if (isBooked(row.status)) return true;
  if (row.status !== 'cancelled') return false;
  return row.amountPaise === 0 || (await paymentOfSession(db, row.id))?.status === 'captured';
}

/** GET /api/sessions/{id}/calendar.ics: the session as an iCalendar file for its participants (and admins). */
export async function sessionIcs(deps: Deps, viewer: CurrentUser, id: string): Promise<{ filename: string; content: string }> {
  const row = await visibleSession(deps.db, viewer, id);
  // Its room and its people's addresses are for a booking, not for a hold anyone can make and give up.
  if (!(await wasBooked(deps.db, row))) throw new NotFound();
  const contacts = await repo.contactsOf(deps.db, [row.mentorId, row.menteeId]);
  const fallback = (personId: string): Contact => ({ id: personId, email: 'unknown@invalid', firstName: '', lastName: '' });
  const content = sessionCalendar({
    session: row,
    mentor: contacts.get(row.mentorId) ?? fallback(row.mentorId),
    mentee: contacts.get(row.menteeId) ?? fallback(row.menteeId),
    method: row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    organizer: deps.config.mail.from,
    publicUrl: deps.config.publicUrl,
  });
  return { filename: `ssb-academy-session-${row.id}.ics`, content };
}
