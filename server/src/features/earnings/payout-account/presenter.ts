import { maskGstin, maskTail, stateName, type AdminPayoutAccountDto, type Gateway, type PayoutAccountDetails, type PayoutAccountDto } from '@ssb/domain';
import type { AdminRow, PayoutAccountRow } from './repository';

/**
 * A payout account as anyone sees it: the PAN and the account number only by their last four
 * characters (docs/product/money.md "Payout account"). The ciphers never leave the service.
 */
export function presentDetails(row: PayoutAccountRow): PayoutAccountDetails {
  return {
    legalName: row.legalName,
    panMasked: maskTail(row.panLast4),
    method: row.method,
    accountNumberMasked: row.accountLast4 ? maskTail(row.accountLast4) : null,
    ifsc: row.ifsc,
    upiId: row.upiId,
    phone: row.phone,
    street: row.street,
    city: row.city,
    pinCode: row.pinCode,
    stateCode: row.stateCode,
    stateName: stateName(row.stateCode) ?? row.stateCode,
    gstinMasked: row.gstin ? maskGstin(row.gstin) : null,
    submittedAt: row.submittedAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
  };
}

export function presentPayoutAccount(row: PayoutAccountRow | null, gateway: Gateway): PayoutAccountDto {
  if (!row) return { status: 'not_started', reason: null, gateway, account: null };
  return { status: row.status, reason: row.statusReason, gateway, account: presentDetails(row) };
}

export function presentAdminPayoutAccount(row: AdminRow): AdminPayoutAccountDto {
  return {
    ...presentDetails(row),
    coachId: row.coachId,
    coachName: `${row.firstName} ${row.lastName}`.trim(),
    coachEmail: row.email,
    status: row.status,
    reason: row.statusReason,
    gatewayAccountId: row.gatewayAccountId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
