import { describeTiming, PRACTICE_TESTS, type PracticeSet } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';

/** One published set: what it is, its timing and author, and the two ways to sit it (each after its instructions). */
export function SetCard({ set, signedIn }: { set: PracticeSet; signedIn: boolean }) {
  const test = PRACTICE_TESTS[set.kind];
  const start = `/practice/tests/${set.kind}?set=${encodeURIComponent(set.id)}`;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{test.short}</Badge>
        <span className="text-sm text-slate-600">{describeTiming(set.kind, set.timing, set.itemCount)}</span>
      </div>
      <h3 className="text-lg leading-snug font-semibold text-primary-900">{set.title}</h3>
      {set.description && <p className="text-sm leading-relaxed text-slate-700">{set.description}</p>}
      <p className="text-sm text-slate-600">
        By{' '}
        {set.author.id ? (
          <Link to={`/coaches/${set.author.id}`} className="font-medium text-primary-800 underline-offset-2 hover:underline">
            {set.author.name}
          </Link>
        ) : (
          <span className="font-medium text-primary-800">{set.author.name}</span>
        )}
        {set.author.title && <span>, {set.author.title}</span>}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {signedIn ? (
          <>
            <Link to={`${start}&run=1`} className={buttonClasses({ variant: 'outline' })}>
              Short practice run
            </Link>
            <Link to={start} className={buttonClasses()} aria-label={`Sit this set: ${set.title}`}>
              Sit this set
            </Link>
          </>
        ) : (
          <Link to="/login?next=%2Fpractice" className={buttonClasses({ variant: 'outline' })}>
            Sign in to start
          </Link>
        )}
      </div>
    </article>
  );
}

export function SetCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-11 w-56" />
    </div>
  );
}
