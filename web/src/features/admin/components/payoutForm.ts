import { recordPayoutSchema, type RecordPayoutInput } from '@ssb/domain';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../../lib/contractResolver';
import { rupeesInputToPaise } from '../rupees';

/** What the admin types: the amount in rupees (the API takes paise). */
export interface PayoutFormValues {
  amount: string;
  reference: string;
  note: string;
}

export const PAYOUT_FIELDS = ['amount', 'reference', 'note'] as const;

export const RUPEES_MESSAGE = 'Enter the amount in rupees, with at most 2 decimals (e.g. 1764.50)';
export const ABOVE_ZERO_MESSAGE = 'Enter an amount above ₹0';

/** The API's payout: paise, and no empty note. An amount that is not rupees goes as NaN, which the contract refuses. */
export function payoutPayload(coachId: string, values: PayoutFormValues): RecordPayoutInput {
  const note = values.note.trim();
  return {
    coachId,
    amount: rupeesInputToPaise(values.amount) ?? Number.NaN,
    reference: values.reference,
    ...(note ? { note } : {}),
  };
}

/** The problem with a rupee amount, in rupees' words, or null. */
function rupeeProblem(amount: string): string | null {
  const paise = rupeesInputToPaise(amount);
  if (paise === null) return RUPEES_MESSAGE;
  if (paise <= 0) return ABOVE_ZERO_MESSAGE;
  return null;
}

/**
 * The shared contract checks the payload the server will get; the amount's messages speak of
 * rupees, as the field does (the contract's own speak of paise).
 */
export function payoutResolver(coachId: string): Resolver<PayoutFormValues> {
  const contract = contractResolver<PayoutFormValues>(recordPayoutSchema, (values) => payoutPayload(coachId, values), PAYOUT_FIELDS);
  return async (values, context, options) => {
    const result = await contract(values, context, options);
    const amountError = rupeeProblem(values.amount) ?? (result.errors.amount ? RUPEES_MESSAGE : null);
    if (!amountError) return result;
    return { values: {}, errors: { ...result.errors, amount: { type: 'rupees', message: amountError } } };
  };
}
