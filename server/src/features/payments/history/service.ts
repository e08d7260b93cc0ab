import { PAYMENT_MESSAGES as M, type AdminRefundDto, type PageMeta, type PaymentDto, type ReceiptDto, type RefundDto } from '@ssb/domain';
import type { AppDeps } from '../../../app-instance';
import type { CurrentUser } from '../../../platform/auth';
import { NotFound } from '../../../platform/errors';
import { presentAdminRefund, presentPayment, presentReceipt } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Page = { page: number; pageSize: number };

const window = (p: Page) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });
const meta = (p: Page, total: number): PageMeta => ({ total, page: p.page, pageSize: p.pageSize });

async function presentPage(deps: Deps, rows: repo.PaymentView[]): Promise<PaymentDto[]> {
  const refunds = await repo.refundsByPayment(deps.db, rows.map((r) => r.payment.id));
  return rows.map((r) => presentPayment(r, refunds.get(r.payment.id) ?? []));
}

/** GET /api/payments: what the caller paid for as a mentee, newest first. */
export async function ownPayments(deps: Deps, user: CurrentUser, page: Page): Promise<{ data: PaymentDto[]; meta: PageMeta }> {
  const { rows, total } = await repo.listPayments(deps.db, { menteeId: user.id }, window(page));
  return { data: await presentPage(deps, rows), meta: meta(page, total) };
}

/** GET /api/admin/payments: every payment, newest first. */
export async function allPayments(deps: Deps, page: Page): Promise<{ data: PaymentDto[]; meta: PageMeta }> {
  const { rows, total } = await repo.listPayments(deps.db, {}, window(page));
  return { data: await presentPage(deps, rows), meta: meta(page, total) };
}

/**
 * GET /api/payments/{id}/receipt: for the mentee who paid and for admins. Anyone else, and a payment
 * not captured (no receipt exists yet), gets the same 404 as an unknown id.
 */
export async function receipt(deps: Deps, viewer: CurrentUser, paymentId: string): Promise<ReceiptDto> {
  const view = await repo.findPayment(deps.db, paymentId);
  if (!view || !(viewer.role === 'admin' || view.mentee?.id === viewer.id)) throw new NotFound(M.paymentNotFound);
  const { payment } = view;
  if (payment.status !== 'captured' || payment.receiptSeq === null || !payment.capturedAt || !payment.gatewayPaymentId) {
    throw new NotFound(M.paymentNotFound);
  }
  const refunds = (await repo.refundsByPayment(deps.db, [payment.id])).get(payment.id) ?? [];
  const captured = { ...payment, receiptSeq: payment.receiptSeq, capturedAt: payment.capturedAt, gatewayPaymentId: payment.gatewayPaymentId };
  return presentReceipt({ ...view, payment: captured }, refunds, deps.config);
}

/** GET /api/admin/refunds: failed refunds first, then newest first; `status` narrows the list. */
export async function adminRefunds(deps: Deps, query: Page & { status?: RefundDto['status'] }): Promise<{ data: AdminRefundDto[]; meta: PageMeta }> {
  const { rows, total } = await repo.listRefunds(deps.db, { status: query.status }, window(query));
  return { data: rows.map(presentAdminRefund), meta: meta(query, total) };
}
