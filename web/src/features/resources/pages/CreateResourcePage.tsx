import {
  createResourceSchema,
  RESOURCE_CATEGORIES,
  RESOURCE_DEFAULT_CATEGORY,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TITLE_MAX,
  resourceCategoryLabel,
  splitTags,
} from '@ssb/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useCreateResource } from '../api';
import { TagList } from '../components/ResourceCard';

const FIELDS = ['title', 'description', 'content', 'tags', 'category'] as const;
type FieldName = (typeof FIELDS)[number];

/** /resources/create (docs/product/screens.md): on success to /resources; on failure the alert, and the form stays. */
export default function CreateResourcePage() {
  const { role } = useAuth();
  const navigate = useNavigate();
  const create = useCreateResource();
  const [values, setValues] = useState({ title: '', description: '', content: '', tags: '', category: RESOURCE_DEFAULT_CATEGORY as string });
  const { errors, clear: clearError, check, showServerErrors } = useFieldErrors(FIELDS);

  if (role !== 'mentor' && role !== 'admin') {
    return (
      <div className="container-page max-w-2xl py-8 sm:py-12">
        <PageHeader title="Create a resource" />
        <EmptyState
          title="Adding resources is open to mentors and admins"
          description="You can read everything our coaches have shared in the library."
          action={
            <Link to="/resources" className={buttonClasses({ variant: 'primary' })}>
              Browse resources
            </Link>
          }
        />
      </div>
    );
  }

  const set = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const payload = { ...values, tags: splitTags(values.tags) };
    if (!check(createResourceSchema, payload)) return;
    create.mutate(payload, {
      onSuccess: () => {
        notify('success', 'Created');
        navigate('/resources');
      },
      onError: (error) => {
        showServerErrors(error);
        if (isApiError(error) && error.sessionExpired) return;
        window.alert('Failed to create resource');
      },
    });
  }

  const tags = splitTags(values.tags);
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <PageHeader title="Create a resource" description="Share a checklist, a practice set or notes with aspirants." />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field label="Title" required error={errors.title}>
          <Input name="title" value={values.title} maxLength={RESOURCE_TITLE_MAX} onChange={set('title')} autoComplete="off" />
        </Field>
        <Field label="Description" error={errors.description} hint="One or two sentences shown in the list.">
          <Textarea name="description" rows={3} value={values.description} maxLength={RESOURCE_DESCRIPTION_MAX} onChange={set('description')} />
        </Field>
        <Field label="Content" error={errors.content} hint="Markdown works: ## headings, **bold**, - lists, [links](https://…).">
          <Textarea name="content" rows={10} value={values.content} onChange={set('content')} className="font-mono text-sm" />
        </Field>
        <Field label="Tags" error={errors.tags} hint="Separate tags with commas, e.g. interview, OLQ, self-description">
          <Input name="tags" value={values.tags} onChange={set('tags')} autoComplete="off" />
        </Field>
        {tags.length > 0 && <TagList tags={tags} className="-mt-3" />}
        <Field label="Category" error={errors.category}>
          <Select name="category" value={values.category} onChange={set('category')}>
            {RESOURCE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {resourceCategoryLabel(c)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Link to="/resources" className={buttonClasses({ variant: 'ghost' })}>
            Cancel
          </Link>
          <Button type="submit" variant="accent" size="lg" busy={create.isPending} busyLabel="Creating…" className="sm:ml-auto">
            Create resource
          </Button>
        </div>
      </form>
    </div>
  );
}
