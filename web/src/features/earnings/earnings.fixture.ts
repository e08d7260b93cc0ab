import type { AdminTransferDto, CoachTransferDto, StatementDto } from '@ssb/domain';

export function aCoachTransfer(fields: Partial<CoachTransferDto> = {}): CoachTransferDto {
  return {
    id: 't1',
    title: 'GD practice',
    amount: 220500,
    status: 'on_the_way',
    createdAt: '2031-03-01T04:00:00.000Z',
    releasedAt: '2031-03-02T06:00:00.000Z',
    processedAt: null,
    ...fields,
  };
}

export function anAdminTransfer(fields: Partial<AdminTransferDto> = {}): AdminTransferDto {
  return { ...aCoachTransfer(), coachId: 'c1', coachName: 'Arjun Singh', reversedAmount: 0, lastError: null, ...fields };
}

/** March 2031: ₹2,205 earned (₹2,515 paid, less fee, GST, TCS and TDS), ₹1,000 paid out, from ₹500 to ₹1,705. */
export function aStatement(fields: Partial<StatementDto> = {}): StatementDto {
  return {
    month: '2031-03',
    coachName: 'Arjun Singh',
    from: '2031-02-28T18:30:00.000Z',
    to: '2031-03-31T18:30:00.000Z',
    openingBalance: 50000,
    earned: 220500,
    reversed: 0,
    paidOut: -100000,
    closingBalance: 170500,
    closingPending: 0,
    owedToCoach: 170500,
    owedByCoach: 0,
    totals: { gross: 251500, fee: 25000, gst: 4500, tcs: 1250, tds: 250, net: 220500 },
    transferred: 0,
    entries: [
      {
        at: '2031-03-05T05:30:00.000Z',
        kind: 'earning',
        title: 'Mock interview',
        reference: null,
        invoice: { id: 'inv1', number: 'SSB/30-31/000007', documentType: 'tax_invoice' },
        gross: 251500,
        fee: 25000,
        gst: 4500,
        tcs: 1250,
        tds: 250,
        amount: 220500,
        payableFrom: null,
      },
      { at: '2031-03-20T05:30:00.000Z', kind: 'payout', title: 'Payout', reference: 'UTR0001', invoice: null, gross: null, fee: null, gst: null, tcs: null, tds: null, amount: -100000, payableFrom: null },
    ],
    ...fields,
  };
}
