import { PROFILE_MESSAGES } from '@ssb/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { serverMessageOf } from '../../auth/api';
import { useUpdateProfile } from '../api';
import { nonEmptyPayload, profileResolver, toFormValues, type ProfileField, type ProfileFormValues } from '../profileForm';
import { StepIndicator } from './StepIndicator';

export const STEP_SAVE_FAILED = 'Could not save this step. Please try again.';
export const FIX_FIELDS = 'Please fix the highlighted fields';

export interface OnboardingStep {
  /** Short name for the step bar, e.g. "Specializations". */
  label: string;
  /** The step's heading. */
  title: string;
  description?: ReactNode;
  /** The profile fields this step saves. */
  fields: readonly ProfileField[];
  render: (form: UseFormReturn<ProfileFormValues>) => ReactNode;
}

/** Toasts for a step the client refused (docs/product/screens.md "Onboarding"). */
function toastInvalid(errors: FieldErrors<ProfileFormValues>) {
  if (errors.experience) notify('error', 'Invalid experience', { description: PROFILE_MESSAGES.experience });
  else if (errors.hourlyRate) notify('error', 'Invalid rate', { description: PROFILE_MESSAGES.hourlyRate });
  else notify('error', 'Save failed', { description: FIX_FIELDS });
}

/**
 * docs/product/screens.md "Onboarding": one form across the steps (so Back keeps what was typed), each
 * 'Save & Continue' saves only the step's non-empty fields (or says 'Skipped'), Skip moves on
 * without saving, and the last step goes to /dashboard.
 */
export function OnboardingWizard({ title, intro, steps }: { title: string; intro: ReactNode; steps: readonly OnboardingStep[] }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const { user, updateUser } = useAuth();
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  indexRef.current = index;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The resolver checks only the current step's non-empty fields, with the shared schema.
  const resolver = useMemo(() => profileResolver((values) => nonEmptyPayload(values, steps[indexRef.current]!.fields)), [steps]);
  const [defaults] = useState(() => toFormValues(user));
  const form = useForm<ProfileFormValues>({ resolver, defaultValues: defaults });
  const { handleSubmit, clearErrors, setError, formState } = form;

  const step = steps[index]!;
  const last = index === steps.length - 1;

  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [index]);

  const go = (to: number) => {
    moved.current = true;
    if (to >= steps.length) navigate('/dashboard', { replace: true });
    else setIndex(Math.max(0, to));
  };

  const updateProfile = useUpdateProfile();
  const save = handleSubmit(async (values) => {
    const payload = nonEmptyPayload(values, step.fields);
    if (Object.keys(payload).length === 0) {
      notify('message', 'Skipped');
      go(index + 1);
      return;
    }
    try {
      const profile = await updateProfile.mutateAsync(payload);
      if (profile && typeof profile === 'object') updateUser(profile as never);
      notify('success', 'Saved');
      go(index + 1);
    } catch (error) {
      if (isApiError(error) && error.sessionExpired) return;
      if (setServerFieldErrors(error, step.fields, setError, { focus: true })) {
        notify('error', 'Save failed', { description: FIX_FIELDS });
        return;
      }
      notify('error', 'Save failed', { description: serverMessageOf(error) ?? STEP_SAVE_FAILED });
    }
  }, toastInvalid);

  const skip = () => {
    clearErrors(step.fields as ProfileField[]);
    go(index + 1);
  };

  return (
    <div className="container-page py-6 sm:py-12">
      <div className="mx-auto w-full max-w-2xl">
        <header className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-slate-600">{intro}</p>
        </header>
        <StepIndicator steps={steps.map((s) => s.label)} current={index} />
        <form noValidate onSubmit={save} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="step-title">
          <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {step.title}
          </h2>
          {step.description && <p className="mt-1 text-sm text-slate-600">{step.description}</p>}
          <div className="mt-5 flex flex-col gap-5">{step.render(form)}</div>

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="ghost" onClick={() => go(index - 1)} disabled={index === 0 || formState.isSubmitting} className="sm:-ml-2">
              Back
            </Button>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-row">
              <Button variant="outline" onClick={skip} disabled={formState.isSubmitting}>
                Skip
              </Button>
              <Button type="submit" busy={formState.isSubmitting}>
                {last ? 'Finish' : 'Save & Continue'}
              </Button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
