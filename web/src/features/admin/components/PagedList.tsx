import type { PageMeta } from '@ssb/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { ADMIN_PAGE_SIZE } from '../api';

/** One list of the money console with its loading, error and empty states, and the Pager under it. */
export function PagedList<T>({
  query,
  what,
  empty,
  page,
  hrefFor,
  children,
}: {
  query: UseQueryResult<{ data: T[]; meta?: PageMeta }>;
  /** 'payments': for the loading and error lines. */
  what: string;
  empty: { title: string; description?: string };
  page: number;
  hrefFor: (page: number) => string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Loading {what}…</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={`The ${what} could not be loaded`}
        message={messageOf(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) {
    return page > 1 ? <EmptyState title="No more here" description="You have reached the end of the list." /> : <EmptyState {...empty} />;
  }
  return (
    <>
      <div className={cn(query.isPlaceholderData && 'opacity-60')}>{children(data)}</div>
      <Pager page={page} pageSize={meta?.pageSize ?? ADMIN_PAGE_SIZE} total={meta?.total ?? data.length} hrefFor={hrefFor} />
    </>
  );
}
