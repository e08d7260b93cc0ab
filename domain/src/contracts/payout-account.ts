import { z } from 'zod';
import {
  INDIAN_STATE_CODES,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_CODE_PATTERNS,
  gstinProblem,
  isBankAccountNumber,
  isIfsc,
  isIndianMobile,
  isPan,
  isPinCode,
  isUpiId,
  normalizeCode,
  normalizePhone,
} from '../payout-account';
import { gatewaySchema } from './payments';
import { pageQueryShape } from './envelope';

/**
 * The coach's payout account (docs/product/money.md "Payout account"): GET / PUT /earnings/payout-account,
 * and the admins' list and suspension. Every message says what to do.
 */
export const PAYOUT_ACCOUNT_MESSAGES = {
  legalName: 'Enter your name as it is on your PAN (4 to 200 characters)',
  pan: 'Enter a PAN like ABCDE1234F',
  method: 'Choose a bank account or a UPI id',
  accountNumber: 'Enter your bank account number: 9 to 18 digits',
  ifsc: 'Enter an IFSC like HDFC0001234 (printed on your cheque book)',
  upiId: 'Enter a UPI id like yourname@okhdfcbank',
  phone: 'Enter a 10-digit mobile number',
  street: 'Enter your street address (at most 100 characters)',
  city: 'Enter your city (at most 100 characters)',
  pinCode: 'Enter a 6-digit PIN code',
  state: 'Choose your state or union territory',
  gstinFormat: 'Enter a 15-character GSTIN like 27ABCDE1234F1Z5, or leave it empty',
  gstinCheck: 'This GSTIN has a typing mistake: check it against your registration certificate',
  gstinState: 'This GSTIN is registered in another state: choose that state, or the GSTIN of this one',
  gstinPan: 'This GSTIN belongs to another PAN: a GSTIN holds the PAN of its owner',
  notFound: 'This coach has no payout account',
  alreadySuspended: 'This payout account is already suspended',
  notSuspended: 'This payout account is not suspended',
  reason: 'Give a reason of at least 10 characters: it is kept in the audit log and told to the coach',
  onlyCoaches: 'Only coaches have a payout account',
} as const;
const M = PAYOUT_ACCOUNT_MESSAGES;

/** What the API document says of a code: its form once spaces are dropped and letters upper-cased (as the server reads it). */
const documented = (pattern: RegExp, description?: string) => ({ pattern: pattern.source, ...(description ? { description } : {}) });
const CODE_NOTE = 'In this form; the server also drops spaces and upper-cases letters first';

const code = (message: string, valid: (v: string) => boolean, pattern: RegExp) =>
  z
    .string({ error: message })
    .meta(documented(pattern, CODE_NOTE))
    .transform(normalizeCode)
    .refine((v) => valid(v), message);

/** Empty strings from a form mean "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * PUT /earnings/payout-account. The PAN, the account number and the GSTIN may be left out when an
 * account is saved already (they are never shown again, so a coach changing their address does not
 * type them again); the server then keeps the stored ones and checks the GSTIN against the PAN and
 * state it ends up with. `noGstin` removes a stored GSTIN.
 */
export const payoutAccountInputSchema = z
  .object({
    legalName: z.string({ error: M.legalName }).trim().min(4, M.legalName).max(200, M.legalName),
    pan: z.preprocess(blankToUndefined, code(M.pan, isPan, PAYOUT_CODE_PATTERNS.pan).optional()),
    method: z.enum(['bank', 'upi'], { error: M.method }),
    accountNumber: z.preprocess(blankToUndefined, code(M.accountNumber, isBankAccountNumber, PAYOUT_CODE_PATTERNS.accountNumber).optional()),
    ifsc: z.preprocess(blankToUndefined, code(M.ifsc, isIfsc, PAYOUT_CODE_PATTERNS.ifsc).optional()),
    upiId: z.preprocess(
      blankToUndefined,
      z
        .string({ error: M.upiId })
        .trim()
        .refine((v) => isUpiId(v), M.upiId)
        .meta(documented(PAYOUT_CODE_PATTERNS.upiId))
        .optional(),
    ),
    phone: z
      .string({ error: M.phone })
      .meta(documented(PAYOUT_CODE_PATTERNS.phone, 'Ten digits; the server also drops +91 or 0 in front, spaces and hyphens'))
      .transform(normalizePhone)
      .refine((v) => isIndianMobile(v), M.phone),
    street: z.string({ error: M.street }).trim().min(3, M.street).max(100, M.street),
    city: z.string({ error: M.city }).trim().min(2, M.city).max(100, M.city),
    pinCode: z
      .string({ error: M.pinCode })
      .trim()
      .refine((v) => isPinCode(v), M.pinCode)
      .meta(documented(PAYOUT_CODE_PATTERNS.pinCode)),
    stateCode: z.enum(INDIAN_STATE_CODES, { error: M.state }),
    gstin: z.preprocess(blankToUndefined, z.string({ error: M.gstinFormat }).transform(normalizeCode).optional()),
    /** The GSTIN is shown masked too (it holds the PAN), so a left-out one is kept; this removes it. */
    noGstin: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.method === 'bank') {
      // The account number may be kept from before (see above); an IFSC is shown, so it is always sent.
      if (!input.ifsc) ctx.addIssue({ code: 'custom', path: ['ifsc'], message: M.ifsc });
    } else if (!input.upiId) {
      ctx.addIssue({ code: 'custom', path: ['upiId'], message: M.upiId });
    }
    if (input.gstin && !input.noGstin) {
      const problem = gstinProblem(input.gstin, { pan: input.pan ?? null, stateCode: input.stateCode });
      if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES[problem] });
    }
  });
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;
export type PayoutAccountValues = z.output<typeof payoutAccountInputSchema>;

export const GSTIN_MESSAGES = { format: M.gstinFormat, checkCharacter: M.gstinCheck, state: M.gstinState, pan: M.gstinPan } as const;

export const payoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);

/** What the coach (and admins) see of a saved account: the PAN and the account number masked ('XXXXXX1234'). */
export const payoutAccountDetailsSchema = z.object({
  legalName: z.string(),
  panMasked: z.string(),
  method: z.enum(['bank', 'upi']),
  accountNumberMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  upiId: z.string().nullable(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  pinCode: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  /** The GSTIN holds the PAN (characters 3-12), so it is masked too: '27XXXXXX234F1Z5'. */
  gstinMasked: z.string().nullable(),
  submittedAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type PayoutAccountDetails = z.infer<typeof payoutAccountDetailsSchema>;

/** GET / PUT /earnings/payout-account: `account` is null while not started. */
export const payoutAccountSchema = z.object({
  status: payoutAccountStatusSchema,
  /** What to clarify, or why it is suspended. */
  reason: z.string().nullable(),
  /** 'test': the built-in test gateway ("Test mode: no money moves"). */
  gateway: gatewaySchema,
  account: payoutAccountDetailsSchema.nullable(),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

/** GET /admin/payout-accounts: one line per coach with an account, masked. */
export const adminPayoutAccountSchema = payoutAccountDetailsSchema.extend({
  coachId: z.string(),
  coachName: z.string(),
  coachEmail: z.string(),
  status: payoutAccountStatusSchema,
  reason: z.string().nullable(),
  gatewayAccountId: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPayoutAccountDto = z.infer<typeof adminPayoutAccountSchema>;

export const adminPayoutAccountQuerySchema = z.object({
  ...pageQueryShape(50),
  status: payoutAccountStatusSchema.exclude(['not_started']).optional(),
});

/** POST /admin/payout-accounts/{coachId}/suspend and /reactivate. */
export const payoutAccountActionSchema = z.object({
  reason: z.string({ error: M.reason }).trim().min(10, M.reason).max(1000, 'At most 1000 characters'),
});
