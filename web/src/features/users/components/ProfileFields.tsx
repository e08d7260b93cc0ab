import { Controller, useWatch, type Control } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
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
