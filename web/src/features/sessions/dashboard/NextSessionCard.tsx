import { formatPaise, type SessionDto } from '@ssb/domain';
import { LocalDate } from '../../../components/ui/LocalDate';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { DashboardCard } from '../../../components/ui/DashboardCard';
import { Link } from '../../../lib/router';
import { useCountdown } from '../../payments/checkout/countdown';
import { isPayableBy } from '../listed';
import { checkoutPath, sessionPath } from '../paths';
import { MeetingJoin } from '../components/MeetingJoin';
import { startsIn } from './startsIn';

type Session = SessionDto;

function Countdown({ session }: { session: Session }) {
  const left = useCountdown(session.scheduledAt);
  return (
    <p className="text-sm text-slate-600">
      Starts in{' '}
      <span className="font-semibold text-primary-900 tabular-nums" data-testid="next-session-countdown" aria-live="off">
        {startsIn(left)}
      </span>
    </p>
  );
}

/** The aspirant's next booked session: when, with whom, a live countdown, and its meeting link once it opens. */
function NextSession({ session, now }: { session: Session; now: Date }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <Link to={sessionPath(session.id)} className="font-semibold text-primary-900 underline-offset-2 hover:underline [overflow-wrap:anywhere]">
          {session.title}
        </Link>
        <p className="text-sm text-slate-700">
          with {session.mentorId.name} · <LocalDate iso={session.scheduledAt} withTime />
        </p>
        <Countdown session={session} />
      </div>
      <div className="shrink-0">
        <MeetingJoin session={session} now={now} compact />
      </div>
    </div>
  );
}

/** An unpaid hold on a slot: what it is, until when it is held, and "Pay now" to its checkout. */
function HoldNotice({ session }: { session: Session }) {
  const left = useCountdown(session.holdExpiresAt);
  const amount = session.payment ? formatPaise(session.payment.amount) : null;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm text-amber-950">
        <p className="font-semibold [overflow-wrap:anywhere]">Unpaid: {session.title}</p>
        <p>
          <LocalDate iso={session.scheduledAt} withTime />
          {amount && <> · {amount}</>} · held for {startsIn(left)} more
        </p>
      </div>
      <Link
        to={checkoutPath(session.id)}
        className={buttonClasses({
          variant: 'accent',
          size: 'sm',
          className: 'shrink-0',
        })}
      >
        Pay now<span className="sr-only"> for {session.title}</span>
      </Link>
    </li>
  );
}

/**
 * The top of an aspirant's dashboard (docs/product/screens.md "Dashboard home"): unpaid holds first (they lapse),
 * then the next session, from the upcoming sessions the page already loads.
 */
export function NextSessionCard({
  sessions,
  isPending,
  isError,
  onRetry,
  viewerId,
  now,
}: {
  sessions: Session[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  viewerId: string;
  now: Date;
}) {
  let body;
  if (isPending) body = <Skeleton className="h-20" />;
  else if (isError) body = <ErrorState title="Could not load your sessions" message="Try again later" onRetry={onRetry} />;
  else {
    const holds = (sessions ?? []).filter((s) => isPayableBy(s, viewerId, now));
    const next = (sessions ?? []).find((s) => s.status === 'scheduled' && Date.parse(s.endsAt) > now.getTime());
    body = (
      <div className="flex flex-col gap-3">
        {holds.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Unpaid holds">
            {holds.map((s) => (
              <HoldNotice key={s.id} session={s} />
            ))}
          </ul>
        )}
        {next ? (
          <NextSession session={next} now={now} />
        ) : (
          <EmptyState
            title="No session booked yet"
            description="Book a mock interview or a mentoring session with a coach."
            action={
              <Link to="/coaches" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                Find coaches
              </Link>
            }
          />
        )}
      </div>
    );
  }
  return <DashboardCard title="Next session">{body}</DashboardCard>;
}
