import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPrice, sessionCategoryLabel } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClasses } from '../../../components/ui/Button';
import type { Session } from '../api';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'primary' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  disputed: { label: 'No-show reported', tone: 'warning' },
  expired: { label: 'Expired', tone: 'neutral' },
};

export function StatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

/** The other participant, from the viewer's side: the coach for a mentee, the mentee for a coach. */
export function otherParty(session: Session, viewerId: string | undefined) {
  return session.mentorId.id === viewerId ? { role: 'Mentee', person: session.menteeId } : { role: 'Coach', person: session.mentorId };
}

export interface SessionItemProps {
  session: Session;
  viewerId?: string;
  /** Extra buttons (Mark complete, Start). */
  actions?: ReactNode;
  /** Extra content under the row (rating entry, feedback). */
  children?: ReactNode;
}

/** One session in a list: title, local time with zone, the other person, status, Details. */
export function SessionItem({ session, viewerId, actions, children }: SessionItemProps) {
  const { role, person } = otherParty(session, viewerId);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-primary-900">{session.title}</h3>
            <StatusBadge status={session.status} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <LocalDate iso={session.scheduledAt} withTime /> · {session.duration} min ·{' '}
            {sessionCategoryLabel(session.sessionType)} · {formatPrice(session.price)}
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <Avatar src={person.profileImageUrl} name={person.name} size={28} alt="" />
            <span>
              <span className="text-slate-500">{role}:</span> {person.name}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {actions}
          <Link to={`/sessions/${session.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Details
          </Link>
        </div>
      </div>
      {children}
    </li>
  );
}

export function SessionListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <div className="mt-3 flex items-center gap-2">
            <Skeleton className="size-7 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        </li>
      ))}
    </ul>
  );
}
