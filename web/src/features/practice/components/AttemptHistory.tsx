import { PRACTICE_TESTS, type AttemptListItem } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { LocalDate } from '../../../components/ui/LocalDate';

/** '42 of 60 answered, 3 cut short' or the OIR score: one line per finished attempt. */
export function outcomeOf(attempt: Pick<AttemptListItem, 'status' | 'summary' | 'score'>): string {
  if (attempt.status === 'running') return 'In progress';
  if (attempt.score) return `Score ${attempt.score.right} of ${attempt.score.of}`;
  const summary = attempt.summary;
  if (!summary) return 'Finished';
  const cut = summary.cutShort > 0 ? `, ${summary.cutShort} cut short` : '';
  return `${summary.answered} of ${summary.asked} answered${cut}`;
}

/** The aspirant's attempts, newest first, each linking to its screen (running) or results. */
export function AttemptHistory({ attempts }: { attempts: AttemptListItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {attempts.map((attempt) => (
        <li key={attempt.id}>
          <Link to={`/practice/attempts/${attempt.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50">
            <Badge tone="primary">{PRACTICE_TESTS[attempt.set.kind].short}</Badge>
            <span className="min-w-0 flex-1 font-medium text-primary-900">
              {attempt.set.title}
              {attempt.practiceRun && <span className="font-normal text-slate-600"> (practice run)</span>}
            </span>
            <span className="text-sm text-slate-600">
              {outcomeOf(attempt)} · <LocalDate iso={attempt.startedAt} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
