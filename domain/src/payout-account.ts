/**
 * The coach's payout account (docs/product/money.md "Payout account"): the formats a person can see
 * checked on the form and again by the server. Pure functions; the contract is
 * contracts/payout-account.ts.
 */

/**
 * India's states and union territories with their GST state codes (the first two characters of a
 * GSTIN, and what decides CGST + SGST or IGST on the platform's invoice). The codes of the GST
 * portal, current ones only: 25 (Daman and Diu, merged into 26 in 2020), 28 (Andhra Pradesh before
 * its division; today 37) and 99 (Centre jurisdiction) are not a place a coach lives in now.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];
export const INDIAN_STATE_CODES = INDIAN_STATES.map((s) => s.code) as [IndianStateCode, ...IndianStateCode[]];

export function stateName(code: string): string | null {
  return INDIAN_STATES.find((s) => s.code === code)?.name ?? null;
}

/** Upper case without spaces around or inside (people paste 'abcde 1234 f'). */
export const normalizeCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The forms of the payout account's codes, as checked here and as the API document states them. */
export const PAYOUT_CODE_PATTERNS = {
  /** PAN: five letters, four digits, a letter (ABCDE1234F). */
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  /** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  /** Indian bank account numbers: 9 to 18 digits. */
  accountNumber: /^[0-9]{9,18}$/,
  /** A UPI id (VPA): a name of letters, digits, dots, hyphens or underscores, '@', a handle of letters (and digits). */
  upiId: /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/,
  /** A 6-digit PIN code; none starts with 0. */
  pinCode: /^[1-9][0-9]{5}$/,
  /** An Indian mobile number, 10 digits (a +91 or 0 in front is dropped by `normalizePhone`). */
  phone: /^[6-9][0-9]{9}$/,
} as const;
const P = PAYOUT_CODE_PATTERNS;
export const isPan = (value: string) => P.pan.test(value);
export const isIfsc = (value: string) => P.ifsc.test(value);
export const isBankAccountNumber = (value: string) => P.accountNumber.test(value);
export const isUpiId = (value: string) => P.upiId.test(value);
export const isPinCode = (value: string) => P.pinCode.test(value);
export const isIndianMobile = (value: string) => P.phone.test(value);
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)(?=[0-9]{10}$)/, '');

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (its 15th): each character's value
 * (0-9, A=10 ... Z=35) times 1 or 2 (alternating, from the left), the quotient and remainder of
 * each product by 36 summed, and the character of (36 - sum mod 36) mod 36. Null when a character
 * is outside 0-9 and A-Z.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN for this PAN and state, or null when it is right. */
export type GstinProblem = 'format' | 'checkCharacter' | 'state' | 'pan';

/**
 * A GSTIN: the state's two-digit code, the holder's PAN, an entity digit (1-9, then A-Z), 'Z', and the
 * check character. It must belong to the coach: its PAN is their PAN, its state the state they chose.
 */
export function gstinProblem(gstin: string, facts: { pan?: string | null; stateCode?: string | null } = {}): GstinProblem | null {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return 'format';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checkCharacter';
  if (facts.stateCode && gstin.slice(0, 2) !== facts.stateCode) return 'state';
  if (facts.pan && gstin.slice(2, 12) !== facts.pan) return 'pan';
  return null;
}

/** A secret shown by its last four characters only: 'XXXXXX1234'. */
export function maskTail(value: string, visible = 4): string {
  return `XXXXXX${value.slice(-visible)}`;
}

/** A GSTIN without the PAN it holds: its state code, the PAN masked, its last three characters ('27XXXXXX234F1Z5'). */
export function maskGstin(gstin: string): string {
  return `${gstin.slice(0, 2)}${maskTail(gstin.slice(2, 12))}${gstin.slice(12)}`;
}

export const PAYOUT_ACCOUNT_STATUSES = ['not_started', 'under_review', 'active', 'needs_clarification', 'suspended'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const PAYOUT_ACCOUNT_STATUS_LABELS: Record<PayoutAccountStatus, string> = {
  not_started: 'Not set up',
  under_review: 'Under review',
  active: 'Active',
  needs_clarification: 'Needs your attention',
  suspended: 'Suspended',
};

/** The "Get paid" step shows until the account is active (docs/product/money.md "Payout account"). */
export const needsGetPaidStep = (status: PayoutAccountStatus) => status !== 'active';
