import {
  PAYMENT_MESSAGES as P,
  SESSION_MESSAGES as M,
  MS_PER_MINUTE,
  formatDateTime,
  refundTierCapOnReschedule,
  rescheduleRefusal,
  type RescheduleInput,
} from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import { retryingDeadlocks } from '../../db/retry';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, Forbidden, Invalid, PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../platform/errors';
import { lockCoach } from '../availability';
import * as repo from './repository';
import { notify } from '../notifications';
import { MAIL_TIME_ZONE } from '../../platform/mail-template';
import { assertSchedulable } from './schedule-check';
import { visibleSession } from './service';
import { tellHoldsEnded } from './hold-notice';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

const REFUSAL = { alreadyMoved: P.rescheduleAlreadyMoved, tooLate: P.rescheduleTooLate, newTimeInPast: M.inPast } as const;

/**
 * POST /api/sessions/{id}/reschedule (docs/product/money.md "Reschedule"): the mentee moves a scheduled
 * session once, up to 12 h before its start, to another free slot of the same coach, same length (so the
 * same session type and price), at no cost. The new time passes the booking rules (inside a window, on its
 * grid, not overlapping anyone's session: the same database guards).
 */
export async function rescheduleSession(deps: Deps, viewer: CurrentUser, id: string, input: RescheduleInput): Promise<repo.SessionRow> {
  const now = deps.now();
  const newStart = new Date(input.scheduledAt);
  try {
    // Like a booking, a move races other writes into the EXCLUDE constraints: a deadlock PostgreSQL broke is run again.
    return await retryingDeadlocks(() => deps.db.transaction(async (tx) => {
      const row = await visibleSession(tx, viewer, id, true);
      if (row.menteeId !== viewer.id) throw new Forbidden(P.rescheduleOnlyMentee);
      if (row.status !== 'scheduled') throw new Conflict(P.rescheduleNotScheduled);
      const refusal = rescheduleRefusal(row, newStart, now);
      if (refusal) throw refusal === 'newTimeInPast' ? new Invalid(REFUSAL[refusal], { scheduledAt: REFUSAL[refusal] }) : new Conflict(REFUSAL[refusal]);
      if (newStart.getTime() === row.scheduledAt.getTime()) throw new Invalid(P.rescheduleSameTime, { scheduledAt: P.rescheduleSameTime });
      const newEnd = new Date(newStart.getTime() + row.duration * MS_PER_MINUTE);
      await lockCoach(tx, row.mentorId, 'share');
      // A lapsed hold in the way is expired, and its aspirant told (payments/hold-notice.ts).
      await tellHoldsEnded(deps, tx, await repo.expireLapsedHolds(tx, [row.mentorId, row.menteeId], newStart, newEnd, now), now);
      await assertSchedulable(tx, row.mentorId, { start: newStart, end: newEnd }, now, { start: row.scheduledAt, end: row.endsAt });
      const moved = await repo.updateSession(tx, row.id, {
        scheduledAt: newStart,
        endsAt: newEnd,
        rescheduleCount: row.rescheduleCount + 1,
        // The mentee's refund tier at this moment, for the old start: moving later never buys a better refund (docs/product/money.md "Reschedule").
        refundTierCap: refundTierCapOnReschedule(row.scheduledAt, now, row.refundTierCap),
        updatedAt: now,
      });
      const link = `/sessions/${row.id}`;
      const newTime = formatDateTime(newStart, MAIL_TIME_ZONE);
      await notify(
        tx,
        [
          { userId: row.mentorId, kind: 'reschedule', title: `Moved: ${row.title}`, body: `Now ${newTime}`, link },
          { userId: row.menteeId, kind: 'reschedule', title: `You moved ${row.title}`, body: `Now ${newTime}. A session can be moved once.`, link },
        ],
        now,
      );
      return moved;
    }));
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new Conflict(M.slotTaken);
    throw error;
  }
}
