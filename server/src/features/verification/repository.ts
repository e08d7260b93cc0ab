import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { VerificationStatus } from '@ssb/domain';
import type { Db } from '../../db/client';
import { availabilityWindows, coachSchedules, sessionTypes, users, verificationApplications, verificationProofs } from '../../db/schema';

export type ApplicationRow = typeof verificationApplications.$inferSelect;
export type NewApplication = typeof verificationApplications.$inferInsert;
/** A proof without its bytes. */
export const proofColumns = {
  id: verificationProofs.id,
  coachId: verificationProofs.coachId,
  applicationId: verificationProofs.applicationId,
  fileName: verificationProofs.fileName,
  contentType: verificationProofs.contentType,
  sizeBytes: verificationProofs.sizeBytes,
};
export type ProofRow = { [K in keyof typeof proofColumns]: (typeof verificationProofs.$inferSelect)[K] };

export async function insertProof(db: Db, proof: typeof verificationProofs.$inferInsert): Promise<ProofRow> {
  const [row] = await db.insert(verificationProofs).values(proof).returning(proofColumns);
  return row!;
}

/** Removes a coach's proof that no application holds yet; false when there is none such. */
export async function removeLooseProof(db: Db, coachId: string, proofId: string): Promise<boolean> {
  const rows = await db
    .delete(verificationProofs)
    .where(and(eq(verificationProofs.id, proofId), eq(verificationProofs.coachId, coachId), isNull(verificationProofs.applicationId)))
    .returning({ id: verificationProofs.id });
  return rows.length > 0;
}

/** Attaches the coach's loose proofs to an application; answers how many it attached. */
export async function attachProofs(tx: Db, coachId: string, proofIds: string[], applicationId: string): Promise<number> {
  const rows = await tx
    .update(verificationProofs)
    .set({ applicationId })
    .where(and(inArray(verificationProofs.id, proofIds), eq(verificationProofs.coachId, coachId), isNull(verificationProofs.applicationId)))
    .returning({ id: verificationProofs.id });
  return rows.length;
}

export async function insertApplication(tx: Db, application: NewApplication): Promise<ApplicationRow> {
  const [row] = await tx.insert(verificationApplications).values(application).returning();
  return row!;
}

export async function latestApplication(db: Db, coachId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.coachId, coachId))
    .orderBy(desc(verificationApplications.submittedAt))
    .limit(1);
  return row ?? null;
}

/** The proofs of these applications, grouped by application id. */
export async function proofsOf(db: Db, applicationIds: string[]): Promise<Map<string, ProofRow[]>> {
  const byApplication = new Map<string, ProofRow[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db.select(proofColumns).from(verificationProofs).where(inArray(verificationProofs.applicationId, applicationIds)).orderBy(asc(verificationProofs.createdAt));
  for (const row of rows) byApplication.set(row.applicationId!, [...(byApplication.get(row.applicationId!) ?? []), row]);
  return byApplication;
}

const coachColumns = {
  coachName: users.firstName,
  coachLastName: users.lastName,
  coachEmail: users.email,
  coachTitle: users.title,
  coachImage: users.profileImageUrl,
};

/** The queue: applications of one status with their coach, oldest first for pending (first come, first served), newest first otherwise. */
export async function pageOfApplications(db: Db, status: VerificationStatus, limit: number, offset: number) {
  const where = eq(verificationApplications.status, status);
  const order = status === 'pending' ? asc(verificationApplications.submittedAt) : desc(verificationApplications.decidedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: verificationApplications, ...coachColumns })
      .from(verificationApplications)
      .innerJoin(users, eq(users.id, verificationApplications.coachId))
      .where(where)
      .orderBy(order, asc(verificationApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(verificationApplications).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function applicationWithCoach(db: Db, id: string) {
  const [row] = await db
    .select({ application: verificationApplications, ...coachColumns })
    .from(verificationApplications)
    .innerJoin(users, eq(users.id, verificationApplications.coachId))
    .where(eq(verificationApplications.id, id));
  return row ?? null;
}
export type QueuedRow = NonNullable<Awaited<ReturnType<typeof applicationWithCoach>>>;

/** Locks an application until the transaction ends: two admins deciding at once decide once. */
export async function lockApplication(tx: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(verificationApplications).where(eq(verificationApplications.id, id)).for('update');
  return row ?? null;
}

export async function decide(tx: Db, id: string, decision: { status: 'approved' | 'rejected'; by: string; reason: string | null; at: Date }) {
  await tx
    .update(verificationApplications)
    .set({ status: decision.status, decidedBy: decision.by, decidedAt: decision.at, reason: decision.reason })
    .where(eq(verificationApplications.id, id));
}

export async function proofFile(db: Db, proofId: string) {
  const [row] = await db
    .select({ fileName: verificationProofs.fileName, contentType: verificationProofs.contentType, content: verificationProofs.content, applicationId: verificationProofs.applicationId })
    .from(verificationProofs)
    .where(eq(verificationProofs.id, proofId));
  return row ?? null;
}

export async function proofExists(db: Db, proofId: string): Promise<boolean> {
  const [row] = await db.select({ id: verificationProofs.id }).from(verificationProofs).where(eq(verificationProofs.id, proofId));
  return row !== undefined;
}

export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(verificationApplications).where(eq(verificationApplications.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** The profile facts that decide whether a coach can be listed (domain `missingForListing`). */
export async function listingFacts(db: Db, coachId: string, now: Date) {
  const [row] = await db
    .select({
      isVerified: users.isVerified,
      verifiedAt: users.verifiedAt,
      title: users.title,
      bio: users.bio,
      specializations: users.specializations,
      hasPrice: sql<boolean>`${users.hourlyRate} is not null or exists (select 1 from ${sessionTypes} where ${sessionTypes.coachId} = ${users.id} and ${sessionTypes.active} and ${sessionTypes.price} is not null)`,
      hasHours: sql<boolean>`exists (select 1 from ${coachSchedules} where ${coachSchedules.coachId} = ${users.id} and jsonb_array_length(${coachSchedules.weeklyHours}) > 0)
        or exists (select 1 from ${availabilityWindows} where ${availabilityWindows.coachId} = ${users.id} and ${availabilityWindows.endsAt} > ${now})`,
    })
    .from(users)
    .where(eq(users.id, coachId));
  return row ?? null;
}

export async function countLooseProofs(db: Db, coachId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationProofs)
    .where(and(eq(verificationProofs.coachId, coachId), isNull(verificationProofs.applicationId)));
  return Number(row?.n ?? 0);
}

export async function coachContact(db: Db, coachId: string) {
  const [row] = await db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, coachId));
  return row ?? null;
}
