import type { Db } from '../client';
import { verificationApplications, verificationProofs } from '../schema';

/** A one-page PDF saying it is a demo document: what an admin opens from the queue. */
const DEMO_PROOF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 71 >> stream',
    'BT /F1 16 Tf 30 100 Td (Demo discharge book page: not a real document) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/**
 * The demo's first unverified coach (Rahul Chauhan, a Kumaon Regiment repeater) has applied (docs/product/verification.md), so a new admin finds
 * an application waiting in the console, with a proof to open.
 */
export async function seedDemoVerification(db: Db, coachId: string, submittedAt: Date): Promise<void> {
  const [application] = await db
    .insert(verificationApplications)
    .values({
      coachId,
      kind: 'armed_forces',
      service: 'Army',
      branch: 'Infantry (Kumaon Regiment)',
      rank: 'Major',
      yearsOfService: 10,
      boardExperience: 'Recommended from 18 SSB Prayagraj after three attempts; instructor at the Junior Leaders Wing, Belgaum, for two years.',
      publicLink: 'https://www.linkedin.com/in/example-demo-coach',
      submittedAt,
    })
    .returning({ id: verificationApplications.id });
  await db.insert(verificationProofs).values({
    coachId,
    applicationId: application!.id,
    fileName: 'discharge-book-page.pdf',
    contentType: 'application/pdf',
    sizeBytes: DEMO_PROOF.length,
    content: DEMO_PROOF,
    createdAt: submittedAt,
  });
}
