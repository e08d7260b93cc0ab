import { PRACTICE_TEST_KINDS, REVIEW_TURNAROUND_HOURS, reviewOffersInputSchema, type PracticeTestKind, type ReviewOffer, type ReviewOffersInput } from '@ssb/domain';

/** One row of the offers form per test: offered or not, and the turnaround as typed. */
export type OffersForm = Record<PracticeTestKind, { on: boolean; hours: string }>;
export type OffersErrors = Partial<Record<PracticeTestKind | 'general', string>>;

export function offersFormFrom(offers: readonly ReviewOffer[]): OffersForm {
  const byKind = new Map(offers.map((o) => [o.kind, o.turnaroundHours]));
  return Object.fromEntries(
    PRACTICE_TEST_KINDS.map((kind) => {
      const hours = byKind.get(kind);
      return [kind, { on: hours !== undefined, hours: String(hours ?? REVIEW_TURNAROUND_HOURS.default) }];
    }),
  ) as OffersForm;
}

/** The PUT body: the ticked tests only, each with its hours as a number (blank is not a number, so the contract refuses it). */
export function offersInputFrom(form: OffersForm): ReviewOffersInput {
  return {
    offers: PRACTICE_TEST_KINDS.filter((kind) => form[kind].on).map((kind) => ({ kind, turnaroundHours: form[kind].hours.trim() === '' ? Number.NaN : Number(form[kind].hours) })),
  };
}

/** Checks the form with the server's contract: its messages, each beside the test it is about. */
export function checkOffers(form: OffersForm): { input: ReviewOffersInput; errors: OffersErrors | null } {
  const input = offersInputFrom(form);
  const checked = reviewOffersInputSchema.safeParse(input);
  if (checked.success) return { input, errors: null };
  const errors: OffersErrors = {};
  for (const issue of checked.error.issues) {
    const index = issue.path[1];
    const kind = typeof index === 'number' ? input.offers[index]?.kind : undefined;
    const key = kind ?? 'general';
    errors[key] ??= issue.message;
  }
  return { input, errors };
}
