import {
  missingForListing,
  PROOFS_MAX,
  VERIFICATION_MESSAGES as M,
  type MyVerification,
  type PageMeta,
  type Proof,
  type ProofLink,
  type QueuedApplication,
  type VerificationApplication,
  type VerificationApplicationPayload,
  type VerificationDecisionPayload,
  type VerificationStatus,
} from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import { reencodeProofImage, NotAnImage } from '../../platform/image';
import { AppError, Conflict, Invalid, NotFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors';
import { looksLikePdf } from '../../platform/pdf';
import { recordAdminAction } from '../audit';
import { changeVerifiedMark } from '../coaches';
import { findUserById } from '../users';
import { tellRejection } from './mail';
import { checkProofToken, proofToken } from './proof-link';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'outbox'>;

/** Loose proofs a coach may hold at once (uploaded, not yet part of an application). */
const LOOSE_PROOFS_MAX = PROOFS_MAX * 2;

const presentProof = (p: repo.ProofRow): Proof => ({ id: p.id, fileName: p.fileName, contentType: p.contentType, sizeBytes: p.sizeBytes });

function presentApplication(a: repo.ApplicationRow, proofs: repo.ProofRow[] = []): VerificationApplication {
  return {
    id: a.id,
    status: a.status,
    kind: a.kind,
    service: a.service,
    branch: a.branch,
    rank: a.rank,
    yearsOfService: a.yearsOfService,
    credentials: a.credentials,
    boardExperience: a.boardExperience,
    publicLink: a.publicLink,
    proofs: proofs.map(presentProof),
    submittedAt: a.submittedAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    reason: a.reason,
  };
}

function presentQueued(row: repo.QueuedRow, proofs: repo.ProofRow[] = []): QueuedApplication {
  return {
    ...presentApplication(row.application, proofs),
    coach: {
      id: row.application.coachId,
      name: `${row.coachName} ${row.coachLastName}`.trim(),
      email: row.coachEmail,
      title: row.coachTitle,
      profileImageUrl: row.coachImage,
    },
  };
}

/** GET /verification: where the coach stands, and what keeps them off the lists. */
export async function myVerification({ db, now }: Pick<Deps, 'db' | 'now'>, coachId: string): Promise<MyVerification> {
  const [facts, latest] = await Promise.all([repo.listingFacts(db, coachId, now()), repo.latestApplication(db, coachId)]);
  if (!facts) throw new NotFound('Coach not found');
  const proofs = latest ? await repo.proofsOf(db, [latest.id]) : new Map<string, repo.ProofRow[]>();
  return {
    isVerified: facts.isVerified,
    verifiedAt: facts.verifiedAt?.toISOString() ?? null,
    latest: latest ? presentApplication(latest, proofs.get(latest.id)) : null,
    missing: missingForListing({ ...facts, application: latest?.status ?? null }),
  };
}

/**
 * POST /verification/proofs: one proof document. A PDF is kept as sent once its bytes say it is a
 * PDF; anything else must decode as an image and is re-encoded (metadata dropped). Stored in the
 * database, never under a public address.
 */
export async function uploadProof({ db, now }: Pick<Deps, 'db' | 'now'>, coachId: string, file: { filename: string; content: Buffer }): Promise<Proof> {
  if (file.content.length === 0) throw new Invalid(M.notAProof, { proof: M.notAProof });
  const document = looksLikePdf(file.content)
    ? { content: file.content, contentType: 'application/pdf', fileName: withExtension(file.filename, 'pdf') }
    : { content: await asImage(file.content), contentType: 'image/jpeg', fileName: withExtension(file.filename, 'jpg') };
  const loose = await repo.countLooseProofs(db, coachId);
  if (loose >= LOOSE_PROOFS_MAX) throw new Conflict('Remove a proof you no longer need before adding another');
  const row = await repo.insertProof(db, { coachId, ...document, sizeBytes: document.content.length, createdAt: now() });
  return presentProof(row);
}

async function asImage(content: Buffer): Promise<Buffer> {
  try {
    return await reencodeProofImage(content);
  } catch (error) {
    if (error instanceof NotAnImage) throw new Invalid(M.notAProof, { proof: M.notAProof });
    throw error;
  }
}

/** The name shown to admins: the sender's base name (no path, safe characters), with the stored format's extension. */
function withExtension(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._()-]/gu, '').trim().slice(0, 80);
  return `${base || 'proof'}.${extension}`;
}

/** DELETE /verification/proofs/{id}: a proof not yet sent with an application. */
export async function removeProof({ db }: Pick<Deps, 'db'>, coachId: string, proofId: string): Promise<void> {
  if (!(await repo.removeLooseProof(db, coachId, proofId))) throw new NotFound(M.proofNotFound);
}

/** POST /verification: the coach applies. One application waits at a time (the database's unique index says so under races). */
export async function apply(deps: Deps, coachId: string, input: VerificationApplicationPayload): Promise<VerificationApplication> {
  if ((await findUserById(deps.db, coachId))?.isVerified) throw new Conflict(M.alreadyVerified);
  const proofIds = [...new Set(input.proofIds)];
  const armedForces = input.kind === 'armed_forces';
  try {
    const { application, proofs } = await deps.db.transaction(async (tx) => {
      const application = await repo.insertApplication(tx, {
        coachId,
        kind: input.kind,
        service: armedForces ? (input.service ?? null) : null,
        branch: armedForces ? (input.branch ?? null) : null,
        rank: armedForces ? (input.rank ?? null) : null,
        yearsOfService: armedForces ? (input.yearsOfService ?? null) : null,
        credentials: input.credentials || null,
        boardExperience: input.boardExperience,
        publicLink: input.publicLink,
        submittedAt: deps.now(),
      });
      const attached = await repo.attachProofs(tx, coachId, proofIds, application.id);
      if (attached !== proofIds.length) throw new Invalid(M.unknownProof, { proofIds: M.unknownProof });
      return { application, proofs: (await repo.proofsOf(tx, [application.id])).get(application.id) };
    });
    return presentApplication(application, proofs);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new Conflict(M.alreadyPending);
    throw error;
  }
}

/** GET /admin/verification: the queue (pending first come, first served), or decided applications. */
export async function queue({ db }: Pick<Deps, 'db'>, status: VerificationStatus, page: number, pageSize: number) {
  const { rows, total } = await repo.pageOfApplications(db, status, pageSize, (page - 1) * pageSize);
  const proofs = await repo.proofsOf(
    db,
    rows.map((r) => r.application.id),
  );
  const meta: PageMeta = { total, page, pageSize };
  return { data: rows.map((r) => presentQueued(r, proofs.get(r.application.id))), meta };
}

/**
 * POST /admin/verification/{id}/decision: approve (the coach gets the verified mark, "as" the
 * application's kind) or reject with a reason. Told by mail and notification; audited.
 */
export async function decideApplication(deps: Deps, adminId: string, id: string, input: VerificationDecisionPayload): Promise<QueuedApplication> {
  const now = deps.now();
  const approve = input.decision === 'approve';
  await deps.db.transaction(async (tx) => {
    const application = await repo.lockApplication(tx, id);
    if (!application) throw new NotFound(M.notFound);
    if (application.status !== 'pending') throw new Conflict(M.notPending);
    const reason = input.reason?.trim() || null;
    await repo.decide(tx, id, { status: approve ? 'approved' : 'rejected', by: adminId, reason, at: now });
    if (approve) {
      await changeVerifiedMark(tx, deps, { coachId: application.coachId, isVerified: true, as: application.kind });
    } else {
      const coach = await repo.coachContact(tx, application.coachId);
      if (coach) await tellRejection(tx, deps.config, coach, reason ?? '', now);
    }
    await recordAdminAction(tx, {
      adminId,
      action: approve ? 'verification.approve' : 'verification.reject',
      target: { type: 'coach', id: application.coachId },
      before: { application: id, status: 'pending' },
      after: { application: id, status: approve ? 'approved' : 'rejected', ...(approve ? { isVerified: true, verifiedAs: application.kind } : {}) },
      reason,
      now,
    });
  });
  deps.outbox.wake();
  const row = await repo.applicationWithCoach(deps.db, id);
  return presentQueued(row!, (await repo.proofsOf(deps.db, [id])).get(id));
}

/** POST /admin/verification/proofs/{id}/link: a link to the proof that works for five minutes, for this admin only. */
export async function proofLink(deps: Pick<Deps, 'db' | 'now' | 'config'>, adminId: string, proofId: string): Promise<ProofLink> {
  if (!(await repo.proofExists(deps.db, proofId))) throw new NotFound(M.proofNotFound);
  const { token, expiresAt } = await proofToken(deps.config.secret, proofId, adminId, deps.now());
  return { url: `/api/admin/verification/proofs/${proofId}/file?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** GET /admin/verification/proofs/{id}/file?token=: the proof's bytes, for the admin the link was made for, while it lasts. */
export async function proofFile(deps: Pick<Deps, 'db' | 'now' | 'config'>, adminId: string, proofId: string, token: string) {
  const verdict = await checkProofToken(deps.config.secret, token, { proofId, adminId }, deps.now());
  if (verdict === 'expired') throw new AppError(403, M.linkExpired);
  if (verdict !== 'ok') throw new AppError(403, 'This link is not valid. Open the proof from the verification queue.');
  const file = await repo.proofFile(deps.db, proofId);
  if (!file) throw new NotFound(M.proofNotFound);
  return file;
}

/** How many coaches wait for a decision (the console's overview). */
export const waitingCount = ({ db }: Pick<Deps, 'db'>) => repo.countPending(db);
