import { WEEKDAY_NAMES } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSchedule } from '../api';
import { draftOf, WEEKDAYS } from '../scheduleDraft';

export const AVAILABILITY_PAGE = '/dashboard/availability';

/**
 * The coach's own weekly hours, read only, where they look at their page (docs/product/schedule.md): each
 * weekday's ranges or 'Unavailable', in their zone, and "Edit weekly hours" to the one availability form.
 */
export function WeeklyHoursSummary({ coachId }: { coachId: string }) {
  const schedule = useSchedule(coachId);
  const edit = (
    <Link to={AVAILABILITY_PAGE} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      Edit weekly hours
    </Link>
  );
  if (schedule.isPending) return <Skeleton className="h-40" />;
  if (schedule.isError || !schedule.data) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-slate-700">
        <p>Your weekly hours could not be loaded.</p>
        {edit}
      </div>
    );
  }
  const draft = draftOf(schedule.data);
  return (
    <div className="flex flex-col gap-3">
      {!schedule.data.saved && <p className="text-sm text-slate-700">You have not set weekly hours yet: students can book you only in the hours you set.</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="contents">
            <dt className="font-medium text-slate-800">{WEEKDAY_NAMES[weekday - 1]}</dt>
            <dd className={draft.days[weekday].length ? 'text-slate-900' : 'text-slate-600'}>
              {schedule.data.saved && draft.days[weekday].length ? draft.days[weekday].map((r) => `${r.start}–${r.end}`).join(', ') : 'Unavailable'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">Times in {draft.timeZone.replaceAll('_', ' ')}.</p>
      <div>{edit}</div>
    </div>
  );
}
