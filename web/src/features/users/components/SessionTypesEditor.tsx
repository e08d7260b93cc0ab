import {
  SESSION_TYPE_DESCRIPTION_MAX,
  SESSION_TYPE_MINUTES_MAX,
  SESSION_TYPE_MINUTES_MIN,
  SESSION_TYPE_MINUTES_STEP,
  SESSION_TYPE_PRICE_MAX,
  SESSION_TYPE_TITLE_MAX,
  SESSION_TYPES_MAX,
  type User,
} from '@ssb/domain';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api';
import { blankType, checkTypes, draftsOf, sameTypes, type SessionTypeDraft, type TypeErrors } from '../sessionTypesDraft';

const LENGTHS = Array.from(
  { length: (SESSION_TYPE_MINUTES_MAX - SESSION_TYPE_MINUTES_MIN) / SESSION_TYPE_MINUTES_STEP + 1 },
  (_, i) => SESSION_TYPE_MINUTES_MIN + i * SESSION_TYPE_MINUTES_STEP,
);

/**
 * A coach's session types (docs/product/coaches.md "Session types"): title, length, price,
 * description, shown or hidden, in the order students see them. Saved together through the profile.
 */
export function SessionTypesEditor({ types, onDirtyChange }: { types: User['sessionTypes']; onDirtyChange?: (dirty: boolean) => void }) {
  const save = useUpdateProfile();
  const [saved, setSaved] = useState(() => draftsOf(types));
  const [rows, setRows] = useState(saved);
  const [errors, setErrors] = useState<TypeErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const dirty = !sameTypes(rows, saved);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const update = (index: number, change: Partial<SessionTypeDraft>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    setServerError(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${index}.`) || !Object.keys(change).includes(key.split('.')[1]!))));
  };
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setErrors({});
  };

  const submit = async () => {
    const result = checkTypes(rows);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const user = await save.mutateAsync({ sessionTypes: result.types });
      const stored = draftsOf(user.sessionTypes);
      setSaved(stored);
      setRows(stored);
      notify('success', 'Session types saved');
    } catch (error) {
      setServerError(isApiError(error) ? error.message : 'Could not save your session types');
    }
  };

  return (
    // Not a <form>: onboarding shows it inside its own form.
    <div className="flex flex-col gap-4" role="group" aria-label="Session types editor">
      {rows.length === 0 ? (
        <EmptyState
          title="No session types yet"
          description="Without them, students book 30, 60 or 90 minutes at your hourly rate. Add a type to offer something specific, like a 45-minute SRT and WAT review."
        />
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Session types">
          {rows.map((row, index) => {
            const error = (field: string) => errors[`${index}.${field}`];
            const name = row.label.trim() || `Session type ${index + 1}`;
            return (
              <li key={row.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-primary-900">{name}</h3>
                  {!row.active && <Badge tone="neutral">Hidden</Badge>}
                </div>
                <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
                  <Field label="Title" error={error('label')}>
                    <Input value={row.label} maxLength={SESSION_TYPE_TITLE_MAX} placeholder="e.g. 45 min SRT and WAT review" onChange={(e) => update(index, { label: e.target.value })} />
                  </Field>
                  <Field label="Duration" error={error('minutes')}>
                    <Select value={row.minutes} onChange={(e) => update(index, { minutes: e.target.value })}>
                      {LENGTHS.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {minutes} min
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Price (₹)" error={error('price')} hint="0 is free; empty shows 'Custom'.">
                    <Input type="number" inputMode="numeric" min={0} max={SESSION_TYPE_PRICE_MAX} step={1} value={row.price} onChange={(e) => update(index, { price: e.target.value })} />
                  </Field>
                </div>
                <Field label="Short description" error={error('description')}>
                  <Textarea rows={2} maxLength={SESSION_TYPE_DESCRIPTION_MAX} value={row.description} onChange={(e) => update(index, { description: e.target.value })} />
                </Field>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" className="size-5 accent-primary-700" checked={row.active} onChange={(e) => update(index, { active: e.target.checked })} />
                    Offered to students
                  </label>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${name} up`}>
                      Up
                    </Button>
                    <Button variant="ghost" size="sm" disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${name} down`}>
                      Down
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove ${name}`}>
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {serverError && (
        <Alert tone="danger" title="Not saved">
          {serverError}
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" disabled={rows.length >= SESSION_TYPES_MAX} onClick={() => setRows((current) => [...current, blankType()])}>
          Add session type
        </Button>
        <div className="flex items-center gap-3">
          {dirty && <Badge tone="warning">Unsaved changes</Badge>}
          <Button onClick={() => void submit()} busy={save.isPending} busyLabel="Saving…" disabled={!dirty && !save.isPending}>
            Save session types
          </Button>
        </div>
      </div>
    </div>
  );
}
