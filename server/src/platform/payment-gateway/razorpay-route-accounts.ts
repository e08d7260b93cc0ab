import { stateName } from '@ssb/domain';
import type Razorpay from 'razorpay';
import { GatewayError, type GatewayLinkedAccount, type LinkedAccountInput, type PaymentGateway } from './types';

/**
 * The coach's Razorpay Route linked account through the official SDK (docs/product/money.md "Payout
 * account"; https://razorpay.com/docs/api/payments/route/linked-account-onboarding/): the account
 * (`POST /v2/accounts`), its stakeholder (the coach, with their PAN), the Route product configuration
 * with the terms accepted, and the bank account the product settles into. Razorpay then reviews it:
 * the answer is usually `under_review`, and the `product.route.*` webhooks tell the outcome.
 */

type SdkRequirement = { field_reference?: string | null; reason_code?: string | null; description?: string | null; status?: string | null };
type SdkProduct = { id: string; activation_status?: string | null; requirements?: SdkRequirement[] | null };

/** A step failed after earlier ones were made at Razorpay: their ids, so a retry continues instead of making a second account. */
export class LinkedAccountIncomplete extends GatewayError {
  constructor(
    message: string,
    readonly saved: { accountId: string; stakeholderId: string | null; productId: string | null },
    cause?: unknown,
  ) {
    super(message, cause);
  }
}

/** Razorpay's Route activation status in our words (a product merely `requested` is being reviewed). */
export function linkedAccountStatusOf(activationStatus: string | null | undefined): GatewayLinkedAccount['status'] {
  switch (activationStatus) {
    case 'activated':
      return 'active';
    case 'needs_clarification':
      return 'needs_clarification';
    case 'suspended':
      return 'suspended';
    default:
      return 'under_review';
  }
}

const FIELD_WORDS: Record<string, string> = {
  'legal_info.pan': 'your PAN',
  'kyc.pan': 'your PAN',
  'legal_info.gst': 'your GSTIN',
  'settlements.account_number': 'your bank account number',
  'settlements.ifsc_code': 'your IFSC',
  'settlements.beneficiary_name': 'the name on your bank account',
  name: 'your legal name',
  contact_name: 'your legal name',
  legal_business_name: 'your legal name',
  phone: 'your mobile number',
};

/**
 * What Razorpay asks to be clarified, in words a coach can act on: its own description where it gives
 * one, else the field it names ('Razorpay asks you to check: your PAN; your IFSC').
 */
export function clarificationReason(requirements: readonly SdkRequirement[] | null | undefined): string | null {
  const asked = (requirements ?? []).filter((r) => r.status !== 'fulfilled');
  if (asked.length === 0) return null;
  const parts = asked.map((r) => r.description?.trim() || FIELD_WORDS[r.field_reference ?? ''] || r.field_reference || r.reason_code || 'a detail');
  return `Razorpay asks you to check: ${[...new Set(parts)].join('; ')}`;
}

/** Razorpay's `reference_id` holds 20 characters at most: the coach's id without dashes, cut to 20 (80 bits). */
export const razorpayReferenceId = (referenceId: string) => referenceId.replace(/-/g, '').slice(0, 20);

export const UPI_NOT_SETTLED = 'Razorpay pays linked accounts into a bank account: choose "Bank account" and give its number and IFSC';

/** Razorpay writes states in capitals ('KARNATAKA'). */
const stateOf = (input: LinkedAccountInput) => (stateName(input.stateCode) ?? 'Other Territory').toUpperCase();

export function razorpayLinkedAccounts(sdk: Razorpay, gatewayError: (action: string, error: unknown) => GatewayError): Pick<PaymentGateway, 'saveLinkedAccount'> {
  const accountBody = (input: LinkedAccountInput) => ({
    phone: input.phone ?? '',
    legal_business_name: input.legalName,
    contact_name: input.legalName,
    profile: {
      category: 'education',
      subcategory: 'coaching',
      addresses: {
        registered: {
          street1: input.address.street,
          street2: input.address.city,
          city: input.address.city,
          state: stateOf(input),
          postal_code: input.address.pinCode,
          country: 'IN',
        },
      },
    },
    legal_info: { pan: input.pan, ...(input.gstin ? { gst: input.gstin } : {}) },
  });

  return {
    async saveLinkedAccount(input, existing) {
      const saved = { accountId: existing?.accountId ?? '', stakeholderId: existing?.stakeholderId ?? null, productId: existing?.productId ?? null };
      const step = async <T>(action: string, call: () => Promise<T>): Promise<T> => {
        try {
          return await call();
        } catch (error) {
          const plain = gatewayError(action, error);
          throw saved.accountId ? new LinkedAccountIncomplete(plain.message, { ...saved }, error) : plain;
        }
      };

      if (saved.accountId) {
        await step('linked account update', () => sdk.accounts.edit(saved.accountId, accountBody(input)));
      } else {
        const account = await step('linked account', () =>
          sdk.accounts.create({
            ...accountBody(input),
            email: input.email,
            type: 'route',
            reference_id: razorpayReferenceId(input.referenceId),
            business_type: 'individual',
          }),
        );
        saved.accountId = account.id;
      }

      const stakeholder = {
        name: input.legalName,
        phone: { primary: input.phone ?? '' },
        kyc: { pan: input.pan },
        addresses: { residential: { street: input.address.street, city: input.address.city, state: stateOf(input), postal_code: input.address.pinCode, country: 'IN' } },
      };
      if (saved.stakeholderId) {
        const id = saved.stakeholderId;
        await step('stakeholder update', () => sdk.stakeholders.edit(saved.accountId, id, stakeholder));
      } else {
        const made = await step('stakeholder', () => sdk.stakeholders.create(saved.accountId, { ...stakeholder, email: input.email }));
        saved.stakeholderId = made.id;
      }

      if (!saved.productId) {
        const requested = (await step('Route product', () => sdk.products.requestProductConfiguration(saved.accountId, { product_name: 'route', tnc_accepted: true }))) as SdkProduct;
        saved.productId = requested.id;
      }
      const productId = saved.productId;

      if (input.settlement.method !== 'bank') {
        return { ...saved, status: 'needs_clarification', reason: UPI_NOT_SETTLED };
      }
      const { accountNumber, ifsc } = input.settlement;
      const product = (await step('Route settlements', () =>
        sdk.products.edit(saved.accountId, productId, {
          settlements: { account_number: accountNumber, ifsc_code: ifsc, beneficiary_name: input.legalName },
          tnc_accepted: true,
        }),
      )) as SdkProduct;

      const status = linkedAccountStatusOf(product.activation_status);
      return { ...saved, status, reason: status === 'needs_clarification' ? clarificationReason(product.requirements) : null };
    },
  };
}
