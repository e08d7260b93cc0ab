import { LocalDate } from '../../../components/ui/LocalDate';
import { blogCategoryOf } from '@ssb/domain';
import { Link, useParams } from '../../../lib/router';
import { ContentLoadError } from '../../../components/content/ContentLoadError';
import { BackLink } from '../../../components/ui/BackLink';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/usePageTitle';
import type { ServerData } from '../../../lib/serverData';
import { blogPostQuery, useBlogPost } from '../api';
import { AuthorLine } from '../components/AuthorLine';
import { Thumbnail } from '../components/BlogCard';
import { RichText } from '../components/RichText';
import { ReportButton } from '../../reports/components/ReportButton';
import { TakeDownButton } from '../../moderation/components/TakeDownButton';
import { Alert } from '../../../components/ui/Alert';

export const serverData: ServerData = (qc, params) => {
  const id = params.id?.trim();
  return id ? [qc.prefetchQuery(blogPostQuery(id))] : [];
};

/**
 * /blog/{id}: title, category, date, optional thumbnail, content and author, or 'Post not found'
 * (docs/product/screens.md "Blog").
 */
export default function BlogPostPage() {
  const { id } = useParams();
  const { data: post, isPending, isError, error, refetch, isRefetching } = useBlogPost(id);
  usePageTitle(post?.title ?? (isError && isApiError(error) && error.status === 404 ? 'Post not found' : null));

  if (isPending) {
    return (
      <div className="container-page max-w-3xl py-8 sm:py-12" aria-busy="true">
        <span className="sr-only">Loading the article…</span>
        <Skeleton className="h-5 w-28" />
        <Skeleton className="mt-6 h-5 w-40" />
        <Skeleton className="mt-3 h-9 w-11/12" />
        <Skeleton className="mt-2 h-9 w-2/3" />
        <div className="mt-6 flex items-center gap-3">
          <Skeleton className="size-11 rounded-full" />
          <Skeleton className="h-4 w-36" />
        </div>
        <Skeleton className="mt-8 aspect-[16/9] w-full rounded-xl" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="mt-3 h-4 w-full" />
        ))}
      </div>
    );
  }

  if (isError) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <ContentLoadError
        list={{ to: '/blog', backLabel: 'All Articles', actionLabel: 'View All Articles' }}
        notFound={notFound}
        notFoundTitle="Post not found"
        errorTitle="The article could not be loaded"
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <BackLink to="/blog">All Articles</BackLink>
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="primary">{blogCategoryOf(post)}</Badge>
          <LocalDate iso={post.createdAt} />
          {!post.published && <Badge tone="warning">Draft</Badge>}
          {post.takenDown && <Badge tone="warning">Taken down</Badge>}
        </div>
        {post.takenDown && (
          <Alert tone="warning" title="Taken down by our team" className="mt-3">
            {post.takenDown.reason} Readers no longer see this article.
          </Alert>
        )}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-primary-900 sm:text-4xl">{post.title}</h1>
        <div className="mt-5">
          <AuthorLine author={post.authorId}>Author</AuthorLine>
        </div>
      </header>
      <Thumbnail src={post.thumbnailUrl} eager className="mt-8 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover" />
      <RichText html={post.contentHtml ?? ''} className="mt-8" />
      <footer className="mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
        <Link to="/blog" className={buttonClasses({ variant: 'outline' })}>
          View All Articles
        </Link>
        <span className="flex flex-wrap gap-2">
          <ReportButton targetType="post" targetId={post.id} what="this article" ownerId={post.authorId?.id} />
          <TakeDownButton kind="post" id={post.id} title={post.title} down={!post.takenDown} />
        </span>
      </footer>
    </article>
  );
}
