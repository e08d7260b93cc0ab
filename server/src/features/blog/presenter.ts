import type { BlogPost } from '@ssb/domain';
import { renderMarkdown } from '../../platform/markdown';
import { presentAuthor } from '../../platform/content-author';
import type { BlogPostWithAuthor } from './repository';

/** A post as the API sends it (spec 3 "Blog post"); `withHtml` adds the rendered, sanitized content. */
export function presentPost({ post, author }: BlogPostWithAuthor, withHtml = false): BlogPost {
  return {
    id: post.id,
    _id: post.id,
    title: post.title,
    content: post.content,
    ...(withHtml ? { contentHtml: renderMarkdown(post.content) } : {}),
    excerpt: post.excerpt,
    category: post.category,
    featured: post.featured,
    published: post.published,
    thumbnailUrl: post.thumbnailUrl,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    authorId: presentAuthor(author),
  };
}
