import { canJoinMeeting, meetingLinkOpens, meetingOpensAt, MEETING_JOIN_OPENS_MINUTES, sessionEnd } from '@ssb/domain';
import { useEffect, useState } from 'react';
import { LocalDate } from '../../../components/ui/LocalDate';
import { Button, buttonClasses } from '../../../components/ui/Button';
import type { Session } from '../api';

/** Longest wait a timer is set for (setTimeout's limit is ~24.8 days; pages are rarely open for hours). */
const LONGEST_WAIT_MS = 12 * 3_600_000;
/** When the page's clock says open but the server has not sent the link yet (clocks differ): ask again this soon. */
const ASK_AGAIN_MS = 5_000;

const happening = (s: Session) => s.status === 'scheduled' || s.status === 'completed';

/**
 * The moment the page must change for these sessions: a link opening (fetch the sessions again, since the server
 * hands the link out only from then), or one that should be open but has not come yet. Null when nothing is due.
 */
export function nextMeetingChange(sessions: readonly Session[], now: Date): number | null {
  let next: number | null = null;
  for (const s of sessions) {
    if (!happening(s)) continue;
    const opens = meetingOpensAt(s.scheduledAt);
    if (!opens) continue;
    let wait: number | null = null;
    if (!meetingLinkOpens(s, now)) wait = opens.getTime() - now.getTime();
    else if (canJoinMeeting(s, now) && !s.meetingLink) wait = ASK_AGAIN_MS;
    if (wait !== null && wait <= LONGEST_WAIT_MS && (next === null || wait < next)) next = wait;
  }
  return next;
}

/**
 * Re-renders at the moment a listed meeting link opens and fetches the sessions again then, so lists and pages
 * switch from "Opens at" to the link without a reload. Returns the clock to render with.
 */
export function useMeetingClock(sessions: readonly Session[] | undefined, refetch: () => unknown, now: Date): Date {
  const [tick, setTick] = useState(0);
  const wait = nextMeetingChange(sessions ?? [], new Date(Math.max(now.getTime(), Date.now())));
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => {
      setTick((t) => t + 1);
      void refetch();
    }, wait + 250);
    return () => clearTimeout(timer);
    // tick: a new timer after each firing
  }, [wait, refetch, tick]);
  return new Date(Math.max(now.getTime(), Date.now()));
}

/**
 * The meeting link of a session where it is listed or shown (docs/product/sessions.md "Meeting link"): a link from
 * MEETING_JOIN_OPENS_MINUTES before the start until the end, "Opens at {time}" before that, nothing once it ended.
 * `compact` is the lists' form ("Start"), otherwise the session page's ("Join meeting").
 */
export function MeetingJoin({ session, now, compact = false }: { session: Session; now: Date; compact?: boolean }) {
  if (!happening(session)) return null;
  const opens = meetingOpensAt(session.scheduledAt);
  const end = sessionEnd(session);
  if (canJoinMeeting(session, now) && session.meetingLink) {
    return (
      <a
        href={session.meetingLink}
        target="_blank"
        rel="noreferrer"
        className={buttonClasses({
          variant: 'accent',
          size: compact ? 'sm' : undefined,
        })}
      >
        {compact ? 'Start' : 'Join meeting'}
      </a>
    );
  }
  if (end && now.getTime() >= end.getTime()) return compact ? null : <p className="text-sm text-slate-600">This session has ended.</p>;
  if (!opens) return null;
  const when = (
    <>
      Opens at <LocalDate iso={opens} withTime />
    </>
  );
  if (compact) {
    return (
      <span className="inline-block py-2 text-sm text-slate-600" data-testid="meeting-opens">
        {when}
      </span>
    );
  }
  return (
    <div>
      <Button variant="accent" disabled>
        Join meeting
      </Button>
      <p className="mt-2 text-sm text-slate-600" data-testid="meeting-opens">
        {when}, {MEETING_JOIN_OPENS_MINUTES} minutes before the start.
      </p>
    </div>
  );
}
