import { PRACTICE_MESSAGES, PRACTICE_TEST_KINDS, PRACTICE_TESTS, REVIEW_PRICE_MAX, REVIEW_TURNAROUND_HOURS, type ReviewOffer } from '@ssb/domain';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { UnsavedChangesPrompt } from '../../../components/forms/UnsavedChangesPrompt';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError, messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMyReviewOffers, useSaveReviewOffers } from '../api';
import { checkOffers, offersFormFrom, offersInputFrom, type OffersErrors, type OffersForm } from '../offersForm';

function NotVerified({ message }: { message: string }) {
  return (
    <Alert tone="warning" title="Verify your account to review">
      {message}{' '}
      <Link to="/dashboard/verification" className="font-semibold underline">
        Go to verification
      </Link>
    </Alert>
  );
}

function OffersEditor({ saved }: { saved: ReviewOffer[] }) {
  const [form, setForm] = useState<OffersForm>(() => offersFormFrom(saved));
  const [errors, setErrors] = useState<OffersErrors>({});
  const [forbidden, setForbidden] = useState<string | null>(null);
  const save = useSaveReviewOffers();
  const dirty = JSON.stringify(offersInputFrom(form)) !== JSON.stringify(offersInputFrom(offersFormFrom(saved)));
  const change = (kind: keyof OffersForm, patch: Partial<OffersForm[keyof OffersForm]>) => setForm((f) => ({ ...f, [kind]: { ...f[kind], ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: problems } = checkOffers(form);
    setErrors(problems ?? {});
    if (problems) return;
    setForbidden(null);
    save.mutate(input, {
      onSuccess: () => notify('success', 'Review offers saved'),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 403) setForbidden(failure.message || PRACTICE_MESSAGES.reviewersOnly);
        else setErrors({ general: isApiError(failure) && failure.fields?.offers ? failure.fields.offers : messageOf(failure) });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {forbidden && <NotVerified message={forbidden} />}
      {errors.general && <Alert tone="danger">{errors.general}</Alert>}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {PRACTICE_TEST_KINDS.map((kind) => {
          const row = form[kind];
          const test = PRACTICE_TESTS[kind];
          return (
            <li key={kind} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <label className="flex min-h-11 items-center gap-3 text-slate-900">
                <input type="checkbox" className="size-5 shrink-0 accent-primary-700" checked={row.on} onChange={(e) => change(kind, { on: e.target.checked })} />
                <span>
                  I review {test.name} <span className="text-slate-600">({test.short})</span>
                </span>
              </label>
              <div className="grid gap-3 sm:w-96 sm:shrink-0 sm:grid-cols-2">
                <Field label={`${test.short} turnaround in hours`} error={errors[kind]}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={REVIEW_TURNAROUND_HOURS.min}
                    max={REVIEW_TURNAROUND_HOURS.max}
                    step={1}
                    value={row.hours}
                    disabled={!row.on}
                    onChange={(e) => change(kind, { hours: e.target.value })}
                  />
                </Field>
                <Field label={`${test.short} price in ₹`} hint="0 is free" error={errors[`price:${kind}`]}>
                  <Input type="number" inputMode="numeric" min={0} max={REVIEW_PRICE_MAX} step={1} value={row.price} disabled={!row.on} onChange={(e) => change(kind, { price: e.target.value })} />
                </Field>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save review offers
        </Button>
        <p className="text-sm text-slate-600" role="status">
          {dirty ? 'Not saved yet' : save.isSuccess ? 'Saved' : ''}
        </p>
      </div>
      <UnsavedChangesPrompt when={dirty} />
    </form>
  );
}

/**
 * A coach's offer to review attempts (docs/product/practice.md "Review"): which tests, and within
 * how many hours. Only verified coaches review; the server says so to anyone else.
 */
export function ReviewOffersSection() {
  const offers = useMyReviewOffers();
  let body;
  if (offers.isPending) body = <Skeleton className="h-72 w-full rounded-xl" />;
  else if (offers.isError && isApiError(offers.error) && offers.error.status === 403) body = <NotVerified message={offers.error.message || PRACTICE_MESSAGES.reviewersOnly} />;
  else if (offers.isError) body = <ErrorState message={messageOf(offers.error)} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  else body = <OffersEditor saved={offers.data} />;
  return (
    <section aria-labelledby="review-offers-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="review-offers-heading" className="text-xl font-semibold text-primary-900">
          Reviews you offer
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Aspirants send you a finished attempt; you comment on the answers, mark the officer like qualities and write a summary within the hours you promise (
          {REVIEW_TURNAROUND_HOURS.min} to {REVIEW_TURNAROUND_HOURS.max}), counted from their payment. A paid review not sent in time is refunded to the aspirant in full; one sent in time pays you your share, like a session.{' '}
          <Link to="/dashboard/practice-reviews" className="font-semibold text-primary-700 underline">
            Your reviews
          </Link>
        </p>
      </div>
      {body}
    </section>
  );
}
