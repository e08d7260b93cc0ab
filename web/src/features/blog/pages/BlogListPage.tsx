import { Link, useSearchParams } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/CardGridSkeleton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { BLOG_PAGE_SIZE, useBlogCards } from '../api';
import { BlogCard, BlogCardSkeleton } from '../components/BlogCard';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import type { ServerData } from '../../../lib/serverData';
import { blogCardsQuery } from '../api';

const SKELETONS = 6;

export const serverData: ServerData = (qc, _params, search) => [qc.prefetchQuery(blogCardsQuery({ page: pageFrom(search) }))];

/** /blog: 'All Articles', newest first, with Write Blog for mentors and admins (docs/product/screens.md "Blog"). */
export default function BlogListPage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useBlogCards({ page });
  const canWrite = role === 'mentor' || role === 'admin';
  const writeLink = (
    <Link to="/dashboard/blog/new" className={buttonClasses({ variant: 'accent' })}>
      Write Blog
    </Link>
  );

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title="All Articles"
        description="SSB tips, psychology test practice and interview advice from coaches who have sat on the other side of the table."
        actions={canWrite ? writeLink : undefined}
      />
      {isPending ? (
        <CardGridSkeleton label="Loading articles…" count={SKELETONS} Card={BlogCardSkeleton} />
      ) : isError ? (
        <ErrorState
          title="Articles could not be loaded"
          message={messageOf(error, 'Please check your connection and try again.')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={page > 1 ? 'No more articles' : 'No articles yet'}
          description={
            page > 1
              ? 'You have reached the end of the list.'
              : canWrite
                ? 'Share what you know: your first article will appear here.'
                : 'Our coaches are writing. Check back soon.'
          }
          action={page > 1 ? <Link to="/blog" className={buttonClasses({ variant: 'outline' })}>Back to the newest</Link> : canWrite ? writeLink : undefined}
        />
      ) : (
        <>
          <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.data.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={data.meta?.pageSize ?? BLOG_PAGE_SIZE}
            total={data.meta?.total ?? data.data.length}
            hrefFor={(p) => (p === 1 ? '/blog' : `/blog?page=${p}`)}
          />
        </>
      )}
    </div>
  );
}
