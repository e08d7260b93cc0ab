import type { SessionDto, SessionPaymentDto } from '@ssb/domain';
import { aSession } from '../../../../test/fixtures';

/** Shared by the checkout and session tests: the payment of a ₹2,000 session, as the API sends it. */
export function aPayment(fields: Partial<SessionPaymentDto> = {}): SessionPaymentDto {
  return {
    id: 'pay1',
    gateway: 'test',
    keyId: 'rzp_test_local',
    orderId: 'order_1',
    amount: 200000,
    currency: 'INR',
    status: 'created',
    paidAt: null,
    receiptNumber: null,
    receiptUrl: null,
    refundedAmount: 0,
    refunds: [],
    checkoutUrl: null,
    ...fields,
  };
}

/** A paid booking of mentee u1 waiting for its payment, held until `holdExpiresAt`. */
export function aPendingSession(holdExpiresAt: string, fields: Partial<SessionDto> = {}): SessionDto {
  return aSession({ id: 's1', price: 2000, status: 'pending_payment', holdExpiresAt, payment: aPayment(), ...fields });
}

/** The same session once paid. */
export function aPaidSession(fields: Partial<SessionDto> = {}): SessionDto {
  return aSession({
    id: 's1',
    price: 2000,
    status: 'scheduled',
    payment: aPayment({ status: 'captured', paidAt: '2031-03-10T04:01:00.000Z', receiptNumber: 'SSB-2031-000001', receiptUrl: '/payments/pay1/receipt' }),
    ...fields,
  });
}
