import {
  createDiscussionSchema,
  DISCUSSION_CAPACITY_DEFAULT,
  DISCUSSION_CAPACITY_MAX,
  DISCUSSION_CAPACITY_MIN,
  DISCUSSION_DESCRIPTION_MAX,
  DISCUSSION_TITLE_MAX,
  updateDiscussionSchema,
  type CreateDiscussionPayload,
  type Discussion,
  type UpdateDiscussionPayload,
} from '@ssb/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/contractResolver';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useAuth } from '../../../lib/auth';
import { useCreateDiscussion, useUpdateDiscussion } from '../api';

export interface DiscussionFormValues {
  title: string;
  description: string;
  /** datetime-local text, in the viewer's zone */
  startTime: string;
  /** number input text; empty means the default of 10 */
  capacity: string;
  meetLink: string;
}

type FormField = keyof DiscussionFormValues;
const FORM_FIELDS: FormField[] = ['title', 'description', 'startTime', 'capacity', 'meetLink'];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' of a date in the viewer's zone: the value a datetime-local input takes. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's text as the API payload (before validation): local time to ISO, capacity to a number. */
export function toPayload(values: DiscussionFormValues): Record<string, unknown> {
  let startTime: string | undefined;
  if (values.startTime.trim()) {
    const date = new Date(values.startTime);
    startTime = Number.isNaN(date.getTime()) ? values.startTime : date.toISOString();
  }
  const capacity = values.capacity.trim() === '' ? undefined : Number(values.capacity);
  return { title: values.title, description: values.description, startTime, capacity, meetLink: values.meetLink };
}

/** Editing: an empty meet link keeps the current room (the list never carries it). */
export function toUpdatePayload(values: DiscussionFormValues): Record<string, unknown> {
  const payload = toPayload(values);
  return values.meetLink.trim() ? payload : { ...payload, meetLink: undefined };
}

/** Client validation is the shared contract itself, so the form and the server never disagree. */
const createResolver = contractResolver<DiscussionFormValues>(createDiscussionSchema, toPayload, FORM_FIELDS);
const updateResolver = contractResolver<DiscussionFormValues>(updateDiscussionSchema, toUpdatePayload, FORM_FIELDS);

/** 'India Standard Time (IST)': the zone the datetime-local value is read in. */
function zoneName(): string {
  const part = (style: 'long' | 'short') =>
    new Intl.DateTimeFormat('en-IN', { timeZoneName: style }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value;
  const long = part('long');
  const short = part('short');
  if (!long) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  return short && short !== long ? `${long} (${short})` : long;
}

function AdminsOnly() {
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title="New discussion" />
      <div role="alert" className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-slate-900">Admins only.</p>
        <p className="mt-1 text-sm text-slate-600">Only admins can create live discussions.</p>
        <Link to="/discussions" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          Back to discussions
        </Link>
      </div>
    </div>
  );
}

/** /admin/discussions/new (docs/product/screens.md "New discussion"). Signed-out users never get here. */
export default function CreateDiscussionPage() {
  const { role } = useAuth();
  if (role !== 'admin') return <AdminsOnly />;
  return <DiscussionForm />;
}

/** The form of a new discussion, or of `existing` (admins edit one: /admin/discussions/{id}/edit). */
export function DiscussionForm({ existing }: { existing?: Discussion }) {
  const navigate = useNavigate();
  const create = useCreateDiscussion();
  const update = useUpdateDiscussion();
  const saving = existing ? update : create;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DiscussionFormValues>({
    resolver: existing ? updateResolver : createResolver,
    // Errors first appear on submit (a blur that inserts a message would move the button under
    // the pointer), then follow every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      title: existing?.title ?? '',
      description: existing?.description ?? '',
      startTime: toLocalInputValue(existing ? new Date(existing.startTime) : new Date()),
      capacity: String(existing?.capacity ?? DISCUSSION_CAPACITY_DEFAULT),
      meetLink: '',
    },
  });

  const onError = (error: unknown) => {
    if (isApiError(error) && error.sessionExpired) return;
    setServerFieldErrors(error, FORM_FIELDS, setError);
    notify('error', 'Error', { description: isApiError(error) && error.status === 409 ? error.message : `Failed to ${existing ? 'save' : 'create'} discussion` });
  };
  const onSubmit = handleSubmit((values) => {
    const done = () => {
      notify('success', existing ? 'Saved' : 'Created');
      navigate('/discussions');
    };
    if (existing) update.mutate({ id: existing.id, ...(toUpdatePayload(values) as UpdateDiscussionPayload) }, { onSuccess: done, onError });
    else create.mutate(toPayload(values) as CreateDiscussionPayload, { onSuccess: done, onError });
  });

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title={existing ? 'Edit discussion' : 'New discussion'}
        description={
          existing
            ? 'Attendees are told by mail and in the app when the time or the room changes.'
            : 'Schedule a live group discussion. Members can join until 10 minutes before the start and enter from 5 minutes before.'
        }
        eyebrow={
          <Link to="/discussions" className="font-medium text-primary-700 hover:underline">
            ← Live discussions
          </Link>
        }
      />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-2xl flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <Field label="Title" required error={errors.title?.message}>
          <Input {...register('title')} maxLength={DISCUSSION_TITLE_MAX} autoComplete="off" placeholder="e.g. Current affairs: India's space programme" />
        </Field>
        <Field label="Description" error={errors.description?.message} hint="What will the group discuss? Optional.">
          <Textarea {...register('description')} rows={4} maxLength={DISCUSSION_DESCRIPTION_MAX} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
          <Field label="Start time" error={errors.startTime?.message} hint={`Your time zone: ${zoneName()}. Empty means now.`}>
            <Input type="datetime-local" {...register('startTime')} />
          </Field>
          <Field label="Capacity" error={errors.capacity?.message} hint={`Seats, default ${DISCUSSION_CAPACITY_DEFAULT}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={DISCUSSION_CAPACITY_MIN}
              max={DISCUSSION_CAPACITY_MAX}
              step={1}
              {...register('capacity')}
            />
          </Field>
        </div>
        <Field
          label="Meet link"
          required={!existing}
          error={errors.meetLink?.message}
          hint={existing ? 'Leave empty to keep the current room.' : 'Attendees get it from 5 minutes before the start, never earlier.'}
        >
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://meet.jit.si/your-room" {...register('meetLink')} />
        </Field>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Link to="/discussions" className={buttonClasses({ variant: 'ghost' })}>
            Cancel
          </Link>
          <Button type="submit" variant="accent" busy={saving.isPending} busyLabel={existing ? 'Saving…' : 'Creating…'}>
            {existing ? 'Save changes' : 'Create discussion'}
          </Button>
        </div>
      </form>
    </div>
  );
}
