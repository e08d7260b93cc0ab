import { COACH_GRID_SKELETONS, formatCount } from '@ssb/domain';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useSearchParams } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { noAnswerMessage } from '../../../lib/api';
import { CoachCard, CoachCardSkeleton } from '../../../components/coach';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { COACHES_PAGE_SIZE, useCoachSearch, useSpecializationCounts, type CoachSearch } from '../api';
import { Pager } from '../../../components/ui/Pager';
import { SearchBox } from '../components/SearchBox';
import { SpecializationChips } from '../components/SpecializationChips';
import { readCoachSearch, writeCoachSearch } from '../searchParams';
import { DiscoveryControls } from '../components/DiscoveryControls';
import { CompareBar } from '../components/CompareBar';
import { readCompareIds, toggleCompare } from '../compare';
import type { ServerData } from '../../../lib/serverData';
import { coachSearchQuery, specializationCountsQuery } from '../api';

const NO_FILTERS: Partial<CoachSearch> = { q: '', specializations: [], priceMin: null, priceMax: null, language: null };
const SKELETON_KEYS = Array.from({ length: COACH_GRID_SKELETONS }, (_, i) => i);

export const serverData: ServerData = (qc, _params, search) => {
  const coachSearch = readCoachSearch(search);
  return [qc.prefetchQuery(coachSearchQuery(coachSearch)), qc.prefetchQuery(specializationCountsQuery(coachSearch.q))];
};

/**
 * /coaches (docs/product/screens.md): search box, specialization chips with counts, sort, price and
 * language, the coach grid, paging, and up to three coaches chosen to compare. The search and the
 * choice live in the URL (?q=&specialization=&sort=&priceMin=&priceMax=&language=&page=&compare=), so they can be
 * shared and survive reload, back and forward.
 */
export default function CoachesPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readCoachSearch(params), [params]);
  const results = useCoachSearch(search);
  const chips = useSpecializationCounts(search.q);

  const update = (patch: Partial<CoachSearch>, options: { replace?: boolean } = {}) => {
    const next: CoachSearch = { ...search, page: 1, ...patch };
    setParams(writeCoachSearch(next, params), { replace: options.replace ?? false });
  };
  const compared = useMemo(() => readCompareIds(params.get('compare')), [params]);
  const [compareFull, setCompareFull] = useState(false);
  const setCompared = (ids: string[]) => {
    const next = new URLSearchParams(params);
    if (ids.length > 0) next.set('compare', ids.join(','));
    else next.delete('compare');
    setParams(next, { replace: true });
  };
  const onCompare = (id: string) => {
    const next = toggleCompare(compared, id);
    setCompareFull(next === 'full');
    if (next !== 'full') setCompared(next);
  };

  // 'Search failed / Try again': one toast per failure, beside the retry box.
  useEffect(() => {
    if (results.isError) notify('error', 'Search failed', { id: 'coach-search-failed', description: 'Try again' });
  }, [results.isError, results.errorUpdatedAt]);

  const coaches = results.data?.data ?? [];
  const total = results.data?.meta?.total ?? coaches.length;
  const filtering = search.q !== '' || search.specializations.length > 0;
  const narrowed = filtering || search.priceMin !== null || search.priceMax !== null || search.language !== null;
  const showSkeletons = results.isPending;

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title="Find a coach" description="Verified officers, assessors and psychologists who know the SSB from the inside." />

      <div className="flex flex-col gap-4">
        <SearchBox value={search.q} onSearch={(q) => update({ q }, { replace: true })} busy={results.isFetching} />
        <SpecializationChips
          items={chips.data}
          loading={chips.isPending}
          selected={search.specializations}
          filtering={narrowed}
          onToggle={(name) =>
            update({
              specializations: search.specializations.includes(name)
                ? search.specializations.filter((s) => s !== name)
                : [...search.specializations, name],
            })
          }
          onClear={() => update(NO_FILTERS)}
        />
        <DiscoveryControls search={search} onChange={(patch) => update(patch)} />
      </div>

      <section aria-labelledby="coach-results-title" className="mt-8">
        <h2 id="coach-results-title" className="sr-only">
          Coaches
        </h2>
        <p className="mb-4 min-h-5 text-sm text-slate-600" aria-live="polite">
          {results.isSuccess && total > 0 && coachCount(total, results.data?.meta?.totalCapped === true)}
        </p>

        {results.isError && !results.data ? (
          <ErrorState
            title="Search failed"
            message={noAnswerMessage(results.error, 'Try again')}
            onRetry={() => void results.refetch()}
            retrying={results.isFetching}
          />
        ) : showSkeletons ? (
          <ul aria-busy="true" aria-label="Loading coaches" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SKELETON_KEYS.map((i) => (
              <li key={i}>
                <CoachCardSkeleton />
              </li>
            ))}
          </ul>
        ) : coaches.length === 0 ? (
          narrowed ? (
            <EmptyState
              title="No coach matches these filters"
              description="Try a higher price, another language or fewer words."
              action={
                <Button variant="outline" onClick={() => update(NO_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState title="No coaches listed yet." />
          )
        ) : (
          <ul
            className="grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
            aria-busy={results.isPlaceholderData || undefined}
          >
            {coaches.map((coach) => (
              <li key={coach.id}>
                <CoachCard coach={coach} compare={{ selected: compared.includes(coach.id), onToggle: () => onCompare(coach.id) }} />
              </li>
            ))}
          </ul>
        )}

        {results.data && (
          <Pager
            page={search.page}
            pageSize={COACHES_PAGE_SIZE}
            total={total}
            hrefFor={(page) => {
              const query = writeCoachSearch({ ...search, page }, params).toString();
              return query ? `/coaches?${query}` : '/coaches';
            }}
            onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        )}
        <CompareBar
          ids={compared}
          full={compareFull}
          onClear={() => {
            setCompareFull(false);
            setCompared([]);
          }}
        />
      </section>
    </div>
  );
}

/** '1 coach', '12 coaches', or '250+ coaches' when the search stopped counting at its cap. */
function coachCount(total: number, capped: boolean): string {
  return `${formatCount(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'coach' : 'coaches'}`;
}
