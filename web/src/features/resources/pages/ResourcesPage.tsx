import { RESOURCE_CATEGORIES, resourceCategoryLabel, plural } from '@ssb/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import type { ServerData } from '../../../lib/serverData';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { Pager } from '../../../components/ui/Pager';
import { readResourceFilter, RESOURCES_PAGE_SIZE, resourcesQuery, useResources } from '../api';
import { ResourceCard, ResourceCardSkeleton } from '../components/ResourceCard';
import { CardGridSkeleton } from '../../../components/ui/CardGridSkeleton';

const SKELETONS = 6;

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors pointer-fine:min-h-9',
        selected ? 'border-primary-900 bg-primary-900 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-primary-50',
      )}
    >
      {children}
    </button>
  );
}

export const serverData: ServerData = (qc, _params, search) => [qc.prefetchQuery(resourcesQuery(readResourceFilter(search)))];

/** /resources: the library with category chips and a search box, both kept in the URL (docs/product/screens.md). */
export default function ResourcesPage() {
  const { role } = useAuth();
  const [params, setParams] = useSearchParams();
  const filter = readResourceFilter(params);
  const category = filter.category ?? '';
  const q = filter.q ?? '';
  const page = filter.page;
  const [text, setText] = useState(q);
  // Back/forward changes the URL: the box follows it.
  useEffect(() => setText(q), [q]);

  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useResources(filter);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: text.trim() });
  }

  const canCreate = role === 'mentor' || role === 'admin';
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const qs = next.toString();
    return `/resources${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title="Resources"
        description="Checklists, practice sets and notes from our coaches for every stage of the SSB."
        actions={
          canCreate ? (
            <Link to="/resources/create" className={buttonClasses({ variant: 'accent' })}>
              Add resource
            </Link>
          ) : undefined
        }
      />

      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label htmlFor="resource-search" className="sr-only">
          Search resources
        </label>
        <input
          id="resource-search"
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search resources"
          className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-xs placeholder:text-slate-500 focus-visible:border-primary-600"
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>

      <div className="-mx-4 mt-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" role="group" aria-label="Category">
        <div className="flex gap-2 sm:flex-wrap">
          <Chip selected={!category} onClick={() => update({ category: '' })}>
            All
          </Chip>
          {RESOURCE_CATEGORIES.map((c) => (
            <Chip key={c} selected={category === c} onClick={() => update({ category: category === c ? '' : c })}>
              {resourceCategoryLabel(c)}
            </Chip>
          ))}
        </div>
      </div>

      <div className="mt-6" aria-live="polite">
        {isPending ? (
          <CardGridSkeleton label="Loading resources…" count={SKELETONS} Card={ResourceCardSkeleton} />
        ) : isError ? (
          <ErrorState
            title="Resources could not be loaded"
            message={messageOf(error, 'Please check your connection and try again.')}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : data.data.length === 0 ? (
          q || category ? (
            <EmptyState
              title={q ? `No resources match “${q}”` : `No ${resourceCategoryLabel(category)} resources yet`}
              description="Try other words, or another category."
              action={
                <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
                  Show all resources
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No resources yet"
              description={canCreate ? 'Add the first one for aspirants.' : 'Our coaches are adding material. Check back soon.'}
              action={
                canCreate ? (
                  <Link to="/resources/create" className={buttonClasses({ variant: 'accent' })}>
                    Add resource
                  </Link>
                ) : undefined
              }
            />
          )
        ) : (
          <>
            {q && (
              <p className="mb-3 text-sm text-slate-600">
                {plural(data.meta?.total ?? data.data.length, 'result', 'results')} for “{q}”
              </p>
            )}
            <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60')}>
              {data.data.map((r) => (
                <li key={r.id}>
                  <ResourceCard resource={r} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={data.meta?.pageSize ?? RESOURCES_PAGE_SIZE} total={data.meta?.total ?? data.data.length} hrefFor={hrefFor} />
          </>
        )}
      </div>
    </div>
  );
}
