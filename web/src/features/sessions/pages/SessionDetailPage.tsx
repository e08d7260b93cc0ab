import { LocalDate } from '../../../components/ui/LocalDate';
import {
  canCancel,
  canMarkComplete,
  describePreparation,
  formatPrice,
  reviewEditable,
  sessionCalendarEvent,
  sessionCategoryLabel,
  type SessionPerson,
} from '@ssb/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Avatar } from '../../../components/ui/Avatar';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { AddToCalendar, siteOrigin } from '../../../components/AddToCalendar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stars } from '../../../components/ui/Stars';
import { useAuth } from '../../../lib/auth';
import { RatingEntry } from '../components/RatingEntry';
import { EditReviewForm } from '../../reviews/components/EditReviewForm';
import { useNow } from '../../../lib/useNow';
import { calendarUrl, useSession, useUpdateSession, type Session } from '../api';
import { CancelSessionDialog } from '../components/CancelSessionDialog';
import { DisputeDialog, DisputeNotice } from '../components/DisputeDialog';
import { RescheduleDialog } from '../components/RescheduleDialog';
import { SessionPaymentPanel } from '../components/SessionPaymentPanel';
import { StatusBadge } from '../components/SessionItem';
import { MeetingJoin, useMeetingClock } from '../components/MeetingJoin';
import { canReportNoShow, rescheduleBlock } from '../rules';

/** Statuses of a booking that never took place (unpaid, lapsed, or called off): no meeting, no calendar entry. */
const NOT_HAPPENING = ['cancelled', 'expired', 'pending_payment'];

function Person({ label, person, coach }: { label: string; person: SessionPerson; coach?: boolean }) {
  const body = (
    <span className="flex items-center gap-3">
      <Avatar src={person.profileImageUrl} name={person.name} size={44} alt="" />
      <span>
        <span className="block text-xs tracking-wide text-slate-500 uppercase">{label}</span>
        <span className="font-semibold text-primary-900">{person.name}</span>
        {person.title && <span className="block text-sm text-slate-600">{person.title}</span>}
      </span>
    </span>
  );
  return coach ? (
    <Link to={`/coaches/${person.id}`} className="rounded-lg p-1 hover:bg-slate-50">
      {body}
    </Link>
  ) : (
    <div className="p-1">{body}</div>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function CompleteButton({ session }: { session: Session }) {
  const update = useUpdateSession();
  const mark = async () => {
    try {
      await update.mutateAsync({ id: session.id, status: 'completed' });
      notify('success', 'Session updated');
    } catch {
      notify('error', 'Update failed', { description: 'Could not update session' });
    }
  };
  return (
    <Button onClick={() => void mark()} busy={update.isPending} busyLabel="Saving…">
      Mark complete
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-32" />
      <Skeleton className="h-20" />
    </div>
  );
}

/** /sessions/{id} (docs/product/screens.md "Session detail"). */
export default function SessionDetailPage() {
  const { id } = useParams();
  const auth = useAuth();
  const ticking = useNow(15_000);
  const query = useSession(id);
  const now = useMeetingClock(query.data ? [query.data] : undefined, query.refetch, ticking);

  if (query.isPending) {
    return (
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <DetailSkeleton />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <EmptyState
          title="Session not found"
          description="It may have been removed, or it belongs to someone else."
          action={
            <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
              Back to dashboard
            </Link>
          }
        />
      </div>
    );
  }

  const s = query.data;
  const viewerId = auth.user?.id;
  const isMentor = s.mentorId.id === viewerId;
  const isMentee = s.menteeId.id === viewerId;
  const participant = isMentor || isMentee;
  const cancellable = participant && canCancel(s, now);
  const happening = !NOT_HAPPENING.includes(s.status);
  const rescheduleRefused = isMentee ? rescheduleBlock(s, now) : null;

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <PageHeader
        eyebrow={
          <Link to={isMentor ? '/dashboard/manage-sessions' : '/dashboard/sessions'} className="underline">
            All sessions
          </Link>
        }
        title={s.title}
        actions={<StatusBadge status={s.status} />}
      />

      <dl className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <Fact label="Starts" wide>
          <LocalDate iso={s.scheduledAt} withTime />
        </Fact>
        <Fact label="Duration">{s.duration} minutes</Fact>
        <Fact label="Price">{formatPrice(s.price)}</Fact>
        <Fact label="Type" wide>
          {sessionCategoryLabel(s.sessionType)}
        </Fact>
      </dl>

      <div className="mt-4 grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2">
        <Person label="Coach" person={s.mentorId} coach />
        <Person label="Mentee" person={s.menteeId} />
      </div>
      {/* What the aspirant prepares for: the server sends it to the session's coach only. */}
      {s.menteePreparation && describePreparation(s.menteePreparation, now.getFullYear()) && (
        <p className="mt-2 rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900">
          {describePreparation(s.menteePreparation, now.getFullYear())}
        </p>
      )}

      {s.description && (
        <section className="mt-6">
          <h2 className="mb-1 font-semibold text-primary-900">Description</h2>
          <p className="whitespace-pre-line text-slate-700">{s.description}</p>
        </section>
      )}

      {(participant || auth.role === 'admin') && <SessionPaymentPanel session={s} viewerIsMentee={isMentee} canCancelNow={cancellable} />}

      {s.status === 'disputed' && <DisputeNotice session={s} />}

      {participant && happening && (
        <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="mb-2 font-semibold text-primary-900">Meeting</h2>
          <MeetingJoin session={s} now={now} />
        </section>
      )}

      {s.menteeRating !== null && (
        <section id="rating" className="mt-6 scroll-mt-24">
          <h2 className="mb-1 font-semibold text-primary-900">Rating</h2>
          <Stars value={s.menteeRating} size={20} showValue />
          {s.menteeFeedback && <p className="mt-1 text-slate-700">“{s.menteeFeedback}”</p>}
          <Link to={`/coaches/${s.mentorId.id}#reviews`} className="mt-1 inline-block text-sm font-semibold text-primary-700 hover:underline">
            See it among the coach’s reviews
          </Link>
          {isMentee && s.ratedAt && reviewEditable(new Date(s.ratedAt), now) && (
            <EditReviewForm key={`${s.menteeRating}:${s.menteeFeedback}`} session={{ id: s.id, mentorId: s.mentorId, menteeRating: s.menteeRating, menteeFeedback: s.menteeFeedback }} />
          )}
        </section>
      )}

      {isMentee && s.canRate && (
        <section id="rate" className="mt-6 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="mb-2 font-semibold text-primary-900">Rate</h2>
          <RatingEntry sessionId={s.id} />
        </section>
      )}
      {isMentee && !s.canRate && s.status === 'scheduled' && s.menteeRating === null && new Date(s.endsAt).getTime() <= now.getTime() && (
        <p className="mt-6 text-sm text-slate-600">You can rate this session once your coach marks it complete, or 24 hours after it ends.</p>
      )}

      <div className="mt-6 flex flex-wrap gap-2">
        {(isMentor || auth.role === 'admin') && canMarkComplete(s, now) && <CompleteButton session={s} />}
        {isMentee && rescheduleRefused === null && <RescheduleDialog session={s} now={now} />}
        {isMentee && canReportNoShow(s, now) && <DisputeDialog session={s} />}
        {cancellable && <CancelSessionDialog session={s} viewerIsMentee={isMentee} />}
      </div>
      {happening && new Date(s.endsAt).getTime() > now.getTime() && (
        <div className="mt-4">
          <AddToCalendar icsUrl={calendarUrl(s.id)} event={sessionCalendarEvent(s, siteOrigin())} />
        </div>
      )}
      {isMentee && s.status === 'scheduled' && rescheduleRefused !== null && new Date(s.scheduledAt).getTime() > now.getTime() && (
        <p className="mt-2 text-sm text-slate-600">{rescheduleRefused}.</p>
      )}
    </div>
  );
}
