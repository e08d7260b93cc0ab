import nock from 'nock';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../src/db/schema';
import { activePayoutAccount } from '../../src/features/earnings';
import { UPI_NOT_SETTLED } from '../../src/platform/payment-gateway/razorpay-route-accounts';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, signedInAgent } from '../support/factories';
import { deliverWebhook } from '../money/support';

// Razorpay Route's linked-account onboarding at the HTTP boundary
// (https://razorpay.com/docs/api/payments/route/linked-account-onboarding/): the official SDK makes the
// requests, nock answers with the documented shapes and checks what was asked.
const KEY_ID = 'rzp_test_K3yId0000002';
const KEY_SECRET = 'key-secret-for-tests';
const API = 'https://api.razorpay.com';
const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
const URL = '/api/earnings/payout-account';

let ctx: TestContext;
beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  ctx = await createTestContext({ env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-tests' } });
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(async () => {
  await ctx.close();
  nock.enableNetConnect();
});

const details = (fields: Record<string, unknown> = {}) => ({
  legalName: 'Ravi Kumar',
  pan: 'ABCDE1234F',
  method: 'bank',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  pinCode: '411001',
  stateCode: '27',
  ...fields,
});

let serial = 0;
const ids = () => {
  const n = String(++serial).padStart(2, '0');
  return { account: `acc_GRWKk7qQsLnD${n}`, stakeholder: `sth_GLGgm8fFCKc9${n}`, product: `acc_prd_HEgNpywUFc${n}` };
};
const razorpay = () => nock(API, { reqheaders: { authorization: basicAuth } });

/** Razorpay's answers, as documented. */
const accountEntity = (id: string, body: Record<string, unknown>) => ({ id, type: 'route', status: 'created', ...body, notes: [], created_at: 1_900_000_000 });
const productEntity = (id: string, accountId: string, activation: string, requirements: unknown[] = []) => ({
  requested_configuration: { payment_methods: [] },
  active_configuration: { settlements: { account_number: null, ifsc_code: null, beneficiary_name: null } },
  requirements,
  tnc: { id: 'tnc_HjOVhIdpVDZ0FB', accepted: true, accepted_at: 1_900_000_000 },
  id,
  product_name: 'route',
  activation_status: activation,
  account_id: accountId,
  requested_at: 1_900_000_000,
});
const settlementRequirements = ['settlements.beneficiary_name', 'settlements.account_number', 'settlements.ifsc_code'].map((field) => ({
  field_reference: field,
  resolution_url: '/accounts/acc_x/products/acc_prd_x',
  status: 'required',
  reason_code: 'field_missing',
}));

/** A first save's four calls; returns what each was asked. */
function expectOnboarding(id: ReturnType<typeof ids>, settled: 'under_review' | 'activated' | null = 'under_review') {
  const asked: Record<string, Record<string, unknown>> = {};
  const keep = (name: string) => (body: Record<string, unknown>) => {
    asked[name] = body;
    return true;
  };
  razorpay()
    .post('/v2/accounts', keep('account'))
    .reply(200, (_uri, body) => accountEntity(id.account, body as Record<string, unknown>));
  razorpay()
    .post(`/v2/accounts/${id.account}/stakeholders`, keep('stakeholder'))
    .reply(200, (_uri, body) => ({ entity: 'stakeholder', id: id.stakeholder, ...(body as object) }));
  razorpay().post(`/v2/accounts/${id.account}/products`, keep('product')).reply(200, productEntity(id.product, id.account, 'needs_clarification', settlementRequirements));
  if (settled) razorpay().patch(`/v2/accounts/${id.account}/products/${id.product}`, keep('settlements')).reply(200, productEntity(id.product, id.account, settled));
  return asked;
}

const rowOf = async (coachId: string) => (await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coachId)))[0]!;

describe('a payout account with Razorpay', () => {
  it('makes the Route linked account, its stakeholder and product configuration with the settlement bank, then waits for the review', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const id = ids();
    const asked = expectOnboarding(id);
    const gstin = '27ABCDE1234F1Z0';
    const res = await agent.put(URL, details({ gstin }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'under_review', gateway: 'razorpay' });

    expect(asked.account).toEqual({
      email: coach.email,
      phone: '9876543210',
      type: 'route',
      reference_id: coach.id.replace(/-/g, '').slice(0, 20),
      legal_business_name: 'Ravi Kumar',
      business_type: 'individual',
      contact_name: 'Ravi Kumar',
      profile: {
        category: 'education',
        subcategory: 'coaching',
        addresses: { registered: { street1: '12 MG Road', street2: 'Pune', city: 'Pune', state: 'MAHARASHTRA', postal_code: '411001', country: 'IN' } },
      },
      legal_info: { pan: 'ABCDE1234F', gst: gstin },
    });
    expect(String(asked.account!.reference_id)).toHaveLength(20);
    expect(asked.stakeholder).toMatchObject({ name: 'Ravi Kumar', email: coach.email, phone: { primary: '9876543210' }, kyc: { pan: 'ABCDE1234F' } });
    expect(asked.product).toEqual({ product_name: 'route', tnc_accepted: true });
    expect(asked.settlements).toEqual({ settlements: { account_number: '123456789012', ifsc_code: 'HDFC0001234', beneficiary_name: 'Ravi Kumar' }, tnc_accepted: true });

    expect(await rowOf(coach.id)).toMatchObject({ gatewayAccountId: id.account, gatewayStakeholderId: id.stakeholder, gatewayProductId: id.product, status: 'under_review' });
    expect(await activePayoutAccount(ctx.db, coach.id)).toBeNull();

    // Razorpay's review ends with its webhook.
    const hook = await deliverWebhook(ctx, 'product.route.activated', {
      merchant_product: { entity: { id: id.product, merchant_id: id.account, activation_status: 'activated' }, data: [] },
    });
    expect(hook.statusCode).toBe(200);
    expect(await activePayoutAccount(ctx.db, coach.id)).toEqual({ gatewayAccountId: id.account });
  });

  it('updates the same account, stakeholder and settlements on a change', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const id = ids();
    expectOnboarding(id, 'activated');
    expect((await agent.put(URL, details())).json().data.status).toBe('active');

    const asked: Record<string, Record<string, unknown>> = {};
    razorpay()
      .patch(`/v2/accounts/${id.account}`, (b) => ((asked.account = b), true))
      .reply(200, (_uri, body) => accountEntity(id.account, body as Record<string, unknown>));
    razorpay()
      .patch(`/v2/accounts/${id.account}/stakeholders/${id.stakeholder}`, (b) => ((asked.stakeholder = b), true))
      .reply(200, { entity: 'stakeholder', id: id.stakeholder });
    razorpay()
      .patch(`/v2/accounts/${id.account}/products/${id.product}`, (b) => ((asked.settlements = b), true))
      .reply(200, productEntity(id.product, id.account, 'under_review'));
    const res = await agent.put(URL, details({ pan: '', accountNumber: '99887766554', ifsc: 'SBIN0001234' }));
    expect(res.json().data).toMatchObject({ status: 'under_review', account: { accountNumberMasked: 'XXXXXX6554' } });
    expect(asked.account).not.toHaveProperty('email');
    expect(asked.account).toMatchObject({ legal_info: { pan: 'ABCDE1234F' } });
    expect(asked.settlements).toMatchObject({ settlements: { account_number: '99887766554', ifsc_code: 'SBIN0001234' } });
  });

  it('keeps the account made before a failed step, and continues from there when saved again', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    const id = ids();
    razorpay()
      .post('/v2/accounts')
      .reply(200, (_uri, body) => accountEntity(id.account, body as Record<string, unknown>));
    razorpay()
      .post(`/v2/accounts/${id.account}/stakeholders`)
      .reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The phone format is invalid', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } });
    const failed = await agent.put(URL, details());
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.status).toBe('under_review');
    expect(await rowOf(coach.id)).toMatchObject({ gatewayAccountId: id.account, gatewayStakeholderId: null, gatewayProductId: null });

    razorpay()
      .patch(`/v2/accounts/${id.account}`)
      .reply(200, (_uri, body) => accountEntity(id.account, body as Record<string, unknown>));
    razorpay()
      .post(`/v2/accounts/${id.account}/stakeholders`)
      .reply(200, { entity: 'stakeholder', id: id.stakeholder });
    razorpay().post(`/v2/accounts/${id.account}/products`).reply(200, productEntity(id.product, id.account, 'needs_clarification', settlementRequirements));
    razorpay()
      .patch(`/v2/accounts/${id.account}/products/${id.product}`)
      .reply(200, productEntity(id.product, id.account, 'needs_clarification', [{ field_reference: 'legal_info.pan', resolution_url: '/accounts/x', status: 'required', reason_code: 'needs_clarification' }]));
    const again = await agent.put(URL, details());
    expect(again.json().data).toMatchObject({ status: 'needs_clarification', reason: 'Razorpay asks you to check: your PAN' });
    expect(await rowOf(coach.id)).toMatchObject({ gatewayAccountId: id.account, gatewayStakeholderId: id.stakeholder, gatewayProductId: id.product });
  });

  it('asks for a bank account when the coach chose UPI: Route settles into bank accounts', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    expectOnboarding(ids(), null);
    const res = await agent.put(URL, details({ method: 'upi', accountNumber: '', ifsc: '', upiId: 'ravi@okhdfcbank' }));
    expect(res.json().data).toMatchObject({ status: 'needs_clarification', reason: UPI_NOT_SETTLED });
  });
});
