import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts, testGatewayAccounts } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, signedInAgent, TEST_PASSWORD } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const details = {
  legalName: 'Quixotic Payee',
  pan: 'ABCDE1234F',
  method: 'bank',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  phone: '9876543210',
  street: '12 Quixotic Road',
  city: 'Pune',
  pinCode: '411001',
  stateCode: '27',
};

describe('a payout account in the personal data (docs/product/accounts.md "Your data")', () => {
  it('is exported masked, without the sealed PAN and account number', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    expect((await agent.put('/api/earnings/payout-account', details)).statusCode).toBe(200);
    const res = await agent.get('/api/users/me/export');
    expect(res.statusCode).toBe(200);
    const [row] = res.json().tables.payout_accounts;
    expect(row).toMatchObject({ legal_name: 'Quixotic Payee', pan_last4: '234F', account_last4: '9012', ifsc: 'HDFC0001234' });
    expect(row).not.toHaveProperty('pan_cipher');
    expect(row).not.toHaveProperty('account_cipher');
    expect(res.body).not.toContain('ABCDE1234F');
    expect(res.body).not.toContain('123456789012');
  });

  it('is deleted with the account, and the test gateway forgets the name', async () => {
    const coach = await createCoach(ctx.db);
    const agent = await signedInAgent(ctx, coach);
    await agent.put('/api/earnings/payout-account', details);
    const [saved] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coach.id));
    expect((await agent.request('DELETE', '/api/users/me', { confirm: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coach.id))).toEqual([]);
    const [linked] = await ctx.db.select().from(testGatewayAccounts).where(eq(testGatewayAccounts.id, saved!.gatewayAccountId!));
    expect(linked).toMatchObject({ legalName: 'Deleted user' });
    expect(linked!.email).not.toBe(coach.email);
  });
});
