import type { Resource } from '@ssb/domain';
import { presentAuthor } from '../../platform/content-author';
import { renderMarkdown } from '../../platform/markdown';
import type { ResourceWithAuthor } from './repository';

/** A resource as the API sends it (spec 3 "Resource"); `withHtml` adds the rendered, sanitized content. */
export function presentResource({ resource, author }: ResourceWithAuthor, withHtml = false): Resource {
  return {
    id: resource.id,
    _id: resource.id,
    title: resource.title,
    description: resource.description,
    content: resource.content,
    ...(withHtml ? { contentHtml: renderMarkdown(resource.content) } : {}),
    category: resource.category,
    tags: resource.tags,
    authorId: presentAuthor(author),
    createdAt: resource.createdAt.toISOString(),
    updatedAt: resource.updatedAt.toISOString(),
  };
}
