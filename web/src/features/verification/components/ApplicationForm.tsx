import { SERVICES, VERIFICATION_KIND_LABELS, VERIFICATION_KINDS, type Proof, type VerificationKind } from '@ssb/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { RadioCard, RadioGroup } from '../../../components/ui/RadioGroup';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { setServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useApplyForVerification } from '../api';
import { APPLICATION_FIELDS, applicationPayload, applicationResolver, emptyApplication, type ApplicationFormValues } from '../applicationForm';
import { ProofUploader } from './ProofUploader';

const KIND_HINTS: Record<VerificationKind, string> = {
  armed_forces: 'Retired or serving officer of the Army, Navy, Air Force or Coast Guard',
  psychologist: 'Clinical or counselling psychologist, DIPR or private practice',
  assessor: 'Former GTO, Interviewing Officer or board member who is not an officer',
};

/** The coach's application (docs/product/verification.md "Applying"), checked with the server's contract before it goes. */
export function ApplicationForm() {
  const apply = useApplyForVerification();
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, setValue, watch, formState } = useForm<ApplicationFormValues>({
    resolver: applicationResolver,
    defaultValues: emptyApplication(),
  });
  const kind = watch('kind');
  const errors = formState.errors;

  const onProofs = (next: Proof[]) => {
    setProofs(next);
    setValue('proofIds', next.map((p) => p.id), { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await apply.mutateAsync(applicationPayload(values));
      notify('success', 'Application sent', { description: 'We will tell you by mail once an admin has looked at it.' });
    } catch (failure) {
      if (setServerFieldErrors(failure, APPLICATION_FIELDS, setError, { focus: true })) return;
      setRefusal(messageOf(failure, 'Your application could not be sent. Please try again.'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">I am</legend>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={(v) => field.onChange(v as VerificationKind)} className="sm:grid-cols-3" aria-label="I am">
              {VERIFICATION_KINDS.map((k) => (
                <RadioCard key={k} value={k} title={VERIFICATION_KIND_LABELS[k]} description={KIND_HINTS[k]} />
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>

      {kind === 'armed_forces' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Service" required error={errors.service?.message}>
            <Select {...register('service')}>
              <option value="">Choose…</option>
              {SERVICES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          </Field>
          <Field label="Arm or branch" required error={errors.branch?.message} hint="e.g. Infantry (Kumaon Regiment), Executive Branch, Flying Branch">
            <Input autoComplete="off" {...register('branch')} />
          </Field>
          <Field label="Rank at retirement" required error={errors.rank?.message} hint="Or your present rank if serving">
            <Input autoComplete="off" {...register('rank')} />
          </Field>
          <Field label="Years of service" required error={errors.yearsOfService?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('yearsOfService')} />
          </Field>
        </div>
      ) : (
        <Field label="Your credentials" required error={errors.credentials?.message} hint="Degrees, registration (e.g. RCI number), where you assessed candidates">
          <Textarea rows={3} {...register('credentials')} />
        </Field>
      )}

      <Field label="SSB board experience" required error={errors.boardExperience?.message} hint="Which boards, in what role, for how long">
        <Textarea rows={4} {...register('boardExperience')} />
      </Field>
      <Field label="LinkedIn or other public profile" required error={errors.publicLink?.message} hint="A page where others can see your background">
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://www.linkedin.com/in/…" {...register('publicLink')} />
      </Field>
      <ProofUploader proofs={proofs} onChange={onProofs} error={errors.proofIds?.message} />

      <div>
        <Button type="submit" busy={apply.isPending} busyLabel="Sending…">
          Send for verification
        </Button>
      </div>
    </form>
  );
}
