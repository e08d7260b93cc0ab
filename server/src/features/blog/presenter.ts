import { cardTextOf, type BlogCard, type BlogPost } from '@ssb/domain';
import { renderMarkdown } from '../../platform/markdown';
import { presentAuthor, presentTakeDown } from '../../platform/content-author';
import type { BlogPostWithAuthor } from './repository';

/** A post as the API sends it (docs/product/content.md "Blog"); `contentHtml` is its rendered, sanitized content. */
export function presentPost({ post, author }: BlogPostWithAuthor, contentHtml?: string): BlogPost {
  return {
    id: post.id,
    _id: post.id,
    title: post.title,
    content: post.content,
    ...(contentHtml !== undefined ? { contentHtml } : {}),
    excerpt: post.excerpt,
    category: post.category,
    featured: post.featured,
    published: post.published,
    takenDown: presentTakeDown(post),
    thumbnailUrl: post.thumbnailUrl,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    authorId: presentAuthor(author),
  };
}

/** A post with its content rendered to sanitized HTML (the answers about one post). */
export async function presentPostWithHtml(row: BlogPostWithAuthor): Promise<BlogPost> {
  return presentPost(row, await renderMarkdown(row.post.content));
}

/** A post as its card shows it (GET /api/blog/cards): no content, the start of its plain text instead. */
export function presentCard(row: BlogPostWithAuthor): BlogCard {
  const { content, ...card } = presentPost(row);
  return { ...card, contentText: cardTextOf(content) };
}
