import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  PAYOUT_ACCOUNT_MESSAGES as M,
  gstinCheckCharacter,
  gstinProblem,
  isBankAccountNumber,
  isIfsc,
  isPan,
  isUpiId,
  maskGstin,
  maskTail,
  needsGetPaidStep,
  payoutAccountInputSchema,
  stateName,
} from '../src';

/** A GSTIN made the way the GST network makes them: state, PAN, entity, 'Z', check character. */
const gstin = (state: string, pan: string, entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14)!;
};

describe('INDIAN_STATES', () => {
  it('has the GST state codes of today, from 01 Jammu and Kashmir to 38 Ladakh and 97 Other Territory', () => {
    expect(INDIAN_STATES[0]).toEqual({ code: '01', name: 'Jammu and Kashmir' });
    expect(stateName('27')).toBe('Maharashtra');
    expect(stateName('29')).toBe('Karnataka');
    expect(stateName('36')).toBe('Telangana');
    expect(stateName('37')).toBe('Andhra Pradesh');
    expect(stateName('38')).toBe('Ladakh');
    expect(stateName('97')).toBe('Other Territory');
    expect(INDIAN_STATES).toHaveLength(37);
  });

  it('leaves out the codes no one lives in now (25 merged into 26, 28 before the division, 99 the Centre)', () => {
    expect(stateName('25')).toBeNull();
    expect(stateName('28')).toBeNull();
    expect(stateName('99')).toBeNull();
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
  });
});

describe('format checks', () => {
  it('reads a PAN as five letters, four digits and a letter', () => {
    expect(isPan('ABCDE1234F')).toBe(true);
    for (const bad of ['abcde1234f', 'ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F']) expect(isPan(bad)).toBe(false);
  });

  it('reads an IFSC as four letters, a zero and six letters or digits', () => {
    expect(isIfsc('HDFC0001234')).toBe(true);
    expect(isIfsc('SBIN0ABC123')).toBe(true);
    for (const bad of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'hdfc0001234']) expect(isIfsc(bad)).toBe(false);
  });

  it('takes account numbers of 9 to 18 digits', () => {
    expect(isBankAccountNumber('123456789')).toBe(true);
    expect(isBankAccountNumber('123456789012345678')).toBe(true);
    expect(isBankAccountNumber('12345678')).toBe(false);
    expect(isBankAccountNumber('1234567890123456789')).toBe(false);
    expect(isBankAccountNumber('12345678A')).toBe(false);
  });

  it('takes a UPI id as name@handle', () => {
    expect(isUpiId('ravi.kumar@okhdfcbank')).toBe(true);
    expect(isUpiId('9876543210@ybl')).toBe(true);
    for (const bad of ['ravi', '@ybl', 'ravi@', 'ravi@@ybl', 'ravi kumar@ybl', 'ravi@y']) expect(isUpiId(bad)).toBe(false);
  });
});

describe('gstinCheckCharacter', () => {
  it('computes the mod-36 check character of published GSTINs', () => {
    // Razorpay's documented example and two GSTINs of registered businesses.
    expect(gstinCheckCharacter('18AABCU9603R1Z')).toBe('M');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('has no answer for a wrong length or a character outside 0-9 and A-Z', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939f1Z')).toBeNull();
  });
});

describe('gstinProblem', () => {
  const pan = 'ABCDE1234F';
  it('accepts a GSTIN of the coach PAN in the chosen state', () => {
    expect(gstinProblem(gstin('27', pan), { pan, stateCode: '27' })).toBeNull();
    expect(gstinProblem(gstin('27', pan, 'A'), { pan, stateCode: '27' })).toBeNull();
  });

  it('names what is wrong: the format, a typing mistake, the state, the PAN', () => {
    expect(gstinProblem('27ABCDE1234F1Z', { pan, stateCode: '27' })).toBe('format');
    expect(gstinProblem('27ABCDE1234F1X5', { pan, stateCode: '27' })).toBe('format');
    const right = gstin('27', pan);
    const typo = right.slice(0, 14) + (right[14] === 'A' ? 'B' : 'A');
    expect(gstinProblem(typo, { pan, stateCode: '27' })).toBe('checkCharacter');
    expect(gstinProblem(right, { pan, stateCode: '29' })).toBe('state');
    expect(gstinProblem(right, { pan: 'ZZZZZ9999Z', stateCode: '27' })).toBe('pan');
  });
});

describe('maskTail', () => {
  it('shows the last four characters only', () => {
    expect(maskTail('123456781234')).toBe('XXXXXX1234');
    expect(maskTail('ABCDE1234F')).toBe('XXXXXX234F');
  });

  it('masks the PAN inside a GSTIN', () => {
    expect(maskGstin('27ABCDE1234F1Z5')).toBe('27XXXXXX234F1Z5');
  });
});

describe('needsGetPaidStep', () => {
  it('shows the step until the account is active', () => {
    expect(needsGetPaidStep('not_started')).toBe(true);
    expect(needsGetPaidStep('under_review')).toBe(true);
    expect(needsGetPaidStep('needs_clarification')).toBe(true);
    expect(needsGetPaidStep('suspended')).toBe(true);
    expect(needsGetPaidStep('active')).toBe(false);
  });
});

describe('payoutAccountInputSchema', () => {
  const valid = {
    legalName: 'Ravi Kumar',
    pan: ' abcde1234f ',
    method: 'bank',
    accountNumber: '123 456 789 012',
    ifsc: 'hdfc0001234',
    phone: '+91 98765 43210',
    street: '12 MG Road',
    city: 'Pune',
    pinCode: '411001',
    stateCode: '27',
    gstin: '',
  };
  const issues = (input: Record<string, unknown>) => {
    const result = payoutAccountInputSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('normalises what people type: upper case, no spaces, a bare mobile number, an empty GSTIN left out', () => {
    const parsed = payoutAccountInputSchema.parse(valid);
    expect(parsed).toMatchObject({ pan: 'ABCDE1234F', accountNumber: '123456789012', ifsc: 'HDFC0001234', phone: '9876543210' });
    expect(parsed.gstin).toBeUndefined();
  });

  it('says how to write each field', () => {
    expect(issues({ ...valid, pan: 'ABCDE12345', ifsc: 'HDFC1234', accountNumber: '12', phone: '12345', pinCode: '0110', stateCode: '28' })).toEqual({
      pan: M.pan,
      ifsc: M.ifsc,
      accountNumber: M.accountNumber,
      phone: M.phone,
      pinCode: M.pinCode,
      stateCode: M.state,
    });
  });

  it('asks for an IFSC with a bank account, and a UPI id with UPI', () => {
    expect(issues({ ...valid, ifsc: undefined })).toEqual({ ifsc: M.ifsc });
    expect(issues({ ...valid, method: 'upi', accountNumber: undefined, ifsc: undefined })).toEqual({ upiId: M.upiId });
    expect(issues({ ...valid, method: 'upi', upiId: 'ravi@okhdfcbank' })).toEqual({});
  });

  it("checks the GSTIN's check character, state and PAN", () => {
    const right = gstin('27', 'ABCDE1234F');
    expect(issues({ ...valid, gstin: right.toLowerCase() })).toEqual({});
    expect(issues({ ...valid, gstin: right, stateCode: '29' })).toEqual({ gstin: M.gstinState });
    expect(issues({ ...valid, gstin: gstin('27', 'ZZZZZ9999Z') })).toEqual({ gstin: M.gstinPan });
    expect(issues({ ...valid, gstin: right.slice(0, 14) + (right[14] === 'A' ? 'B' : 'A') })).toEqual({ gstin: M.gstinCheck });
    expect(issues({ ...valid, gstin: 'GST123' })).toEqual({ gstin: M.gstinFormat });
  });

  it('lets the PAN and the account number be left out (an account saved before keeps them)', () => {
    expect(issues({ ...valid, pan: '', accountNumber: '' })).toEqual({});
  });
});
