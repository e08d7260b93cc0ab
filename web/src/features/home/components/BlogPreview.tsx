import { BLOG_PREVIEW_POSTS, blogCategoryOf, homeExcerpt, type BlogCard } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { LocalDate } from '../../../components/ui/LocalDate';
import { useBlogCards } from '../../blog/api';
import { Thumbnail } from '../../blog/components/BlogCard';

function Meta({ post }: { post: BlogCard }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <Badge tone="primary">{blogCategoryOf(post)}</Badge>
      <LocalDate iso={post.createdAt} />
    </div>
  );
}

function ReadMore({ post }: { post: BlogCard }) {
  return (
    <Link
      to={`/blog/${post.id}`}
      className="mt-auto inline-flex min-h-11 items-center gap-1 self-start font-semibold text-primary-700 hover:text-primary-900 hover:underline"
    >
      Read More<span className="sr-only">: {post.title}</span> <span aria-hidden="true">→</span>
    </Link>
  );
}

/** A featured post: the large card. */
function FeaturedCard({ post }: { post: BlogCard }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      {post.thumbnailUrl ? (
        <Thumbnail src={post.thumbnailUrl} className="aspect-[16/9] size-full bg-slate-100 object-cover md:aspect-auto md:min-h-72" />
      ) : (
        <div aria-hidden="true" className="hidden bg-primary-900 bg-[radial-gradient(circle_at_30%_20%,#1d3a6e,transparent_60%)] md:block" />
      )}
      <div className="flex flex-col gap-3 p-5 sm:p-8">
        <div className="flex items-center gap-2">
          <Badge tone="accent">Featured</Badge>
          <Meta post={post} />
        </div>
        <h3 className="text-xl font-bold leading-snug text-primary-900 sm:text-2xl">{post.title}</h3>
        <p className="leading-relaxed text-slate-700">{homeExcerpt(post)}</p>
        <ReadMore post={post} />
      </div>
    </article>
  );
}

function PostCard({ post }: { post: BlogCard }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <Meta post={post} />
      <h3 className="text-lg font-semibold leading-snug text-primary-900">{post.title}</h3>
      <p className="text-sm leading-relaxed text-slate-700">{homeExcerpt(post)}</p>
      <ReadMore post={post} />
    </article>
  );
}

function PreviewSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading articles…</span>
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white md:grid-cols-2">
        <Skeleton className="aspect-[16/9] w-full rounded-none md:aspect-auto md:min-h-72" />
        <div className="flex flex-col gap-3 p-5 sm:p-8">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-7 w-11/12" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-6 w-5/6" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The home page's blog section (#blog, docs/product/screens.md "Home"): the newest 5 posts, featured
 * ones in a large card and the rest in a 2-column grid (1 on phones). A failed load is quiet: the
 * section then only offers the way to the blog.
 */
export function BlogPreview() {
  const { data, isPending, isError } = useBlogCards({ page: 1, pageSize: BLOG_PREVIEW_POSTS });
  const posts = (data?.data ?? []).slice(0, BLOG_PREVIEW_POSTS);
  const featured = posts.filter((p) => p.featured);
  const others = posts.filter((p) => !p.featured);

  return (
    <section id="blog" aria-labelledby="blog-title" className="container-page py-12 sm:py-16">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">SSB Tips &amp; Blog</p>
          <h2 id="blog-title" className="mt-1 text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
            Latest from our coaches
          </h2>
        </div>
        <Link to="/blog" className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })}>
          View All Articles
        </Link>
      </div>
      {isPending ? (
        <PreviewSkeleton />
      ) : isError || posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          New articles are on their way. Meanwhile, browse everything on the blog.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {featured.map((post) => (
            <FeaturedCard key={post.id} post={post} />
          ))}
          {others.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {others.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
