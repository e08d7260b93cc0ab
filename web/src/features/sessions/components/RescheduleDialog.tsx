import { LocalDate } from '../../../components/ui/LocalDate';
import { formatDateTime, withArticle } from '@ssb/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { AvailabilityCalendar, AvailabilityCalendarSkeleton } from '../../availability/components/AvailabilityCalendar';
import { calendarSlots, fitsFrom, type CalendarSlot, type CoachAvailability } from '../../availability/slots';
import { useCoach } from '../../coaches/api';
import { useRescheduleSession, type Session } from '../api';

/**
 * The coach's free slots where this session (its length) fits, for moving it; slots it would not fit in
 * are shown as unavailable, so the calendar offers only real choices.
 */
export function rescheduleSlots(availability: CoachAvailability | undefined, session: Session, now: Date, timeZone?: string): CalendarSlot[] {
  const slots = calendarSlots(availability, now, timeZone);
  return slots.map((s) =>
    s.status === 'available' && (!fitsFrom(s, session.duration, slots) || s.key === new Date(session.scheduledAt).toISOString())
      ? { ...s, status: 'unavailable' as const }
      : s,
  );
}

function Picker({ session, now, chosen, onChoose }: { session: Session; now: Date; chosen: CalendarSlot | null; onChoose: (s: CalendarSlot) => void }) {
  const coach = useCoach(session.mentor.id);
  const slots = useMemo(() => rescheduleSlots(coach.data?.availability, session, now), [coach.data?.availability, session, now]);
  if (coach.isPending) return <AvailabilityCalendarSkeleton />;
  if (coach.isError) return <ErrorState title="Could not load the coach's calendar" message="Try again later" onRetry={() => void coach.refetch()} />;
  if (!slots.some((s) => s.status === 'available'))
    return <p className="text-sm text-slate-700">{session.mentor.name} has no other free time for {withArticle(`${session.duration}-minute`)} session in the next two weeks.</p>;
  return <AvailabilityCalendar slots={slots} now={now} selectedKey={chosen?.key ?? null} onSelect={onChoose} />;
}

/** "Reschedule": the mentee moves the session once, to another free slot of the same coach and length. */
export function RescheduleDialog({ session, now }: { session: Session; now: Date }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<CalendarSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useRescheduleSession();

  const submit = async () => {
    if (!chosen) return;
    setError(null);
    try {
      await move.mutateAsync({ id: session.id, scheduledAt: chosen.start.toISOString() });
      notify('success', 'Session moved', { description: `Now on ${formatDateTime(chosen.start)}` });
      setOpen(false);
      setChosen(null);
    } catch (e) {
      setError(messageOf(e, 'Could not move the session. Please try again.'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (move.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={<Button variant="outline">Reschedule</Button>}
      title="Move this session"
      description={`Choose a new time with ${session.mentor.name}. A session can be moved once, at no cost; if you cancel it later, the refund is never more than cancelling now would give.`}
      className="max-w-3xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={move.isPending}>
              Keep current time
            </Button>
          </DialogClose>
          <Button variant="accent" onClick={() => void submit()} disabled={!chosen} busy={move.isPending} busyLabel="Moving…">
            Move session
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          Now: <LocalDate iso={session.scheduledAt} withTime />
          {chosen && (
            <>
              <br />
              New time: <strong className="text-slate-900">{formatDateTime(chosen.start)}</strong>
            </>
          )}
        </p>
        {open && <Picker session={session} now={now} chosen={chosen} onChoose={setChosen} />}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
