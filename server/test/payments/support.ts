import type { Db } from '../../src/db/client';
import { payoutAccounts } from '../../src/db/schema';

/**
 * An active payout account linked to `gatewayAccountId`, as the payout account form and the gateway's
 * activation leave it (the sealed PAN is a placeholder: transfers never read it).
 */
export async function activePayoutAccountRow(db: Db, coachId: string, gatewayAccountId: string, at: Date): Promise<void> {
  await db.insert(payoutAccounts).values({
    coachId,
    legalName: 'Test Coach',
    panCipher: 'sealed',
    panLast4: '234F',
    method: 'upi',
    upiId: 'coach@okaxis',
    phone: '9876543210',
    street: '12 Cantonment Road',
    city: 'Pune',
    pinCode: '411001',
    stateCode: '27',
    status: 'active',
    gatewayAccountId,
    submittedAt: at,
    activatedAt: at,
  });
}
