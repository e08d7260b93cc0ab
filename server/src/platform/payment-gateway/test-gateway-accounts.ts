import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayAccounts } from '../../db/schema';
import type { GatewayLinkedAccount, PaymentGateway } from './types';

/**
 * The test gateway's Route linked accounts (docs/product/money.md "Payout account"): kept in its own
 * table like Razorpay's, one per reference (the coach), and activated at once, since no money moves
 * and there is nobody to review them. A change of details keeps the account and stays activated.
 */
export function testGatewayLinkedAccounts(db: Db, newId: (prefix: 'acc' | 'sth' | 'acc_prd') => string): Pick<PaymentGateway, 'saveLinkedAccount'> {
  return {
    async saveLinkedAccount(input, existing) {
      const byId = existing ? (await db.select().from(testGatewayAccounts).where(eq(testGatewayAccounts.id, existing.accountId)).limit(1))[0] : undefined;
      // Razorpay keeps reference_id unique too: a retry after a lost answer finds the account made before.
      const row = byId ?? (await db.select().from(testGatewayAccounts).where(eq(testGatewayAccounts.referenceId, input.referenceId)).limit(1))[0];
      let accountId: string;
      if (row) {
        accountId = row.id;
        await db.update(testGatewayAccounts).set({ email: input.email, legalName: input.legalName, status: 'activated' }).where(eq(testGatewayAccounts.id, accountId));
      } else {
        accountId = newId('acc');
        await db
          .insert(testGatewayAccounts)
          .values({ id: accountId, email: input.email, legalName: input.legalName, referenceId: input.referenceId, status: 'activated' })
          .onConflictDoNothing();
        const [made] = await db.select({ id: testGatewayAccounts.id }).from(testGatewayAccounts).where(eq(testGatewayAccounts.referenceId, input.referenceId)).limit(1);
        accountId = made!.id;
      }
      const answer: GatewayLinkedAccount = {
        accountId,
        stakeholderId: existing?.stakeholderId ?? newId('sth'),
        productId: existing?.productId ?? newId('acc_prd'),
        status: 'active',
        reason: null,
      };
      return answer;
    },
  };
}
