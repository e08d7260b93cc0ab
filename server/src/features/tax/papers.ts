import { financialYearOf, type InvoiceSeries } from '@ssb/domain';
import type { MoneyConfig } from '../../config';
import type { Db } from '../../db/client';
import * as repo from './repository';
import type { TaxedShare } from './share';

type PaperConfig = Pick<MoneyConfig, 'legalName' | 'address' | 'stateCode' | 'gstin' | 'sac' | 'tcs' | 'tds'>;
type Cause = 'completion' | 'cancellation' | 'review';
type Reference = { coachId: string; sessionId?: string | null; practiceReviewId?: string | null };

const DESCRIPTION: Record<Cause, string> = {
  completion: 'Marketplace service fee: 1:1 session completed',
  cancellation: 'Marketplace service fee: kept part of a late cancellation',
  review: 'Marketplace service fee: practice review sent',
};

const addressOf = (party: TaxedShare['party']) => (party?.street ? `${party.street}, ${party.city} ${party.pinCode}` : null);
const nameOf = (party: TaxedShare['party']) => party?.legalName ?? (`${party?.firstName ?? ''} ${party?.lastName ?? ''}`.trim() || 'Coach');

/**
 * In the transaction that wrote the fee's ledger row (`feeKey`, at `bookedAt`): the tax invoice to the coach
 * for the fee and its GST, numbered next in its financial year's series, and the detail of what was withheld
 * (`tcsKey`, `tdsKey`: their ledger rows, when written). Nothing for a fee of zero.
 */
export async function issuePapers(
  tx: Db,
  money: PaperConfig,
  booking: { feeKey: string; tcsKey: string | null; tdsKey: string | null; bookedAt: Date; cause: Cause; reference: Reference; share: TaxedShare },
): Promise<void> {
  const { share, reference, bookedAt, cause } = booking;
  const party = share.party;
  const refs = { coachId: reference.coachId, sessionId: reference.sessionId ?? null, practiceReviewId: reference.practiceReviewId ?? null };
  if (share.fee > 0) {
    const fy = financialYearOf(bookedAt);
    const { series, seq, number } = await repo.nextNumber(tx, 'tax_invoice', fy);
    await repo.insertInvoice(tx, {
      documentType: 'tax_invoice',
      series,
      seq,
      number,
      financialYear: fy,
      issuedAt: bookedAt,
      ledgerKey: booking.feeKey,
      ...refs,
      description: DESCRIPTION[cause],
      sac: money.sac,
      placeOfSupply: share.placeOfSupply,
      taxablePaise: share.fee,
      cgstPaise: share.gst.cgst,
      sgstPaise: share.gst.sgst,
      igstPaise: share.gst.igst,
      totalPaise: share.fee + share.gst.total,
      supplierName: money.legalName,
      supplierAddress: money.address,
      supplierState: money.stateCode,
      supplierGstin: money.gstin,
      recipientName: nameOf(party),
      recipientAddress: addressOf(party),
      recipientState: party?.stateCode ?? null,
      recipientGstin: party?.gstin ?? null,
    });
  }
  const common = { cause, ...refs, basePaise: share.gross, stateCode: party?.stateCode ?? null, createdAt: bookedAt };
  await repo.insertWithholdings(tx, [
    ...(booking.tcsKey
      ? [
          {
            ...common,
            ledgerKey: booking.tcsKey,
            kind: 'tcs' as const,
            percent: money.tcs.percent,
            ...splitOf(share.tcs),
            amountPaise: share.tcs.total,
            gstin: party?.gstin ?? null,
          },
        ]
      : []),
    ...(booking.tdsKey
      ? [{ ...common, ledgerKey: booking.tdsKey, kind: 'tds' as const, percent: money.tds.percent, amountPaise: share.tds, panLast4: party?.panLast4 ?? null }]
      : []),
  ]);
}

const splitOf = (lines: { cgst: number; sgst: number; igst: number }) => ({ cgstPaise: lines.cgst, sgstPaise: lines.sgst, igstPaise: lines.igst });

/**
 * In the transaction that reversed a fee (`reversalKey`: the reversal's fee row, at `bookedAt`): a credit note
 * in its own series taking back the invoice of the fee it reverses (`feeKey`), and the withholdings taken back
 * (`withheld`: each reversed row's key and the key of the row it reverses).
 */
export async function creditPapers(
  tx: Db,
  booking: { feeKey: string; reversalKey: string; bookedAt: Date; withheld: Array<{ key: string; reverses: string }> },
): Promise<void> {
  const invoice = await repo.invoiceByLedgerKey(tx, booking.feeKey);
  if (invoice) {
    const fy = financialYearOf(booking.bookedAt);
    const series: InvoiceSeries = 'credit_note';
    const next = await repo.nextNumber(tx, series, fy);
    const { id, createdAt, ...copied } = invoice;
    void createdAt;
    await repo.insertInvoice(tx, {
      ...copied,
      documentType: series,
      series: next.series,
      seq: next.seq,
      number: next.number,
      financialYear: fy,
      issuedAt: booking.bookedAt,
      ledgerKey: booking.reversalKey,
      invoiceId: id,
      description: `Reversal of ${invoice.number}: ${invoice.description}`,
    });
  }
  const originals = await repo.withholdingsByLedgerKeys(
    tx,
    booking.withheld.map((w) => w.reverses),
  );
  await repo.insertWithholdings(
    tx,
    booking.withheld.flatMap(({ key, reverses }) => {
      const original = originals.find((o) => o.ledgerKey === reverses);
      if (!original) return [];
      const { id, ...rest } = original;
      void id;
      return [
        {
          ...rest,
          ledgerKey: key,
          cause: 'reversal' as const,
          basePaise: -original.basePaise,
          cgstPaise: -original.cgstPaise,
          sgstPaise: -original.sgstPaise,
          igstPaise: -original.igstPaise,
          amountPaise: -original.amountPaise,
          createdAt: booking.bookedAt,
        },
      ];
    }),
  );
}
