import { resourceCategoryLabel, type Resource } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';

export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-1.5 ${className ?? ''}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** One resource in a list, with its View link (docs/product/screens.md "Resources"). */
export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div>
        <Badge tone="primary">{resourceCategoryLabel(resource.category)}</Badge>
      </div>
      <h2 className="text-lg font-semibold leading-snug text-primary-900">{resource.title}</h2>
      {resource.description && <p className="line-clamp-3 text-sm leading-relaxed text-slate-700">{resource.description}</p>}
      <TagList tags={resource.tags} />
      {resource.takenDown && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Taken down by our team:</span> {resource.takenDown.reason}
        </p>
      )}
      <Link
        to={`/resources/${resource.id}`}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-auto self-start' })}
        aria-label={`View ${resource.title}`}
      >
        View
      </Link>
    </article>
  );
}

export function ResourceCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-2 h-9 w-16" />
    </div>
  );
}
