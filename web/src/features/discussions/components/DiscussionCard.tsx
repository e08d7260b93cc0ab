import {
  accessClosesAt,
  discussionCalendarEvent,
  DISCUSSION_ATTENDEE_AVATARS,
  discussionButtonState,
  formatDateTime,
  formatTime,
  type Discussion,
  type DiscussionButtonState,
} from '@ssb/domain';
import type { ReactNode } from 'react';
import { AddToCalendar, siteOrigin } from '../../../components/AddToCalendar';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { discussionCalendarUrl } from '../api';

export type DiscussionAction = 'join' | 'enter';

export interface DiscussionCardProps {
  discussion: Discussion;
  /** The ticking clock of the page: the button follows it without a reload. */
  now: Date;
  /** True while this card's join or enter request runs. */
  busy?: boolean;
  /** The zone times are shown in (default: the browser's). */
  timeZone?: string;
  onAction: (action: DiscussionAction, discussion: Discussion) => void;
  /** The page's admin-only controls for this discussion (Cancel), beside the button. */
  adminActions?: ReactNode;
}

/** The one button's state (docs/product/content.md "The card's button"), from the shared domain rule. */
export function buttonStateOf(discussion: Discussion, now: Date, timeZone?: string): DiscussionButtonState {
  return discussionButtonState(
    {
      now,
      startTime: new Date(discussion.startTime),
      capacity: discussion.capacity,
      attendeeCount: discussion.attendeeCount,
      joined: discussion.joined,
    },
    (opensAt) => formatTime(opensAt, timeZone),
  );
}

const VARIANT: Record<DiscussionButtonState['kind'], ButtonVariant> = {
  join: 'accent',
  enter: 'primary',
  full: 'outline',
  closed: 'outline',
  waiting: 'outline',
  ended: 'outline',
};

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** 'in 20 minutes', 'in 3 hours', 'tomorrow', 'in 5 days'. */
function startsIn(start: Date, now: Date): string {
  const minutes = Math.round((start.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'starting now';
  if (minutes < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

function Timing({ start, now }: { start: Date; now: Date }) {
  if (now < start) return <span className="text-xs font-medium text-slate-600">Starts {startsIn(start, now)}</span>;
  if (now < accessClosesAt(start)) {
    return (
      <Badge tone="danger">
        <span className="size-1.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
        Live now
      </Badge>
    );
  }
  return <Badge tone="neutral">Ended</Badge>;
}

function Attendees({ discussion }: { discussion: Discussion }) {
  const shown = discussion.attendees.slice(0, DISCUSSION_ATTENDEE_AVATARS);
  const more = Math.max(0, discussion.attendeeCount - shown.length);
  return (
    <div className="flex min-w-0 items-center gap-2">
      {shown.length > 0 && (
        <ul className="flex -space-x-2" aria-label="Attendees">
          {shown.map((a) => {
            const name = `${a.firstName} ${a.lastName}`.trim();
            return (
              <li key={a.id} title={name}>
                <Avatar src={a.profileImageUrl} name={name} size={32} className="ring-2 ring-white" />
              </li>
            );
          })}
          {more > 0 && (
            <li
              className="flex size-8 items-center justify-center rounded-full bg-primary-100 text-xs font-semibold text-primary-800 ring-2 ring-white"
              aria-label={`and ${more} more`}
            >
              +{more}
            </li>
          )}
        </ul>
      )}
      <p className="whitespace-nowrap text-sm text-slate-700">
        <span className="sr-only">Attendees: </span>
        <span className="font-semibold text-slate-900" data-testid="seats">
          {discussion.attendeeCount} / {discussion.capacity}
        </span>
      </p>
    </div>
  );
}

/** A discussion on /discussions: when, what, who is coming, and the one button. */
export function DiscussionCard({ discussion, now, busy = false, timeZone, onAction, adminActions }: DiscussionCardProps) {
  const start = new Date(discussion.startTime);
  const state = buttonStateOf(discussion, now, timeZone);
  const headingId = `discussion-${discussion.id}-title`;
  const action: DiscussionAction | null = state.kind === 'join' ? 'join' : state.kind === 'enter' ? 'enter' : null;

  return (
    <article
      id={`discussion-${discussion.id}`}
      aria-labelledby={headingId}
      className={cn(
        'flex h-full scroll-mt-24 flex-col rounded-xl border bg-white p-4 shadow-xs sm:p-5',
        discussion.joined ? 'border-primary-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <time dateTime={discussion.startTime} className="text-sm font-semibold text-primary-700">
          {formatDateTime(start, timeZone)}
        </time>
        <Timing start={start} now={now} />
      </div>

      <h2 id={headingId} className="mt-2 text-lg font-semibold leading-snug text-slate-900 [overflow-wrap:anywhere]">
        {discussion.title}
      </h2>
      {discussion.joined && (
        <p className="mt-1">
          <Badge tone="success">
            <svg className="size-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            Joined
          </Badge>
        </p>
      )}
      {discussion.moderator && (
        <p className="mt-1 text-sm text-slate-700">
          Moderator: <span className="font-medium text-slate-900">{discussion.moderator}</span>
        </p>
      )}
      {discussion.description && (
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 [overflow-wrap:anywhere]">
          {discussion.description}
        </p>
      )}

      {discussion.joined && now < start && (
        <div className="mt-3">
          <AddToCalendar icsUrl={discussionCalendarUrl(discussion.id)} event={discussionCalendarEvent(discussion, siteOrigin())} label={discussion.title} />
        </div>
      )}
      <div className="flex-1" />
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <Attendees discussion={discussion} />
        {adminActions}
        <Button
          variant={VARIANT[state.kind]}
          size="sm"
          className="shrink-0"
          disabled={!state.enabled}
          busy={busy}
          aria-label={`${state.label}: ${discussion.title}`}
          onClick={action ? () => onAction(action, discussion) : undefined}
        >
          {state.label}
        </Button>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function DiscussionCardSkeleton() {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-hidden="true">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-4 w-44" />
        <Skeleton className="h-3 w-20" />
      </div>
      <Skeleton className="mt-3 h-5 w-3/4" />
      <Skeleton className="mt-3 h-3.5 w-full" />
      <Skeleton className="mt-2 h-3.5 w-5/6" />
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <div className="flex items-center gap-2">
          <div className="flex -space-x-2">
            {[0, 1, 2].map((i) => (
              // a plain div: Skeleton's rounded-md would win over rounded-full
              <div key={i} className="size-8 animate-pulse rounded-full bg-slate-200 ring-2 ring-white" />
            ))}
          </div>
          <Skeleton className="h-4 w-12" />
        </div>
        <Skeleton className="h-11 w-24 rounded-lg pointer-fine:h-9" />
      </div>
    </div>
  );
}
