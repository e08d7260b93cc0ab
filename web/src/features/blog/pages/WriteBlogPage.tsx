import {
  BLOG_CONTENT_HINT_MIN,
  BLOG_TITLE_HINT_MIN,
  BLOG_TITLE_MAX,
  canPublish,
  createBlogPostSchema,
  EXCERPT_MAX,
  isThumbnailUrl,
} from '@ssb/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { contractResolver } from '../../../lib/contractResolver';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useCreateBlogPost } from '../api';
import { CategoryChips } from '../components/CategoryChips';
import { MarkdownPreview } from '../components/MarkdownPreview';

interface BlogFormValues {
  title: string;
  /** One of the chips; null means General. */
  category: string | null;
  thumbnailUrl: string;
  excerpt: string;
  content: string;
}

const FIELDS: (keyof BlogFormValues)[] = ['title', 'category', 'thumbnailUrl', 'excerpt', 'content'];

const toPayload = (values: BlogFormValues) => ({
  title: values.title,
  content: values.content,
  published: true,
  category: values.category ?? undefined,
  excerpt: values.excerpt.trim() || undefined,
  thumbnailUrl: values.thumbnailUrl.trim() || undefined,
});

const resolver = contractResolver<BlogFormValues>(createBlogPostSchema, toPayload, FIELDS);

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

  return <WriteBlogForm />;
}

function WriteBlogForm() {
  const navigate = useNavigate();
  const create = useCreateBlogPost();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<BlogFormValues>({
    resolver,
    defaultValues: { title: '', category: null, thumbnailUrl: '', excerpt: '', content: '' },
  });
  const [title, thumbnailUrl, excerpt, content] = useWatch({ control, name: ['title', 'thumbnailUrl', 'excerpt', 'content'] });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const categoryLabel = useId();
  const counterId = useId();

  const ready = canPublish({ title, content });

  const onSubmit = handleSubmit((values) => {
    if (!canPublish(values) || create.isPending) return;
    create.mutate(toPayload(values), {
      onSuccess: (post) => {
        notify('success', 'Published');
        navigate(`/blog/${post.id}`);
      },
      onError: (error) => {
        // What was typed stays in the form; server field errors show under the fields.
        setServerFieldErrors(error, FIELDS, setError);
        if (isApiError(error) && error.sessionExpired) return;
        notify('error', 'Failed to publish', { description: (error instanceof Error && error.message) || 'Please try again' });
      },
    });
  });

  const titleShort = title.trim().length > 0 && title.trim().length < BLOG_TITLE_HINT_MIN;
  const contentShort = content.trim().length > 0 && content.trim().length < BLOG_CONTENT_HINT_MIN;

  return (
    <>
      <PageHeader title="Write Blog" description="Share what works at the SSB. Your article is published on the blog straight away." />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <Field
          label="Title"
          required
          error={errors.title?.message}
          hint={<span className={cn(titleShort && 'font-medium text-amber-800')}>Title at least {BLOG_TITLE_HINT_MIN} characters</span>}
        >
          <Input {...register('title')} maxLength={BLOG_TITLE_MAX} autoComplete="off" placeholder="e.g. How I cleared the PPDT on my second attempt" />
        </Field>

        <div className="flex flex-col gap-1.5">
          <span id={categoryLabel} className="text-sm font-medium text-slate-800">
            Category <span className="font-normal text-slate-600">(optional; none means General)</span>
          </span>
          <Controller
            control={control}
            name="category"
            render={({ field }) => <CategoryChips labelledBy={categoryLabel} value={field.value} onChange={field.onChange} />}
          />
          {errors.category && <p className="text-sm font-medium text-red-700">{errors.category.message}</p>}
        </div>

        <Field label="Thumbnail URL" error={errors.thumbnailUrl?.message} hint="Optional. A link to an image starting with https://">
          <Input {...register('thumbnailUrl')} type="url" inputMode="url" placeholder="https://" />
        </Field>
        <ThumbnailPreview url={thumbnailUrl.trim()} />

        <Field label="Excerpt" error={errors.excerpt?.message} hint="Optional. A short summary for the article cards.">
          <Controller
            control={control}
            name="excerpt"
            render={({ field }) => (
              <Textarea
                {...field}
                rows={3}
                maxLength={EXCERPT_MAX}
                aria-describedby={counterId}
                onChange={(e) => field.onChange(e.target.value.slice(0, EXCERPT_MAX))}
              />
            )}
          />
        </Field>
        <p id={counterId} className="-mt-5 self-end text-sm text-slate-600 tabular-nums" aria-live="polite" data-testid="excerpt-counter">
          {excerpt.length}/{EXCERPT_MAX}
        </p>

        {/* On small screens one of Write and Preview at a time; side by side from lg up. */}
        <Tabs value={tab} onValueChange={(v) => setTab(v as 'write' | 'preview')} className="flex flex-col gap-3">
          <TabsList aria-label="Editor view" className="lg:hidden">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          <div className="grid gap-6 lg:grid-cols-2">
            <TabsContent value="write" forceMount className="mt-0 max-lg:data-[state=inactive]:hidden">
              <Field
                label="Content"
                required
                error={errors.content?.message}
                hint={
                  <span className={cn(contentShort && 'font-medium text-amber-800')}>
                    Content at least about {BLOG_CONTENT_HINT_MIN} characters. Markdown works: ## headings, **bold**, - lists, [links](https://…).
                  </span>
                }
              >
                <Textarea {...register('content')} rows={14} className="font-mono text-sm" />
              </Field>
            </TabsContent>
            <TabsContent value="preview" forceMount className="mt-0 max-lg:data-[state=inactive]:hidden">
              <section aria-label="Preview" className="flex flex-col gap-1.5">
                <h2 className="text-sm font-medium text-slate-800">Preview</h2>
                <div className="min-h-40 rounded-lg border border-slate-200 bg-white p-4">
                  <MarkdownPreview source={content} />
                </div>
              </section>
            </TabsContent>
          </div>
        </Tabs>

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
