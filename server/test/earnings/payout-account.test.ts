import { gstinCheckCharacter, PAYOUT_ACCOUNT_MESSAGES as M, payoutAccountSchema } from '@ssb/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, payoutAccounts, testGatewayAccounts } from '../../src/db/schema';
import { activePayoutAccount } from '../../src/features/earnings';
import { GatewayError, type PaymentGateway } from '../../src/platform/payment-gateway';
import { testGateway } from '../../src/platform/payment-gateway/test-gateway';
import { secretBox } from '../../src/platform/secret-box';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { deliverWebhook } from '../money/support';

const URL = '/api/earnings/payout-account';
const PAN = 'ABCDE1234F';
const ACCOUNT = '123456789012';

/** The built-in test gateway, refusing linked accounts while `failing` is set (a gateway that is down). */
let failing = false;
let ctx: TestContext;
let admin: Agent;
beforeAll(async () => {
  ctx = await createTestContext({
    gateway: (db, config) => {
      const real = testGateway(db, config.secret, () => null);
      const gateway: PaymentGateway = Object.create(real);
      gateway.saveLinkedAccount = async (input, existing) => {
        if (failing) throw new GatewayError('The gateway is not answering');
        return real.saveLinkedAccount(input, existing);
      };
      return gateway;
    },
  });
  admin = await signedInAgent(ctx, await createAdmin(ctx.db));
});
afterAll(() => ctx.close());

const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

const bankDetails = (fields: Record<string, unknown> = {}) => ({
  legalName: 'Ravi Kumar',
  pan: PAN,
  method: 'bank',
  accountNumber: ACCOUNT,
  ifsc: 'HDFC0001234',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  pinCode: '411001',
  stateCode: '27',
  gstin: '',
  ...fields,
});

async function coachAgent(): Promise<{ coach: UserRow; agent: Agent }> {
  const coach = await createCoach(ctx.db);
  return { coach, agent: await signedInAgent(ctx, coach) };
}

const rowOf = async (coachId: string) => (await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coachId)))[0]!;
const auditOf = (coachId: string) =>
  ctx.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'payout_account'), eq(adminActions.targetId, coachId))).orderBy(adminActions.createdAt);
const mailsTo = async (email: string) => {
  await ctx.app.deps.outbox.drain();
  return ctx.mails.filter((m) => m.to === email);
};

describe('who may see and change a payout account', () => {
  it('asks an anonymous caller to sign in', async () => {
    expect((await ctx.agent().get(URL)).statusCode).toBe(401);
    expect((await ctx.agent().put(URL, bankDetails())).statusCode).toBe(401);
  });

  it('refuses mentees and admins with 403, whatever they send', async () => {
    for (const user of [await createMentee(ctx.db), await createAdmin(ctx.db)]) {
      const agent = await signedInAgent(ctx, user);
      expect((await agent.get(URL)).statusCode).toBe(403);
      expect((await agent.put(URL, bankDetails())).statusCode).toBe(403);
    }
  });

  it("refuses coaches the admins' list and suspension with 403", async () => {
    const { coach, agent } = await coachAgent();
    expect((await agent.get('/api/admin/payout-accounts')).statusCode).toBe(403);
    expect((await agent.post(`/api/admin/payout-accounts/${coach.id}/suspend`, { reason: 'A reason that is long enough' })).statusCode).toBe(403);
  });
});

describe('GET /api/earnings/payout-account', () => {
  it('answers not_started with no account before the first save, and names the test gateway', async () => {
    const { agent } = await coachAgent();
    const res = await agent.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'not_started', reason: null, gateway: 'test', account: null });
  });
});

describe('PUT /api/earnings/payout-account', () => {
  it('saves a bank account masked, sealed at rest, and active at once with the test gateway', async () => {
    const { coach, agent } = await coachAgent();
    const res = await agent.put(URL, bankDetails({ pan: ' abcde1234f ', gstin: gstinOf('27', PAN).toLowerCase() }));
    expect(res.statusCode).toBe(200);
    const data = payoutAccountSchema.parse(res.json().data);
    expect(data).toMatchObject({ status: 'active', reason: null, gateway: 'test' });
    expect(data.account).toMatchObject({
      legalName: 'Ravi Kumar',
      panMasked: 'XXXXXX234F',
      method: 'bank',
      accountNumberMasked: 'XXXXXX9012',
      ifsc: 'HDFC0001234',
      upiId: null,
      stateCode: '27',
      stateName: 'Maharashtra',
      gstinMasked: `27XXXXXX234F${gstinOf('27', PAN).slice(12)}`,
    });
    expect(res.body).not.toContain(PAN);
    expect(res.body).not.toContain(ACCOUNT);
    expect((await agent.get(URL)).body).not.toContain(ACCOUNT);

    const row = await rowOf(coach.id);
    expect(row.panCipher).not.toContain(PAN);
    expect(row.accountCipher).not.toContain(ACCOUNT);
    expect(secretBox(ctx.config.secret, 'payout-account:pan').open(row.panCipher)).toBe(PAN);
    expect(secretBox(ctx.config.secret, 'payout-account:account-number').open(row.accountCipher!)).toBe(ACCOUNT);
    expect(row.gatewayAccountId).toMatch(/^acc_[A-Za-z0-9]{14}$/);
    expect(row.gatewayStakeholderId).toMatch(/^sth_/);
    expect(row.gatewayProductId).toMatch(/^acc_prd_/);
    expect(row.activatedAt).not.toBeNull();
    const [linked] = await ctx.db.select().from(testGatewayAccounts).where(eq(testGatewayAccounts.id, row.gatewayAccountId!));
    expect(linked).toMatchObject({ status: 'activated', legalName: 'Ravi Kumar', email: coach.email });
    expect(await activePayoutAccount(ctx.db, coach.id)).toEqual({ gatewayAccountId: row.gatewayAccountId });
  });

  it('audits the first save and mails the coach, showing only masked numbers', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    const [entry] = await auditOf(coach.id);
    expect(entry).toMatchObject({ adminId: coach.id, action: 'payout_account.change', before: null });
    expect(entry!.after).toMatchObject({ pan: 'XXXXXX234F', accountNumber: 'XXXXXX9012', changed: ['created'] });
    expect(JSON.stringify(entry)).not.toContain(ACCOUNT);
    expect(JSON.stringify(entry)).not.toContain('Ravi');
    const mails = await mailsTo(coach.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your payout account was changed']);
    expect(mails[0]!.text).toContain('XXXXXX9012');
    expect(mails[0]!.text).not.toContain(ACCOUNT);
    expect(mails[0]!.text).not.toContain(PAN);
  });

  it('takes a UPI id instead of a bank account', async () => {
    const { coach, agent } = await coachAgent();
    const res = await agent.put(URL, bankDetails({ method: 'upi', accountNumber: '', ifsc: '', upiId: 'ravi.kumar@okhdfcbank' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toMatchObject({ method: 'upi', upiId: 'ravi.kumar@okhdfcbank', accountNumberMasked: null, ifsc: null });
    expect((await rowOf(coach.id)).accountCipher).toBeNull();
  });

  it('says what to correct, field by field', async () => {
    const { agent } = await coachAgent();
    const res = await agent.put(URL, bankDetails({ pan: 'ABCDE12345', ifsc: 'HDFC1234', gstin: gstinOf('29', PAN) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ pan: M.pan, ifsc: M.ifsc });
    const gst = await agent.put(URL, bankDetails({ gstin: gstinOf('29', PAN) }));
    expect(gst.json().fields).toEqual({ gstin: M.gstinState });
  });

  it('needs the PAN and the account number on the first save', async () => {
    const { agent } = await coachAgent();
    expect((await agent.put(URL, bankDetails({ pan: '' }))).json()).toMatchObject({ success: false, fields: { pan: M.pan } });
    expect((await agent.put(URL, bankDetails({ accountNumber: '' }))).json()).toMatchObject({ success: false, fields: { accountNumber: M.accountNumber } });
    expect((await agent.get(URL)).json().data.status).toBe('not_started');
  });

  it('keeps the stored PAN and account number when a change leaves them out, checks a GSTIN against the stored PAN, and audits and mails the change', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    const res = await agent.put(URL, bankDetails({ pan: '', accountNumber: '', city: 'Mumbai', pinCode: '400001' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toMatchObject({ panMasked: 'XXXXXX234F', accountNumberMasked: 'XXXXXX9012', city: 'Mumbai' });
    const row = await rowOf(coach.id);
    expect(secretBox(ctx.config.secret, 'payout-account:account-number').open(row.accountCipher!)).toBe(ACCOUNT);
    const entries = await auditOf(coach.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]!.after).toMatchObject({ changed: ['city', 'pinCode'] });
    expect((await mailsTo(coach.email)).map((m) => m.subject)).toEqual(['Your payout account was changed', 'Your payout account was changed']);

    const wrongGstin = await agent.put(URL, bankDetails({ pan: '', accountNumber: '', gstin: gstinOf('27', 'ZZZZZ9999Z') }));
    expect(wrongGstin.json().fields).toEqual({ gstin: M.gstinPan });
  });

  it('keeps a GSTIN left out, checks it against a new state, and removes it when asked', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails({ gstin: gstinOf('27', PAN) }));
    const kept = await agent.put(URL, bankDetails({ pan: '', accountNumber: '', gstin: '', city: 'Nagpur' }));
    expect(kept.json().data.account.gstinMasked).toMatch(/^27XXXXXX234F/);
    const moved = await agent.put(URL, bankDetails({ pan: '', accountNumber: '', stateCode: '29' }));
    expect(moved.json().fields).toEqual({ gstin: M.gstinState });
    const removed = await agent.put(URL, bankDetails({ pan: '', accountNumber: '', stateCode: '29', noGstin: true }));
    expect(removed.json().data.account).toMatchObject({ gstinMasked: null, stateCode: '29' });
    expect((await rowOf(coach.id)).gstin).toBeNull();
  });

  it('changes nothing, audits nothing and mails nothing when the same details are sent again', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    await agent.put(URL, bankDetails());
    expect(await auditOf(coach.id)).toHaveLength(1);
    expect(await mailsTo(coach.email)).toHaveLength(1);
  });

  it('goes back to review on a change, before the gateway answers', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    failing = true;
    try {
      const res = await agent.put(URL, bankDetails({ ifsc: 'SBIN0001234', accountNumber: '99887766554' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'under_review', account: { accountNumberMasked: 'XXXXXX6554', ifsc: 'SBIN0001234' } });
      expect(await activePayoutAccount(ctx.db, coach.id)).toBeNull();
    } finally {
      failing = false;
    }
  });

  it('stays under review when the gateway fails, and a second save of the same details asks it again', async () => {
    const { coach, agent } = await coachAgent();
    failing = true;
    try {
      const res = await agent.put(URL, bankDetails());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('under_review');
      expect((await rowOf(coach.id)).gatewayAccountId).toBeNull();
    } finally {
      failing = false;
    }
    const again = await agent.put(URL, bankDetails());
    expect(again.json().data.status).toBe('active');
    expect(await auditOf(coach.id)).toHaveLength(1);
  });
});

describe('the gateway reviewing a linked account (product.route.* webhooks)', () => {
  async function activeCoach() {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    return { coach, agent, accountId: (await rowOf(coach.id)).gatewayAccountId! };
  }
  const routeEvent = (accountId: string, status: string, requirements: unknown[] = []) => ({
    merchant_product: { entity: { id: 'acc_prd_H7TsOEbwlqe5aY', merchant_id: accountId, activation_status: status }, data: status === 'needs_clarification' ? { requirements } : [] },
  });

  it('asks the coach to clarify, with what the gateway asks, and activates again', async () => {
    const { coach, agent, accountId } = await activeCoach();
    const clarify = await deliverWebhook(
      ctx,
      'product.route.needs_clarification',
      routeEvent(accountId, 'needs_clarification', [
        { field_reference: 'settlements.ifsc_code', resolution_url: `/accounts/${accountId}/products/acc_prd_H7TsOEbwlqe5aY`, status: 'required', reason_code: 'field_missing' },
      ]),
    );
    expect(clarify.statusCode).toBe(200);
    expect((await agent.get(URL)).json().data).toMatchObject({ status: 'needs_clarification', reason: 'Razorpay asks you to check: your IFSC' });
    expect(await activePayoutAccount(ctx.db, coach.id)).toBeNull();

    await deliverWebhook(ctx, 'product.route.activated', routeEvent(accountId, 'activated'));
    expect((await agent.get(URL)).json().data).toMatchObject({ status: 'active', reason: null });
    const subjects = (await mailsTo(coach.email)).map((m) => m.subject);
    expect(subjects).toEqual(['Your payout account was changed', 'Your payout account: needs your attention', 'Your payout account is active']);
  });

  it('does nothing twice for a repeated event, and ignores accounts it does not know', async () => {
    const { coach, accountId } = await activeCoach();
    await deliverWebhook(ctx, 'product.route.under_review', routeEvent(accountId, 'under_review'));
    await deliverWebhook(ctx, 'product.route.under_review', routeEvent(accountId, 'under_review'));
    expect((await rowOf(coach.id)).status).toBe('under_review');
    expect(await mailsTo(coach.email)).toHaveLength(2);
    expect((await deliverWebhook(ctx, 'product.route.activated', routeEvent('acc_Unknown0000000', 'activated'))).statusCode).toBe(200);
  });

  it('does not lift an admin suspension', async () => {
    const { coach, accountId } = await activeCoach();
    await admin.post(`/api/admin/payout-accounts/${coach.id}/suspend`, { reason: 'Bank reported the account as closed' });
    await deliverWebhook(ctx, 'product.route.activated', routeEvent(accountId, 'activated'));
    expect((await rowOf(coach.id)).status).toBe('suspended');
  });

  it('refuses an unsigned delivery', async () => {
    const { accountId } = await activeCoach();
    expect((await deliverWebhook(ctx, 'product.route.activated', routeEvent(accountId, 'activated'), { signature: 'bad' })).statusCode).toBe(400);
  });
});

describe('admins and payout accounts', () => {
  it('lists accounts masked, and narrows by status', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    const res = await admin.get('/api/admin/payout-accounts?pageSize=100');
    expect(res.statusCode).toBe(200);
    const line = res.json().data.find((a: { coachId: string }) => a.coachId === coach.id);
    expect(line).toMatchObject({ status: 'active', panMasked: 'XXXXXX234F', accountNumberMasked: 'XXXXXX9012', coachEmail: coach.email });
    expect(res.body).not.toContain(ACCOUNT);
    expect(res.body).not.toContain(PAN);
    const suspended = await admin.get('/api/admin/payout-accounts?status=suspended&pageSize=100');
    expect(suspended.json().data.every((a: { status: string }) => a.status === 'suspended')).toBe(true);
  });

  it('suspends with a reason (audited, mailed, no transfers), keeps it suspended through a change, and reactivates', async () => {
    const { coach, agent } = await coachAgent();
    await agent.put(URL, bankDetails());
    const reason = 'The bank reported this account as closed';
    const res = await admin.post(`/api/admin/payout-accounts/${coach.id}/suspend`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'suspended', reason });
    expect(await activePayoutAccount(ctx.db, coach.id)).toBeNull();
    expect((await admin.post(`/api/admin/payout-accounts/${coach.id}/suspend`, { reason })).statusCode).toBe(409);
    expect((await agent.get(URL)).json().data).toMatchObject({ status: 'suspended', reason });

    const changed = await agent.put(URL, bankDetails({ accountNumber: '55554444333', ifsc: 'ICIC0000123' }));
    expect(changed.json().data.status).toBe('suspended');

    const back = await admin.post(`/api/admin/payout-accounts/${coach.id}/reactivate`, { reason: 'The coach sent a new, open account' });
    expect(back.json().data).toMatchObject({ status: 'active', reason: null, accountNumberMasked: 'XXXXXX4333' });
    expect((await admin.post(`/api/admin/payout-accounts/${coach.id}/reactivate`, { reason: 'The coach sent a new, open account' })).statusCode).toBe(409);
    const actions = (await auditOf(coach.id)).map((a) => a.action);
    expect(actions).toEqual(['payout_account.change', 'payout_account.suspend', 'payout_account.change', 'payout_account.reactivate']);
    const subjects = (await mailsTo(coach.email)).map((m) => m.subject);
    expect(subjects).toContain('Your payout account: suspended');
    expect(subjects.at(-1)).toBe('Your payout account is active');
  });

  it('answers 404 for a coach without an account, and 400 without a reason', async () => {
    const coach = await createCoach(ctx.db);
    expect((await admin.post(`/api/admin/payout-accounts/${coach.id}/suspend`, { reason: 'A reason that is long enough' })).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/payout-accounts/not-an-id/suspend`, { reason: 'A reason that is long enough' })).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/payout-accounts/${coach.id}/suspend`, { reason: 'short' })).statusCode).toBe(400);
  });
});
