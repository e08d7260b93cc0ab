import {
  createResourceSchema,
  RESOURCE_CATEGORIES,
  RESOURCE_DEFAULT_CATEGORY,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TITLE_MAX,
  resourceCategoryLabel,
  splitTags,
} from '@ssb/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
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
import { contractResolver } from '../../../lib/contractResolver';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useCreateResource } from '../api';
import { TagList } from '../components/ResourceCard';

interface ResourceFormValues {
  title: string;
  description: string;
  content: string;
  /** Comma-separated, as typed. */
  tags: string;
  category: string;
}

const FIELDS: (keyof ResourceFormValues)[] = ['title', 'description', 'content', 'tags', 'category'];

const toPayload = (values: ResourceFormValues) => ({ ...values, tags: splitTags(values.tags) });

const resolver = contractResolver<ResourceFormValues>(createResourceSchema, toPayload, FIELDS);

/** /resources/create (docs/product/screens.md): on success to /resources; on failure the alert, and the form stays. */
export default function CreateResourcePage() {
  const { role } = useAuth();
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

  return <CreateResourceForm />;
}

function CreateResourceForm() {
  const navigate = useNavigate();
  const create = useCreateResource();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResourceFormValues>({
    resolver,
    defaultValues: { title: '', description: '', content: '', tags: '', category: RESOURCE_DEFAULT_CATEGORY },
  });

  const onSubmit = handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(toPayload(values), {
      onSuccess: () => {
        notify('success', 'Created');
        navigate('/resources');
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        if (isApiError(error) && error.sessionExpired) return;
        window.alert('Failed to create resource');
      },
    });
  });

  const tags = splitTags(useWatch({ control, name: 'tags' }));
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <PageHeader title="Create a resource" description="Share a checklist, a practice set or notes with aspirants." />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...register('title')} maxLength={RESOURCE_TITLE_MAX} autoComplete="off" />
        </Field>
        <Field label="Description" error={errors.description?.message} hint="One or two sentences shown in the list.">
          <Textarea {...register('description')} rows={3} maxLength={RESOURCE_DESCRIPTION_MAX} />
        </Field>
        <Field label="Content" error={errors.content?.message} hint="Markdown works: ## headings, **bold**, - lists, [links](https://…).">
          <Textarea {...register('content')} rows={10} className="font-mono text-sm" />
        </Field>
        <Field label="Tags" error={errors.tags?.message} hint="Separate tags with commas, e.g. interview, OLQ, self-description">
          <Input {...register('tags')} autoComplete="off" />
        </Field>
        {tags.length > 0 && <TagList tags={tags} className="-mt-3" />}
        <Field label="Category" error={errors.category?.message}>
          <Select {...register('category')}>
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
