import { PRACTICE_TEST_KINDS, REVIEW_TURNAROUND_HOURS, reviewOffersInputSchema, type PracticeTestKind, type ReviewOffer, type ReviewOffersInput } from '@ssb/domain';

/** One row of the offers form per test: offered or not, the turnaround and the price (rupees, 0 free) as typed. */
export type OffersForm = Record<PracticeTestKind, { on: boolean; hours: string; price: string }>;
/** A test's key holds its turnaround's error; `price:` and the test its price's. */
export type OffersErrors = Partial<Record<PracticeTestKind | `price:${PracticeTestKind}` | 'general', string>>;

export function offersFormFrom(offers: readonly ReviewOffer[]): OffersForm {
  const byKind = new Map(offers.map((o) => [o.kind, o]));
  return Object.fromEntries(
    PRACTICE_TEST_KINDS.map((kind) => {
      const offer = byKind.get(kind);
      return [kind, { on: offer !== undefined, hours: String(offer?.turnaroundHours ?? REVIEW_TURNAROUND_HOURS.default), price: String(offer?.price ?? 0) }];
    }),
  ) as OffersForm;
}

/** Blank is not a number, so the contract refuses it. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The PUT body: the ticked tests only, each with its hours and price as numbers. */
export function offersInputFrom(form: OffersForm): ReviewOffersInput {
  return {
    offers: PRACTICE_TEST_KINDS.filter((kind) => form[kind].on).map((kind) => ({ kind, turnaroundHours: numberOf(form[kind].hours), price: numberOf(form[kind].price) })),
  };
}

/** Checks the form with the server's contract: its messages, each beside the test it is about. */
export function checkOffers(form: OffersForm): { input: ReviewOffersInput; errors: OffersErrors | null } {
  const input = offersInputFrom(form);
  const checked = reviewOffersInputSchema.safeParse(input);
  if (checked.success) return { input, errors: null };
  const errors: OffersErrors = {};
  for (const issue of checked.error.issues) {
    const [, index, field] = issue.path;
    const kind = typeof index === 'number' ? input.offers[index]?.kind : undefined;
    const key = kind ? (field === 'price' ? (`price:${kind}` as const) : kind) : 'general';
    errors[key] ??= issue.message;
  }
  return { input, errors };
}
