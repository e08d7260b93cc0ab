import { fromPriceLabel, type Coach } from '@ssb/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Avatar } from '../../../components/ui/Avatar';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stars } from '../../../components/ui/Stars';
import { coachBookHref, coachName, coachProfileHref, VerifiedMark } from '../../../components/coach';
import { NextFree } from '../../../components/coach/NextFree';
import type { ServerData } from '../../../lib/serverData';
import { coachQuery } from '../api';
import { readCompareIds } from '../compare';

export const serverData: ServerData = (qc, _params, search) => readCompareIds(search.get('ids')).map((id) => qc.prefetchQuery(coachQuery(id)));

const ROWS: [string, (coach: Coach) => ReactNode][] = [
  ['Verified as', (c) => (c.isVerified ? (c.verification?.what ?? 'Verified') : 'Not verified yet')],
  [
    'Rating',
    (c) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <Stars value={c.rating} showValue />
        <span className="text-slate-600">({c.totalReviews})</span>
      </span>
    ),
  ],
  ['Price', (c) => fromPriceLabel(c.fromPrice) ?? 'Not bookable online yet'],
  ['Next free', (c) => (c.fromPrice === null ? '-' : <NextFree at={c.nextFree} className="inline" />)],
  ['Languages', (c) => (c.languages.length > 0 ? c.languages.join(', ') : 'Not given')],
  ['Specializations', (c) => (c.specializations.length > 0 ? c.specializations.join(', ') : 'Not given')],
  ['Experience', (c) => (c.experience === null ? 'Not given' : `${c.experience} ${c.experience === 1 ? 'year' : 'years'}`)],
];

/**
 * /coaches/compare?ids=a,b,c (docs/product/coaches.md "Compare"): up to three coaches side by side, one
 * column each; the address can be shared.
 */
export default function CompareCoachesPage() {
  const [params] = useSearchParams();
  const ids = useMemo(() => readCompareIds(params.get('ids')), [params]);
  const queries = useQueries({ queries: ids.map((id) => coachQuery(id)) });
  usePageTitle('Compare coaches');
  const coaches = queries.map((q) => q.data).filter((c): c is Coach => c !== undefined);
  const failed = queries.some((q) => q.isError);

  return (
    <div className="container-page py-8 sm:py-12">
      <Link to="/coaches" className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline">
        <span aria-hidden="true">←</span> All coaches
      </Link>
      <PageHeader title="Compare coaches" description="Up to three coaches side by side." />
      {ids.length < 2 ? (
        <EmptyState
          title="Choose two or three coaches to compare"
          description="Press 'Compare' on their cards."
          action={
            <Link to="/coaches" className={buttonClasses({ variant: 'primary' })}>
              Browse coaches
            </Link>
          }
        />
      ) : failed ? (
        <ErrorState title="Could not load these coaches" message="Try again" onRetry={() => queries.forEach((q) => q.isError && void q.refetch())} />
      ) : coaches.length < ids.length ? (
        <div aria-busy="true" aria-label="Loading coaches" className="grid grid-cols-3 gap-3">
          {ids.map((id) => (
            <Skeleton key={id} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full min-w-[34rem] table-fixed text-sm">
            <caption className="sr-only">The coaches side by side</caption>
            <thead>
              <tr>
                <td className="w-28 sm:w-40" />
                {coaches.map((c) => (
                  <th key={c.id} scope="col" className="p-3 text-left align-top">
                    <Avatar src={c.profileImageUrl} name={coachName(c)} size={48} alt="" />
                    <Link to={coachProfileHref(c.id)} className="mt-2 block font-semibold break-words text-primary-900 hover:underline">
                      {coachName(c)}
                      {c.isVerified && <VerifiedMark className="ml-1 align-[-0.15em]" />}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, cell]) => (
                <tr key={label} className="border-t border-slate-100">
                  <th scope="row" className="p-3 text-left align-top text-xs font-semibold tracking-wide break-words text-slate-500 uppercase">
                    {label}
                  </th>
                  {coaches.map((c) => (
                    <td key={c.id} className="p-3 align-top break-words text-slate-800">
                      {cell(c)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-slate-100">
                <td />
                {coaches.map((c) => (
                  <td key={c.id} className="p-3">
                    {c.fromPrice !== null && c.isVerified && (
                      <Link to={coachBookHref(c.id)} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                        Book<span className="sr-only"> {coachName(c)}</span>
                      </Link>
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
