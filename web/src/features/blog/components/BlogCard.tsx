import { blogCategoryOf, listExcerpt, type BlogCard as BlogCardData } from '@ssb/domain';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { LocalDate } from '../../../components/ui/LocalDate';

/** A picture that disappears when its link is broken (thumbnails are typed by authors). */
export function Thumbnail({ src, alt = '', className, eager = false }: { src: string | null; alt?: string; className?: string; eager?: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(src)}
      className={className}
    />
  );
}

/** A card of the /blog list (docs/product/screens.md "Blog"): category (or 'General'), date, title and excerpt. */
export function BlogCard({ post }: { post: BlogCardData }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition-shadow focus-within:shadow-md hover:shadow-md">
      <Thumbnail src={post.thumbnailUrl} className="aspect-[16/9] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="primary">{blogCategoryOf(post)}</Badge>
          <LocalDate iso={post.createdAt} />
        </div>
        <h2 className="text-lg font-semibold leading-snug text-primary-900">
          <Link to={`/blog/${post.id}`} className="after:absolute after:inset-0 after:content-[''] group-hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-4 text-sm leading-relaxed text-slate-700">{listExcerpt(post)}</p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex gap-3">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
