import {
  BLOG_CONTENT_HINT_MIN,
  BLOG_TITLE_HINT_MIN,
  BLOG_TITLE_MAX,
  canPublish,
  createBlogPostSchema,
  EXCERPT_MAX,
  isThumbnailUrl,
} from '@ssb/domain';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useCreateBlogPost } from '../api';
import { CategoryChips } from '../components/CategoryChips';
import { MarkdownPreview } from '../components/MarkdownPreview';

const FIELDS = ['title', 'category', 'thumbnailUrl', 'excerpt', 'content'] as const;

function ThumbnailPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isThumbnailUrl(url)) return null;
  if (failed === url) {
    return <p className="text-sm text-amber-800">This image could not be loaded. Check the link, or leave it empty.</p>;
  }
  return (
    <img
      src={url}
      alt="Thumbnail preview"
      width={640}
      height={360}
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
      className="aspect-[16/9] w-full max-w-sm rounded-lg border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

/** /dashboard/blog/new (docs/product/screens.md "Write blog"): mentors and admins write and publish a post. */
export default function WriteBlogPage() {
  const { role } = useAuth();
  const navigate = useNavigate();
  const create = useCreateBlogPost();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [thumbnailUrl, setThumbnailUrl] = useState('');
  const [excerpt, setExcerpt] = useState('');
  const [content, setContent] = useState('');
  const { errors, clear: clearError, check, showServerErrors, reset: resetErrors } = useFieldErrors(FIELDS);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const categoryLabel = useId();
  const counterId = useId();

  if (role !== 'mentor' && role !== 'admin') {
    return (
      <>
        <PageHeader title="Write Blog" />
        <EmptyState
          title="Writing is open to mentors and admins"
          description="Articles on SSB Academy are written by our coaches. You can read all of them on the blog."
          action={
            <Link to="/blog" className={buttonClasses({ variant: 'primary' })}>
              Read the blog
            </Link>
          }
        />
      </>
    );
  }

  const ready = canPublish({ title, content });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || create.isPending) return;
    const payload = {
      title,
      content,
      published: true,
      category: category ?? undefined,
      excerpt: excerpt.trim() || undefined,
      thumbnailUrl: thumbnailUrl.trim() || undefined,
    };
    if (!check(createBlogPostSchema, payload)) return;
    resetErrors();
    create.mutate(payload, {
      onSuccess: (post) => {
        notify('success', 'Published');
        navigate(`/blog/${post.id}`);
      },
      onError: (error) => {
        // What was typed stays in the form; server field errors show under the fields.
        showServerErrors(error);
        if (isApiError(error) && error.sessionExpired) return;
        notify('error', 'Failed to publish', { description: (error instanceof Error && error.message) || 'Please try again' });
      },
    });
  }

  const titleShort = title.trim().length > 0 && title.trim().length < BLOG_TITLE_HINT_MIN;
  const contentShort = content.trim().length > 0 && content.trim().length < BLOG_CONTENT_HINT_MIN;

  return (
    <>
      <PageHeader title="Write Blog" description="Share what works at the SSB. Your article is published on the blog straight away." />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <Field
          label="Title"
          required
          error={errors.title}
          hint={<span className={cn(titleShort && 'font-medium text-amber-800')}>Title at least {BLOG_TITLE_HINT_MIN} characters</span>}
        >
          <Input
            name="title"
            value={title}
            maxLength={BLOG_TITLE_MAX}
            autoComplete="off"
            placeholder="e.g. How I cleared the PPDT on my second attempt"
            onChange={(e) => {
              setTitle(e.target.value);
              clearError('title');
            }}
          />
        </Field>

        <div className="flex flex-col gap-1.5">
          <span id={categoryLabel} className="text-sm font-medium text-slate-800">
            Category <span className="font-normal text-slate-600">(optional; none means General)</span>
          </span>
          <CategoryChips
            labelledBy={categoryLabel}
            value={category}
            onChange={(v) => {
              setCategory(v);
              clearError('category');
            }}
          />
          {errors.category && <p className="text-sm font-medium text-red-700">{errors.category}</p>}
        </div>

        <Field label="Thumbnail URL" error={errors.thumbnailUrl} hint="Optional. A link to an image starting with https://">
          <Input
            name="thumbnailUrl"
            type="url"
            inputMode="url"
            value={thumbnailUrl}
            placeholder="https://"
            onChange={(e) => {
              setThumbnailUrl(e.target.value);
              clearError('thumbnailUrl');
            }}
          />
        </Field>
        <ThumbnailPreview url={thumbnailUrl.trim()} />

        <Field label="Excerpt" error={errors.excerpt} hint="Optional. A short summary for the article cards.">
          <Textarea
            name="excerpt"
            rows={3}
            value={excerpt}
            maxLength={EXCERPT_MAX}
            aria-describedby={counterId}
            onChange={(e) => {
              setExcerpt(e.target.value.slice(0, EXCERPT_MAX));
              clearError('excerpt');
            }}
          />
        </Field>
        <p id={counterId} className="-mt-5 self-end text-sm text-slate-600 tabular-nums" aria-live="polite" data-testid="excerpt-counter">
          {excerpt.length}/{EXCERPT_MAX}
        </p>

        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3 lg:hidden" role="tablist" aria-label="Editor view">
            {(['write', 'preview'] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={tab === t}
                onClick={() => setTab(t)}
                className={cn(
                  'min-h-11 flex-1 rounded-lg border text-sm font-semibold',
                  tab === t ? 'border-primary-900 bg-primary-900 text-white' : 'border-slate-300 bg-white text-primary-900',
                )}
              >
                {t === 'write' ? 'Write' : 'Preview'}
              </button>
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className={cn(tab === 'preview' && 'max-lg:hidden')}>
              <Field
                label="Content"
                required
                error={errors.content}
                hint={
                  <span className={cn(contentShort && 'font-medium text-amber-800')}>
                    Content at least about {BLOG_CONTENT_HINT_MIN} characters. Markdown works: ## headings, **bold**, - lists, [links](https://…).
                  </span>
                }
              >
                <Textarea
                  name="content"
                  rows={14}
                  value={content}
                  className="font-mono text-sm"
                  onChange={(e) => {
                    setContent(e.target.value);
                    clearError('content');
                  }}
                />
              </Field>
            </div>
            <section aria-label="Preview" className={cn('flex flex-col gap-1.5', tab === 'write' && 'max-lg:hidden')}>
              <h2 className="text-sm font-medium text-slate-800">Preview</h2>
              <div className="min-h-40 rounded-lg border border-slate-200 bg-white p-4">
                <MarkdownPreview source={content} />
              </div>
            </section>
          </div>
        </div>

        <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:border-0 sm:bg-transparent sm:p-0">
          <Button type="submit" variant="accent" size="lg" disabled={!ready} busy={create.isPending} busyLabel="Publishing…">
            Publish
          </Button>
          {!ready && <p className="text-sm text-slate-600">Add a title and some content to publish.</p>}
        </div>
      </form>
    </>
  );
}
