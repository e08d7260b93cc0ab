import { FEATURED_MENTORS } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { CoachCard, CoachCardSkeleton, type CoachCardData } from '../../../components/coach';
import { buttonClasses } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useFeaturedMentors } from '../../coaches/api';
import { SAMPLE_MENTORS } from './sampleMentors';

/** The booking link from the home page: /coaches/{id}/?focus=availability (docs/product/screens.md "Home"). */
const homeBookHref = (id: string) => `/coaches/${encodeURIComponent(id)}/?focus=availability`;

/**
 * Featured mentors (docs/product/screens.md "Home"): featured (3), falling back to top-rated
 * when the answer is empty; a failed load shows the built-in sample mentors with the demo notice.
 */
export function FeaturedMentors() {
  const query = useFeaturedMentors();
  const failed = query.isError;
  const mentors: readonly CoachCardData[] = failed ? SAMPLE_MENTORS : (query.data ?? []);

  return (
    <section id="coaches" aria-labelledby="coaches-title" className="scroll-mt-20 bg-slate-50 py-12 sm:py-16">
      <div className="container-page">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Featured mentors</p>
            <h2 id="coaches-title" className="mt-1 text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
              Learn from officers who have sat on the board
            </h2>
          </div>
          <Link to="/coaches" className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })}>
            View All Mentors
          </Link>
        </div>

        {failed && (
          <p role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Backend connection failed. Showing demo data. Error: {messageOf(query.error, 'Unknown error')}
          </p>
        )}

        {query.isPending ? (
          <ul aria-busy="true" aria-label="Loading featured mentors" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: FEATURED_MENTORS }, (_, i) => (
              <li key={i}>
                <CoachCardSkeleton />
              </li>
            ))}
          </ul>
        ) : mentors.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            Our first mentors are joining soon. Meanwhile, see who is available on the coaches page.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {mentors.map((coach) => (
              <li key={coach.id}>
                <CoachCard coach={coach} bookHref={homeBookHref(coach.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
