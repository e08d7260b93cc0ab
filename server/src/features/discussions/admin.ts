import { formatDateTime, type Discussion, type UpdateDiscussionPayload } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { Conflict, NotFound } from '../../platform/errors';
import { greetingFor, renderMail } from '../../platform/mail-template';
import { enqueueMails } from '../../platform/outbox';
import { recordAdminAction } from '../audit';
import { notify } from '../notifications';
import * as repo from './repository';
import { DISCUSSION_ERRORS as M, presentDiscussionById } from './service';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'outbox'>;

const when = (at: Date) => `${formatDateTime(at, 'Asia/Kolkata')}`;

/** Tells every attendee of a change, by mail and in the bell, in the transaction that made it. */
async function tellAttendees(tx: Db, deps: Deps, discussionId: string, message: { kind: 'reschedule' | 'cancellation'; subject: string; paragraphs: string[]; title: string; body: string }, now: Date) {
  const attendees = await repo.attendeeContacts(tx, discussionId);
  if (attendees.length === 0) return;
  const mails = await Promise.all(
    attendees.map(async (a) => {
      const { html, text } = await renderMail({
        preview: message.subject,
        greeting: greetingFor(a.firstName),
        paragraphs: message.paragraphs,
        action: { label: 'See live discussions', href: `${deps.config.publicUrl}/discussions` },
      });
      return { to: a.email, subject: message.subject, text, html };
    }),
  );
  await enqueueMails(tx, mails, { now, reference: `discussion:${discussionId}` });
  await notify(tx, attendees.map((a) => ({ userId: a.id, kind: message.kind, title: message.title, body: message.body, link: '/discussions' })), now);
}

/**
 * PUT /discussions/{id} (admins): the same fields as creating one. The capacity cannot go below
 * those who joined; attendees are told when the time or the room changes. Audited.
 */
export async function updateDiscussion(deps: Deps, admin: CurrentUser, id: string, input: UpdateDiscussionPayload): Promise<Discussion> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockDiscussion(tx, id);
    if (!before) throw new NotFound(M.notFound);
    if (before.cancelledAt) throw new Conflict(M.cancelled);
    if (input.capacity < before.attendeeCount) throw new Conflict(M.belowAttendees, { capacity: M.belowAttendees });
    const startTime = input.startTime ? new Date(input.startTime) : before.startTime;
    const meetLink = input.meetLink ?? before.meetLink;
    await repo.updateDiscussion(tx, id, { title: input.title, description: input.description, startTime, capacity: input.capacity, meetLink });
    const moved = startTime.getTime() !== before.startTime.getTime();
    if (moved || meetLink !== before.meetLink) {
      const what = moved ? `It now starts ${when(startTime)}.` : 'Its meeting room changed; the Join button takes you to the new one.';
      await tellAttendees(tx, deps, id, { kind: 'reschedule', subject: `Changed: ${input.title}`, paragraphs: [`The live discussion "${input.title}" you joined has changed. ${what}`], title: `Changed: ${input.title}`, body: what }, now);
    }
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'discussion.edit',
      target: { type: 'discussion', id },
      before: { title: before.title, startTime: before.startTime.toISOString(), capacity: before.capacity, meetLink: before.meetLink },
      after: { title: input.title, startTime: startTime.toISOString(), capacity: input.capacity, meetLink },
      now,
    });
  });
  deps.outbox.wake();
  return presentDiscussionById(deps.db, id, admin);
}

/** POST /discussions/{id}/cancel (admins): off the list; every attendee is told why. Audited. */
export async function cancelDiscussion(deps: Deps, admin: CurrentUser, id: string, reason: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const discussion = await repo.lockDiscussion(tx, id);
    if (!discussion) throw new NotFound(M.notFound);
    if (discussion.cancelledAt) throw new Conflict(M.cancelled);
    await repo.updateDiscussion(tx, id, { cancelledAt: now, cancelReason: reason });
    await tellAttendees(
      tx,
      deps,
      id,
      {
        kind: 'cancellation',
        subject: `Cancelled: ${discussion.title}`,
        paragraphs: [`The live discussion "${discussion.title}" on ${when(discussion.startTime)}, which you joined, is cancelled. The reason:`, reason],
        title: `Cancelled: ${discussion.title}`,
        body: reason,
      },
      now,
    );
    await recordAdminAction(tx, { adminId: admin.id, action: 'discussion.cancel', target: { type: 'discussion', id }, before: { cancelled: false }, after: { cancelled: true }, reason, now });
  });
  deps.outbox.wake();
}
