import {
  GSTIN_MESSAGES,
  PAYOUT_ACCOUNT_MESSAGES as M,
  gstinProblem,
  maskGstin,
  maskTail,
  type AdminPayoutAccountDto,
  type PageMeta,
  type PayoutAccountDto,
  type PayoutAccountValues,
} from '@ssb/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-instance';
import type { Db } from '../../../db/client';
import type { CurrentUser } from '../../../platform/auth';
import { Conflict, Invalid, NotFound } from '../../../platform/errors';
import { GatewayError, type GatewayLinkedAccount, type LinkedAccountInput } from '../../../platform/payment-gateway';
import { LinkedAccountIncomplete } from '../../../platform/payment-gateway/razorpay-route-accounts';
import { secretBox } from '../../../platform/secret-box';
import { recordAdminAction } from '../../audit';
import { tellPayoutAccountChanged, tellPayoutAccountStatus } from './mail';
import { presentAdminPayoutAccount, presentDetails, presentPayoutAccount } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'outbox' | 'gateway'>;
type Row = repo.PayoutAccountRow;
type GatewayStatus = GatewayLinkedAccount['status'];

/** One key per column (secret-box.ts): a PAN cipher copied into the account column does not open. */
const panBox = (deps: Pick<Deps, 'config'>) => secretBox(deps.config.secret, 'payout-account:pan');
const accountBox = (deps: Pick<Deps, 'config'>) => secretBox(deps.config.secret, 'payout-account:account-number');

/** GET /api/earnings/payout-account. */
export async function myPayoutAccount(deps: Deps, coach: CurrentUser): Promise<PayoutAccountDto> {
  return presentPayoutAccount(await repo.findByCoach(deps.db, coach.id), deps.gateway.kind);
}

/** The plain details of a save: what the form sent, with a PAN or account number left out taken from the stored ones. */
type Plain = {
  legalName: string;
  pan: string;
  method: 'bank' | 'upi';
  accountNumber: string | null;
  ifsc: string | null;
  upiId: string | null;
  phone: string;
  street: string;
  city: string;
  pinCode: string;
  stateCode: string;
  gstin: string | null;
};

function plainOf(deps: Pick<Deps, 'config'>, row: Row): Plain {
  return {
    legalName: row.legalName,
    pan: panBox(deps).open(row.panCipher),
    method: row.method,
    accountNumber: row.accountCipher ? accountBox(deps).open(row.accountCipher) : null,
    ifsc: row.ifsc,
    upiId: row.upiId,
    phone: row.phone,
    street: row.street,
    city: row.city,
    pinCode: row.pinCode,
    stateCode: row.stateCode,
    gstin: row.gstin,
  };
}

function resolve(deps: Pick<Deps, 'config'>, input: PayoutAccountValues, before: Plain | null): Plain {
  const pan = input.pan ?? before?.pan;
  if (!pan) throw new Invalid(M.pan, { pan: M.pan });
  const bank = input.method === 'bank';
  const accountNumber = bank ? (input.accountNumber ?? (before?.method === 'bank' ? before.accountNumber : null)) : null;
  if (bank && !accountNumber) throw new Invalid(M.accountNumber, { accountNumber: M.accountNumber });
  const gstin = input.noGstin ? null : (input.gstin ?? before?.gstin ?? null);
  // The contract checked a GSTIN sent with a PAN; a kept PAN, a kept GSTIN or a new state is checked here.
  const problem = gstin ? gstinProblem(gstin, { pan, stateCode: input.stateCode }) : null;
  if (problem) throw new Invalid(GSTIN_MESSAGES[problem], { gstin: GSTIN_MESSAGES[problem] });
  return {
    legalName: input.legalName,
    pan,
    method: input.method,
    accountNumber,
    ifsc: bank ? (input.ifsc ?? null) : null,
    upiId: bank ? null : (input.upiId ?? null),
    phone: input.phone,
    street: input.street,
    city: input.city,
    pinCode: input.pinCode,
    stateCode: input.stateCode,
    gstin,
  };
}

const FIELDS = ['legalName', 'pan', 'method', 'accountNumber', 'ifsc', 'upiId', 'phone', 'street', 'city', 'pinCode', 'stateCode', 'gstin'] as const;

/**
 * What the audit log keeps of a payout account: which fields changed, and the money's destination
 * masked. No name or address: the audit log outlives an account's deletion and names nobody
 * (server/src/features/accounts/personal-data.ts).
 */
function auditSnapshot(p: Plain | null, changed: string[]) {
  if (!p) return null;
  return {
    method: p.method,
    pan: maskTail(p.pan),
    accountNumber: p.accountNumber ? maskTail(p.accountNumber) : null,
    ifsc: p.ifsc,
    upiId: p.upiId ? maskTail(p.upiId) : null,
    stateCode: p.stateCode,
    gstin: p.gstin ? maskGstin(p.gstin) : null,
    changed,
  };
}

/**
 * PUT /api/earnings/payout-account (docs/product/money.md "Payout account"). The details are checked,
 * sealed and stored, the account goes (back) to review, the change is audited and mailed to the
 * coach, all in one transaction; then the gateway is asked to make or update the linked account and
 * its answer stored. A gateway that fails leaves the account under review (logged); saving again
 * with the same details asks it again without another mail.
 */
export async function savePayoutAccount(deps: Deps, coach: CurrentUser, input: PayoutAccountValues, log?: FastifyBaseLogger): Promise<PayoutAccountDto> {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const existing = await repo.lockByCoach(tx, coach.id);
    const before = existing ? plainOf(deps, existing) : null;
    const next = resolve(deps, input, before);
    const changed = FIELDS.filter((f) => before?.[f] !== next[f]);
    if (existing && changed.length === 0) return { row: existing, plain: next, changedNow: false };
    // A suspended account stays suspended whatever the coach changes; an admin lifts it (and the gateway reviews it then).
    const suspended = existing?.status === 'suspended';
    const row = await repo.upsert(tx, {
      coachId: coach.id,
      legalName: next.legalName,
      panCipher: panBox(deps).seal(next.pan),
      panLast4: next.pan.slice(-4),
      method: next.method,
      accountCipher: next.accountNumber ? accountBox(deps).seal(next.accountNumber) : null,
      accountLast4: next.accountNumber ? next.accountNumber.slice(-4) : null,
      ifsc: next.ifsc,
      upiId: next.upiId,
      phone: next.phone,
      street: next.street,
      city: next.city,
      pinCode: next.pinCode,
      stateCode: next.stateCode,
      gstin: next.gstin,
      status: suspended ? 'suspended' : 'under_review',
      statusReason: suspended ? existing!.statusReason : null,
      submittedAt: now,
      activatedAt: null,
      updatedAt: now,
      createdAt: now,
    });
    await recordAdminAction(tx, {
      adminId: coach.id,
      action: 'payout_account.change',
      target: { type: 'payout_account', id: coach.id },
      before: auditSnapshot(before, []),
      after: auditSnapshot(next, existing ? [...changed] : ['created']),
      now,
    });
    await tellPayoutAccountChanged(tx, deps.config, coach, presentDetails(row), !existing, now);
    return { row, plain: next, changedNow: true };
  });
  if (saved.changedNow) deps.outbox.wake();
  if (saved.row.status === 'suspended') return presentPayoutAccount(saved.row, deps.gateway.kind);
  // The same details again: the gateway is asked again only while the account is under review (a
  // retry after a failure; its updates are idempotent), never for an account already decided.
  if (!saved.changedNow && saved.row.status !== 'under_review') return presentPayoutAccount(saved.row, deps.gateway.kind);
  const row = await syncWithGateway(deps, coach, saved.row, saved.plain, log);
  return presentPayoutAccount(row, deps.gateway.kind);
}

function linkedAccountInput(coach: { id: string; email: string }, p: Plain): LinkedAccountInput {
  return {
    referenceId: coach.id,
    email: coach.email,
    phone: p.phone,
    legalName: p.legalName,
    pan: p.pan,
    stateCode: p.stateCode,
    address: { street: p.street, city: p.city, pinCode: p.pinCode },
    gstin: p.gstin,
    settlement: p.method === 'bank' ? { method: 'bank', accountNumber: p.accountNumber!, ifsc: p.ifsc! } : { method: 'upi', upiId: p.upiId! },
  };
}

/**
 * Makes or updates the linked account at the gateway, outside any transaction, and stores its ids and
 * status, unless the coach saved again meanwhile (`submitted_at` moved on: that save's own call wins).
 */
async function syncWithGateway(deps: Deps, coach: { id: string; email: string }, row: Row, plain: Plain, log?: FastifyBaseLogger): Promise<Row> {
  const existing = row.gatewayAccountId ? { accountId: row.gatewayAccountId, stakeholderId: row.gatewayStakeholderId, productId: row.gatewayProductId } : null;
  let answer: Pick<GatewayLinkedAccount, 'accountId' | 'stakeholderId' | 'productId'> & { status: GatewayStatus | null; reason: string | null };
  try {
    answer = await deps.gateway.saveLinkedAccount(linkedAccountInput(coach, plain), existing);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log?.warn({ err: error, coachId: coach.id }, 'payout account: the gateway did not save the linked account; it stays under review until saved again');
    if (!(error instanceof LinkedAccountIncomplete)) return row;
    answer = { ...error.saved, status: null, reason: null };
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockByCoach(tx, coach.id);
    if (!current || current.submittedAt.getTime() !== row.submittedAt.getTime() || current.status === 'suspended') return current ?? row;
    const status = answer.status ?? current.status;
    return (
      (await repo.update(tx, coach.id, {
        gatewayAccountId: answer.accountId || current.gatewayAccountId,
        gatewayStakeholderId: answer.stakeholderId ?? current.gatewayStakeholderId,
        gatewayProductId: answer.productId ?? current.gatewayProductId,
        status,
        statusReason: status === 'needs_clarification' ? answer.reason : null,
        activatedAt: status === 'active' ? (current.activatedAt ?? now) : null,
        updatedAt: now,
      })) ?? current
    );
  });
}

/**
 * The gateway's word on a linked account (the `product.route.*` webhooks). Moves the account's status
 * and tells the coach; a repeat changes nothing. An admin's suspension stands until an admin lifts
 * it, whatever the gateway reports. Answers false for an account we do not know.
 */
export async function payoutAccountStatusChanged(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'outbox'>,
  gatewayAccountId: string,
  status: GatewayStatus,
  reason: string | null,
): Promise<boolean> {
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await repo.findByGatewayAccount(tx, gatewayAccountId, { lock: true });
    if (!row) return null;
    if (row.status === status && (row.statusReason ?? null) === (status === 'active' ? null : reason)) return false;
    if (row.status === 'suspended' && status !== 'suspended') return false;
    await repo.update(tx, row.coachId, {
      status,
      statusReason: status === 'active' || status === 'under_review' ? null : reason,
      activatedAt: status === 'active' ? (row.activatedAt ?? now) : null,
      updatedAt: now,
    });
    const coach = await repo.coach(tx, row.coachId);
    if (coach) await tellPayoutAccountStatus(tx, deps.config, coach, status, reason, now);
    return true;
  });
  if (moved) deps.outbox.wake();
  return moved !== null;
}

/** The account transfers may be sent to: active and known to the gateway (docs/product/money.md "Payout account"). */
export function activePayoutAccount(db: Db, coachId: string): Promise<{ gatewayAccountId: string } | null> {
  return repo.active(db, coachId);
}

/** GET /api/admin/payout-accounts: masked, the latest changed first. */
export async function listPayoutAccounts(
  deps: Deps,
  query: { page: number; pageSize: number; status?: Exclude<PayoutAccountDto['status'], 'not_started'> },
): Promise<{ data: AdminPayoutAccountDto[]; meta: PageMeta }> {
  const { rows, total } = await repo.list(deps.db, { status: query.status }, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { data: rows.map(presentAdminPayoutAccount), meta: { total, page: query.page, pageSize: query.pageSize } };
}

async function adminAnswer(deps: Deps, coachId: string): Promise<AdminPayoutAccountDto> {
  const row = await repo.adminRow(deps.db, coachId);
  if (!row) throw new NotFound(M.notFound);
  return presentAdminPayoutAccount(row);
}

/** POST /api/admin/payout-accounts/{id}/suspend: nothing is transferred to it until reactivated. */
export async function suspendPayoutAccount(deps: Deps, admin: CurrentUser, coachId: string, reason: string): Promise<AdminPayoutAccountDto> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockByCoach(tx, coachId);
    if (!row) throw new NotFound(M.notFound);
    if (row.status === 'suspended') throw new Conflict(M.alreadySuspended);
    await repo.update(tx, coachId, { status: 'suspended', statusReason: reason, updatedAt: now });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'payout_account.suspend',
      target: { type: 'payout_account', id: coachId },
      before: { status: row.status },
      after: { status: 'suspended' },
      reason,
      now,
    });
    const coach = await repo.coach(tx, coachId);
    if (coach) await tellPayoutAccountStatus(tx, deps.config, coach, 'suspended', reason, now);
  });
  deps.outbox.wake();
  return adminAnswer(deps, coachId);
}

/**
 * POST /api/admin/payout-accounts/{id}/reactivate: back to review, and the gateway asked again with
 * the stored details (the test gateway activates it at once; Razorpay answers, or its webhook does).
 */
export async function reactivatePayoutAccount(deps: Deps, admin: CurrentUser, coachId: string, reason: string, log?: FastifyBaseLogger): Promise<AdminPayoutAccountDto> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.lockByCoach(tx, coachId);
    if (!current) throw new NotFound(M.notFound);
    if (current.status !== 'suspended') throw new Conflict(M.notSuspended);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'payout_account.reactivate',
      target: { type: 'payout_account', id: coachId },
      before: { status: 'suspended' },
      after: { status: 'under_review' },
      reason,
      now,
    });
    return (await repo.update(tx, coachId, { status: 'under_review', statusReason: null, activatedAt: null, updatedAt: now }))!;
  });
  const coach = await repo.coach(deps.db, coachId);
  if (coach) {
    const synced = await syncWithGateway(deps, coach, row, plainOf(deps, row), log);
    await deps.db.transaction((tx) => tellPayoutAccountStatus(tx, deps.config, coach, synced.status, synced.statusReason, deps.now()));
    deps.outbox.wake();
  }
  return adminAnswer(deps, coachId);
}
