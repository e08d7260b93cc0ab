import {
  createPracticeSetSchema,
  describeTiming,
  PRACTICE_TESTS,
  practiceSetInputSchema,
  SET_LIMITS,
  type EditablePracticeSet,
  type PracticeTestKind,
} from '@ssb/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { UnsavedChangesPrompt } from '../../../components/forms/UnsavedChangesPrompt';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError, messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useArchivePracticeSet, useCreatePracticeSet, usePublishPracticeSet, useUpdatePracticeSet } from '../api';
import { formFrom, inputFrom, type SetForm } from '../setForm';
import { PicturesEditor } from './PicturesEditor';
import { QuestionsEditor } from './QuestionsEditor';
import { TimingEditor } from './TimingEditor';

type Errors = { title?: string; description?: string; timing?: string; items?: string; general?: string };

const LINES_HINT: Record<'wat' | 'srt', string> = {
  wat: 'One word per line, in the order they are shown.',
  srt: 'One situation per line, in the order they are shown. End each the way the board does ("…. He").',
};
const ITEMS_HEADING: Record<PracticeTestKind, string> = { wat: 'Words', srt: 'Situations', tat: 'Pictures', ppdt: 'The picture', sd: 'The five paragraphs', oir: 'Questions' };
const STATUS_TONE = { draft: 'neutral', published: 'success', archived: 'warning' } as const;

/** The zod issues of a form, one message per field (the first). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.path[0] === 'items' ? 'items' : (issue.path[0] as keyof Errors);
    const message = issue.path[0] === 'items' && typeof issue.path[1] === 'number' ? `Item ${issue.path[1] + 1}: ${issue.message}` : issue.message;
    if (key && !out[key]) out[key] = message;
  }
  return out;
}

/**
 * Writing a practice set (docs/product/practice.md "Sets"): a draft saved whole, the checklist of what
 * stops publishing, publishing and archiving. A published or archived set is shown read only.
 */
export function SetEditor({ kind, set }: { kind: PracticeTestKind; set: EditablePracticeSet | null }) {
  const navigate = useNavigate();
  const initial = useMemo(() => formFrom(kind, set), [kind, set]);
  const [form, setForm] = useState<SetForm>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreatePracticeSet();
  const update = useUpdatePracticeSet(set?.id ?? '');
  const publish = usePublishPracticeSet(set?.id ?? '');
  const archive = useArchivePracticeSet(set?.id ?? '');
  const readOnly = set !== null && set.status !== 'draft';
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const change = (patch: Partial<SetForm>) => setForm((f) => ({ ...f, ...patch }));
  const test = PRACTICE_TESTS[kind];

  /** Saves the draft; answers the saved set, or null when something stopped it (shown on the form). */
  const save = async (): Promise<EditablePracticeSet | null> => {
    const input = inputFrom(kind, form);
    const checked = set ? practiceSetInputSchema.safeParse(input) : createPracticeSetSchema.safeParse({ ...input, kind });
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return null;
    }
    setErrors({});
    try {
      if (set) return await update.mutateAsync(input);
      return await create.mutateAsync({ ...input, kind });
    } catch (error) {
      setErrors(isApiError(error) && error.fields ? { ...error.fields, general: error.message } : { general: messageOf(error) });
      return null;
    }
  };

  const saveAndPublish = async () => {
    const saved = dirty || !set ? await save() : set;
    if (!saved || saved.problems.length > 0) return;
    try {
      await publish.mutateAsync();
      notify('success', 'Published: aspirants can sit it now');
    } catch (error) {
      setErrors({ general: messageOf(error) });
    }
  };

  // A new draft moves to its own address once created (after the render that knows it is saved, so
  // the unsaved-changes prompt does not stop it).
  const createdId = create.data?.id;
  useEffect(() => {
    if (createdId) void navigate(`/dashboard/practice-sets/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  const problems = set?.problems ?? [];
  return (
    <div className="flex flex-col gap-6">
      {set && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone={STATUS_TONE[set.status]}>{set.status === 'draft' ? 'Draft' : set.status === 'published' ? 'Published' : 'Archived'}</Badge>
          <span>{describeTiming(kind, set.timing, set.itemCount)}</span>
        </div>
      )}
      {readOnly && set?.status === 'published' && <Alert tone="info">A published set does not change: aspirants&apos; attempts point at its items. To change it, archive it and start a new one.</Alert>}
      {errors.general && <Alert tone="danger">{errors.general}</Alert>}

      <Field label="Title" required error={errors.title}>
        <Input value={form.title} readOnly={readOnly} maxLength={SET_LIMITS.title.max} onChange={(e) => change({ title: e.target.value })} placeholder={`${test.short} set 2: …`} />
      </Field>
      <Field label="Description" hint="One or two lines aspirants read before they start." error={errors.description}>
        <Textarea rows={2} value={form.description} readOnly={readOnly} maxLength={SET_LIMITS.description} onChange={(e) => change({ description: e.target.value })} />
      </Field>
      <TimingEditor kind={kind} form={form} onChange={change} readOnly={readOnly} error={errors.timing} />

      <section aria-labelledby="items-heading" className="flex flex-col gap-3">
        <h2 id="items-heading" className="text-lg font-semibold text-primary-900">
          {ITEMS_HEADING[kind]}
        </h2>
        {errors.items && <p className="text-sm font-medium text-red-700">{errors.items}</p>}
        {(kind === 'wat' || kind === 'srt') && (
          <Field label={kind === 'wat' ? 'Words' : 'Situations'} hideLabel hint={`${LINES_HINT[kind]} ${form.lines.split('\n').filter((l) => l.trim()).length} so far; the board uses ${test.items}.`}>
            <Textarea rows={kind === 'wat' ? 12 : 10} value={form.lines} readOnly={readOnly} onChange={(e) => change({ lines: e.target.value })} />
          </Field>
        )}
        {kind === 'sd' &&
          form.paragraphs.map((prompt, i) => (
            <Field key={i} label={`Paragraph ${i + 1}`}>
              <Input value={prompt} readOnly={readOnly} maxLength={SET_LIMITS.prompt} onChange={(e) => change({ paragraphs: form.paragraphs.map((p, j) => (j === i ? e.target.value : p)) })} />
            </Field>
          ))}
        {kind === 'oir' && <QuestionsEditor questions={form.questions} onChange={(questions) => change({ questions })} readOnly={readOnly} />}
        {(kind === 'tat' || kind === 'ppdt') && <PicturesEditor kind={kind} setId={set?.id ?? null} pictures={form.pictures} onChange={(pictures) => change({ pictures })} readOnly={readOnly} />}
      </section>

      {set?.status === 'draft' && problems.length > 0 && !dirty && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">Before you can publish</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        {!readOnly && (
          <>
            <Button variant="outline" onClick={() => void save()} busy={create.isPending || update.isPending} busyLabel="Saving…" disabled={publish.isPending}>
              {set ? 'Save draft' : 'Create draft'}
            </Button>
            {set && (
              <Button onClick={() => void saveAndPublish()} busy={publish.isPending} disabled={(!dirty && problems.length > 0) || update.isPending}>
                Publish
              </Button>
            )}
          </>
        )}
        {set && set.status !== 'archived' && (
          <ConfirmDialog
            trigger={<Button variant="ghost">Archive</Button>}
            title="Archive this set?"
            description="It leaves the practice studio. Attempts already made keep it and their results."
            keepLabel="Keep it"
            confirmLabel="Archive"
            busy={archive.isPending}
            onConfirm={(close) => archive.mutate(undefined, { onSuccess: close, onError: (e) => notify('error', 'The set was not archived', { description: messageOf(e) }) })}
          />
        )}
      </div>
      <UnsavedChangesPrompt when={dirty && !readOnly && !create.isSuccess} />
    </div>
  );
}
