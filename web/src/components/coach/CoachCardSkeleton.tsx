import { Skeleton, SkeletonGroup } from '../ui/Skeleton';

/** A placeholder shaped like CoachCard, so the grid does not jump when coaches arrive. */
export function CoachCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="coach-card-skeleton" className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Skeleton className="size-14 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <SkeletonGroup className="flex justify-between" items={['h-4 w-28', 'h-4 w-20']} />
      <SkeletonGroup className="flex gap-1.5" items={['h-5 w-20 rounded-full', 'h-5 w-24 rounded-full', 'h-5 w-16 rounded-full']} />
      <SkeletonGroup className="flex flex-col gap-1.5" items={['h-3.5 w-full', 'h-3.5 w-full', 'h-3.5 w-3/4']} />
      <SkeletonGroup className="flex flex-col gap-2" items={['h-4 w-40', 'h-4 w-48', 'h-4 w-24']} />
      <SkeletonGroup className="mt-auto grid grid-cols-2 gap-2 pt-1" items={['h-11 rounded-lg', 'h-11 rounded-lg']} />
    </div>
  );
}
