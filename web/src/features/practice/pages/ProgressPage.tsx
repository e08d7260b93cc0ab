import { plural } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { usePracticeProgress } from '../api';
import { AttemptsOverTime } from '../components/AttemptsOverTime';
import { QualitiesMarked } from '../components/QualitiesMarked';
import { CompletionFigure, GradesFigure, OirFigure } from '../progress/ProgressCharts';

const toStudio = (
  <Link to="/practice" className={buttonClasses()}>
    Go to the practice studio
  </Link>
);

/**
 * /practice/progress: the aspirant's full attempts over time (charts of completion within time and of
 * the OIR rating, then the attempts test by test), their grades review by review, and the officer like
 * qualities their reviewers marked. The charts' library is loaded by this page alone (progress/UplotChart).
 */
export default function ProgressPage() {
  const progress = usePracticeProgress();
  let body;
  if (progress.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading your progress</span>
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  } else if (progress.isError) {
    body = <ErrorState message={messageOf(progress.error)} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />;
  } else if (progress.data.attempts.length === 0) {
    body = <EmptyState title="No full attempts yet" description="Sit a full test (not a practice run): each one shows here, test by test, with how much you completed within time." action={toStudio} />;
  } else {
    const { attempts, gradings, reviews, qualities } = progress.data;
    body = (
      <>
        <section aria-labelledby="weeks-heading" className="mb-10 flex flex-col gap-4">
          <h2 id="weeks-heading" className="text-xl font-semibold text-primary-900">
            Over the weeks
          </h2>
          <CompletionFigure attempts={attempts} />
          <OirFigure attempts={attempts} />
        </section>
        <section aria-labelledby="attempts-heading" className="mb-10">
          <h2 id="attempts-heading" className="mb-3 text-xl font-semibold text-primary-900">
            Attempts over time
          </h2>
          <AttemptsOverTime attempts={attempts} />
        </section>
        <section aria-labelledby="grades-heading" className="mb-10">
          <h2 id="grades-heading" className="mb-3 text-xl font-semibold text-primary-900">
            Your grades over time
          </h2>
          <GradesFigure gradings={gradings} />
        </section>
        <section aria-labelledby="qualities-heading">
          <h2 id="qualities-heading" className="text-xl font-semibold text-primary-900">
            Qualities your reviewers marked
          </h2>
          {reviews > 0 && <p className="mb-3 mt-1 text-sm text-slate-600">From {plural(reviews, 'review', 'reviews')}.</p>}
          {reviews === 0 ? (
            <EmptyState className="mt-3" title="No reviews yet" description="Open a finished full attempt and choose Get feedback: a coach marks the officer like qualities your answers show." />
          ) : qualities.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Your reviewers have not marked any qualities yet.</p>
          ) : (
            <QualitiesMarked qualities={qualities} />
          )}
        </section>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow={
          <Link to="/practice" className="underline-offset-2 hover:underline">
            Practice studio
          </Link>
        }
        title="Your progress"
        description="Your full attempts test by test, and what assessors saw in your answers."
      />
      {body}
    </div>
  );
}
