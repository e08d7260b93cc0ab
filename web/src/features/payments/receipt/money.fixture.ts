import type { CoachBalanceDto, EarningsDto, PaymentDto, PayoutDto, ReceiptDto, RefundDto } from '@ssb/domain';

/** Whole money objects as the server sends them, for mockFetch answers: tests name only what they are about. */
const AT = '2031-03-01T10:00:00.000Z';

export function aRefund(fields: Partial<RefundDto> = {}): RefundDto {
  return { id: 'r1', amount: 125000, status: 'sent', reason: 'mentee_cancelled', createdAt: AT, processedAt: null, ...fields };
}

export function aPayment(fields: Partial<PaymentDto> = {}): PaymentDto {
  const id = fields.id ?? 'p1';
  return {
    id,
    purchase: 'session',
    link: `/sessions/${fields.sessionId ?? 's1'}`,
    sessionId: 's1',
    sessionTitle: 'Mock interview',
    scheduledAt: '2031-03-05T04:30:00.000Z',
    sessionStatus: 'scheduled',
    coachName: 'Arjun Singh',
    menteeName: 'Asha Verma',
    gateway: 'razorpay',
    orderId: 'order_ABC123456',
    paymentId: 'pay_XYZ123456',
    amount: 250000,
    status: 'captured',
    paidAt: AT,
    createdAt: AT,
    receiptNumber: 'SSB-2031-000042',
    receiptUrl: `/payments/${id}/receipt`,
    refundedAmount: 0,
    refunds: [],
    ...fields,
  };
}

/** A paid review of a practice attempt, as the payments list shows it. */
export function aReviewPayment(fields: Partial<PaymentDto> = {}): PaymentDto {
  return aPayment({
    purchase: 'review',
    link: '/practice/attempts/a1',
    sessionId: null,
    sessionTitle: 'WAT review: WAT practice set 1',
    scheduledAt: '2031-03-02T09:00:00.000Z',
    sessionStatus: null,
    amount: 50000,
    ...fields,
  });
}

export function aReceipt(fields: Partial<ReceiptDto> = {}): ReceiptDto {
  return {
    documentType: 'payment_receipt',
    title: 'Payment receipt (not a tax invoice)',
    number: 'SSB-2031-000042',
    issuedAt: AT,
    platform: { legalName: 'SSB Academy Private Limited', gstin: '29ABCDE1234F1Z5', email: 'billing@ssbacademy.example' },
    mentee: { name: 'Asha Verma', email: 'asha@example.com' },
    coach: { name: 'Arjun Singh', gstin: null },
    session: { id: 's1', title: 'Mock interview', scheduledAt: '2031-03-05T04:30:00.000Z', duration: 60, sessionType: 'personal_interview' },
    review: null,
    gateway: 'razorpay',
    method: 'card',
    paymentId: 'pay_XYZ123456',
    orderId: 'order_ABC123456',
    amount: 176450,
    currency: 'INR',
    refunds: [],
    ...fields,
  };
}

export function aPayout(fields: Partial<PayoutDto> = {}): PayoutDto {
  return { id: 'po1', coachId: 'c1', coachName: 'Arjun Singh', amount: 100000, reference: 'UTR0001', note: null, createdAt: AT, ...fields };
}

export function anEarnings(fields: Partial<EarningsDto> = {}): EarningsDto {
  return {
    feePercent: 10,
    totals: { gross: 500000, fee: 50000, gst: 9000, net: 441000, pending: 220500, payable: 120500, onTheWay: 0, paidOut: 100000, owed: 0, inTransfers: 0 },
    sessions: [
      {
        purchase: 'session',
        sessionId: 's1',
        title: 'Mock interview',
        menteeName: 'Asha Verma',
        scheduledAt: '2031-03-05T04:30:00.000Z',
        completedAt: '2031-03-05T05:30:00.000Z',
        gross: 250000,
        fee: 25000,
        gst: 4500,
        net: 220500,
        payableFrom: '2031-03-06T05:30:00.000Z',
        transfer: null,
      },
      {
        purchase: 'session',
        sessionId: 's2',
        title: 'GD practice',
        menteeName: 'Ravi Kumar',
        scheduledAt: '2031-03-01T04:30:00.000Z',
        completedAt: '2031-03-01T05:30:00.000Z',
        gross: 250000,
        fee: 25000,
        gst: 4500,
        net: 220500,
        payableFrom: null,
        transfer: { status: 'on_the_way', amount: 220500 },
      },
    ],
    payouts: [aPayout()],
    transfers: [],
    ...fields,
  };
}

export function aBalance(fields: Partial<CoachBalanceDto> = {}): CoachBalanceDto {
  return {
    coachId: '0b6f2f9e-8a3c-4c1e-9d55-3f1e2a7b9c10',
    coachName: 'Arjun Singh',
    email: 'arjun@example.com',
    gross: 200000,
    fee: 20000,
    gst: 3600,
    net: 176400,
    pending: 0,
    payable: 176450,
    onTheWay: 0,
    paidOut: 0,
    owed: 0,
    inTransfers: 0,
    payableByHand: 176450,
    ...fields,
  };
}
