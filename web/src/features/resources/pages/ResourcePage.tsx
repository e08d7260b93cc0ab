import { LocalDate } from '../../../components/ui/LocalDate';
import { resourceCategoryLabel } from '@ssb/domain';
import { useNavigate, useParams } from '../../../lib/router';
import { ContentLoadError } from '../../../components/content/ContentLoadError';
import { BackLink } from '../../../components/ui/BackLink';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/usePageTitle';
import { RichText } from '../../blog/components/RichText';
import { TakeDownButton } from '../../moderation/components/TakeDownButton';
import { ReportButton } from '../../reports/components/ReportButton';
import { useResource } from '../api';
import { TagList } from '../components/ResourceCard';

/** /resources/{id}: title, content and tags, or 'Resource not found' (docs/product/screens.md). */
export default function ResourcePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: resource, isPending, isError, error, refetch, isRefetching } = useResource(id);
  const notFound = isError && isApiError(error) && error.status === 404;
  usePageTitle(resource?.title ?? (notFound ? 'Resource not found' : null));

  if (isPending) {
    return (
      <div className="container-page max-w-3xl py-8 sm:py-12" aria-busy="true">
        <span className="sr-only">Loading the resource…</span>
        <Skeleton className="h-5 w-32" />
        <Skeleton className="mt-6 h-5 w-24 rounded-full" />
        <Skeleton className="mt-3 h-9 w-4/5" />
        <Skeleton className="mt-4 h-4 w-full" />
        <div className="mt-8 flex flex-col gap-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <ContentLoadError
        list={{ to: '/resources', backLabel: 'All resources', actionLabel: 'Browse resources' }}
        notFound={notFound}
        notFoundTitle="Resource not found"
        errorTitle="The resource could not be loaded"
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  const author = resource.authorId ? `${resource.authorId.firstName} ${resource.authorId.lastName}`.trim() : null;
  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <BackLink to="/resources">All resources</BackLink>
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="primary">{resourceCategoryLabel(resource.category)}</Badge>
          <LocalDate iso={resource.createdAt} />
          {author && <span>by {author}</span>}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-primary-900 sm:text-4xl">{resource.title}</h1>
        {resource.description && <p className="mt-3 text-lg leading-relaxed text-slate-700">{resource.description}</p>}
        <TagList tags={resource.tags} className="mt-4" />
        <div className="mt-2">
          <ReportButton targetType="resource" targetId={resource.id} what="this resource" ownerId={resource.authorId?.id} />
          <TakeDownButton kind="resource" id={resource.id} title={resource.title} down onDone={() => void navigate('/admin/content')} />
        </div>
      </header>
      {resource.contentHtml?.trim() ? (
        <RichText html={resource.contentHtml} className="mt-8 border-t border-slate-200 pt-8" />
      ) : (
        <p className="mt-8 border-t border-slate-200 pt-8 text-slate-600">This resource has no further content.</p>
      )}
    </article>
  );
}
