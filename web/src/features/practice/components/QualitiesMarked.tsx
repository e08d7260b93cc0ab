import { QUALITY_MARK_LABELS, type PracticeProgress } from '@ssb/domain';
import { qualityName } from '../reviewHelpers';
import { ProgressBar } from './ProgressBar';

/** How often reviewers marked each quality strong and to work on: two short bars per quality, on one scale. */
export function QualitiesMarked({ qualities }: { qualities: PracticeProgress['qualities'] }) {
  const most = Math.max(1, ...qualities.flatMap((q) => [q.strong, q.workOn]));
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {qualities.map((q) => (
        <li key={q.quality} className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="font-medium text-primary-900">{qualityName(q.quality)}</p>
          <p className="mt-1.5 flex items-center gap-3 text-sm text-slate-700">
            <span className="w-24 shrink-0">{QUALITY_MARK_LABELS.strong}</span>
            <ProgressBar value={q.strong} of={most} tone="success" />
            <span className="w-6 shrink-0 text-right tabular-nums">{q.strong}</span>
          </p>
          <p className="mt-1 flex items-center gap-3 text-sm text-slate-700">
            <span className="w-24 shrink-0">{QUALITY_MARK_LABELS.work_on}</span>
            <ProgressBar value={q.workOn} of={most} tone="warning" />
            <span className="w-6 shrink-0 text-right tabular-nums">{q.workOn}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
