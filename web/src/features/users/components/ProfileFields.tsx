import { ATTEMPT_NUMBER_MAX, COACH_LANGUAGES, COACH_LANGUAGES_MAX, ordinal, TARGET_ENTRIES } from '@ssb/domain';
import { useId } from 'react';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { TagInput } from '../../../components/ui/TagInput';
import { formatINR } from '../../../lib/format';
import type { ProfileFormValues } from '../profileForm';

type TagField = 'achievements' | 'skills' | 'specializations';

export interface TagListFieldProps {
  control: Control<ProfileFormValues>;
  name: TagField;
  label: string;
  hint?: string;
  error?: string;
  suggestions?: readonly string[];
  placeholder?: string;
  maxTags?: number;
  maxLength?: number;
}

/** A tag list field of the profile form (achievements, skills, specializations). */
export function TagListField({ control, name, label, hint, error, suggestions, placeholder, maxTags = 30, maxLength = 80 }: TagListFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <TagInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            suggestions={suggestions}
            placeholder={placeholder}
            itemLabel={label}
            maxTags={maxTags}
            maxLength={maxLength}
          />
        )}
      />
    </Field>
  );
}

/** Years of experience: whole, not negative. */
export function ExperienceField({ control, error }: { control: Control<ProfileFormValues>; error?: string }) {
  return (
    <Field label="Years of experience" error={error} hint={error ? undefined : 'Years you have coached or served, in whole years.'}>
      <Controller
        control={control}
        name="experience"
        render={({ field }) => (
          <Input type="number" inputMode="numeric" min={0} max={80} step={1} className="max-w-40" {...field} />
        )}
      />
    </Field>
  );
}

/** Hourly rate in rupees, with the amount as aspirants will see it. */
export function HourlyRateField({ control, error }: { control: Control<ProfileFormValues>; error?: string }) {
  const value = useWatch({ control, name: 'hourlyRate' });
  const amount = value.trim() === '' ? null : Number(value);
  const shown = amount !== null && Number.isFinite(amount) && amount >= 0 ? `Aspirants will see ${formatINR(amount)} per hour.` : 'Leave it empty to show “Custom” on your profile.';
  return (
    <Field label="Hourly rate (INR)" error={error} hint={error ? undefined : shown}>
      <Controller
        control={control}
        name="hourlyRate"
        render={({ field }) => (
          <div className="relative max-w-56">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600" aria-hidden="true">
              ₹
            </span>
            <Input type="number" inputMode="numeric" min={0} step={100} className="pl-8" placeholder="2500" {...field} />
          </div>
        )}
      />
    </Field>
  );
}

/** The languages a coach coaches in: toggles over COACH_LANGUAGES (at most COACH_LANGUAGES_MAX). */
export function LanguagesField({ control, error }: { control: Control<ProfileFormValues>; error?: string }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const full = chosen.size >= COACH_LANGUAGES_MAX;
        return (
          <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="flex flex-col gap-1.5">
            <legend className="text-sm font-medium text-slate-800">Languages you coach in</legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {COACH_LANGUAGES.map((language) => {
                const on = chosen.has(language);
                return (
                  <label
                    key={language}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 ${
                      on ? 'border-primary-600 bg-primary-50 font-medium text-primary-900' : 'border-slate-300 bg-white text-slate-800'
                    } ${!on && full ? 'cursor-not-allowed opacity-60' : ''}`}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-700"
                      checked={on}
                      disabled={!on && full}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, language] : field.value.filter((l) => l !== language))}
                    />
                    {language}
                  </label>
                );
              })}
            </div>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              Aspirants can look for coaches who speak their language. Choose up to {COACH_LANGUAGES_MAX}.
            </p>
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** What an aspirant prepares for: the entry, which attempt, and the board date when known. */
export function PreparationFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProfileFormValues>;
  errors: { targetEntry?: string; attemptNumber?: string; boardDate?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Target entry" error={errors.targetEntry} hint={errors.targetEntry ? undefined : 'The entry you are preparing for.'}>
        <Select {...register('targetEntry')}>
          <option value="">Not chosen yet</option>
          {TARGET_ENTRIES.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Attempt" error={errors.attemptNumber} hint={errors.attemptNumber ? undefined : 'Which SSB attempt this is.'}>
        <Select {...register('attemptNumber')}>
          <option value="">Not chosen yet</option>
          {Array.from({ length: ATTEMPT_NUMBER_MAX }, (_, i) => i + 1).map((n) => (
            <option key={n} value={String(n)}>
              {ordinal(n)} attempt
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Board date" error={errors.boardDate} hint={errors.boardDate ? undefined : 'If you know it.'}>
        <Input type="date" {...register('boardDate')} />
      </Field>
    </div>
  );
}
