import type { Resource } from '@ssb/domain';
import { presentAuthor, presentTakeDown } from '../../platform/content-author';
import { renderMarkdown } from '../../platform/markdown';
import type { ResourceWithAuthor } from './repository';

/** A resource as the API sends it (docs/product/content.md); `contentHtml` is its rendered, sanitized content. */
export function presentResource({ resource, author }: ResourceWithAuthor, contentHtml?: string): Resource {
  return {
    id: resource.id,
    _id: resource.id,
    title: resource.title,
    description: resource.description,
    content: resource.content,
    ...(contentHtml !== undefined ? { contentHtml } : {}),
    category: resource.category,
    tags: resource.tags,
    takenDown: presentTakeDown(resource),
    authorId: presentAuthor(author),
    createdAt: resource.createdAt.toISOString(),
    updatedAt: resource.updatedAt.toISOString(),
  };
}

/** A resource with its content rendered to sanitized HTML (the answers about one resource). */
export async function presentResourceWithHtml(row: ResourceWithAuthor): Promise<Resource> {
  return presentResource(row, await renderMarkdown(row.resource.content));
}
