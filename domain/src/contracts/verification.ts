import { z } from 'zod';
import { requiredWhen } from './document-rules';

/**
 * Coach verification (docs/product/verification.md): a coach applies with their background and
 * proof documents, an admin approves or rejects with a reason.
 */
export const VERIFICATION_KINDS = ['armed_forces', 'psychologist', 'assessor'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  armed_forces: 'Armed forces officer',
  psychologist: 'Psychologist',
  assessor: 'SSB assessor (GTO, IO)',
};

/** What the public profile says was checked, next to the verified mark: "Service record verified, Nov 2026". */
export const VERIFIED_WHAT: Record<VerificationKind, string> = {
  armed_forces: 'Service record verified',
  psychologist: 'Psychologist credentials verified',
  assessor: 'Assessor credentials verified',
};

export const SERVICES = ['Army', 'Navy', 'Air Force', 'Coast Guard'] as const;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Proof documents: PDF or image, 10 MB at most, up to five an application. */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const PROOFS_MAX = 5;
export const PROOF_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';
/** How long an admin's link to a proof works. */
export const PROOF_LINK_SECONDS = 5 * 60;

export const VERIFICATION_MESSAGES = {
  notFound: 'Application not found',
  proofNotFound: 'Proof not found',
  notAProof: 'A proof must be a PDF or an image (JPEG, PNG, WebP or HEIC)',
  chooseProof: 'Please choose a file to upload',
  proofTooLarge: 'A proof can be 10 MB at most',
  alreadyVerified: 'Your profile is already verified',
  alreadyPending: 'Your application is already with our team',
  notPending: 'This application has already been decided',
  proofsRequired: 'Add at least one proof document',
  unknownProof: 'A proof was not found. Upload it again.',
  linkExpired: 'This link has expired. Open the proof again from the verification queue.',
  reasonRequired: 'Say why the application is rejected (at least 10 characters): the coach reads it.',
  underReview: 'Your profile is under review',
  notApplied: 'Apply for verification',
  rejected: 'Your application was not approved',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be ${max} characters at most`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

/** POST /verification: the coach's application. Officers give their service record; others their credentials. */
export const verificationApplicationInputSchema = z
  .object({
    kind: z.enum(VERIFICATION_KINDS, { error: 'Choose your background' }),
    service: z.enum(SERVICES, { error: 'Choose your service' }).optional(),
    branch: optionalText(100),
    rank: optionalText(60),
    yearsOfService: z.number({ error: 'Years of service must be a number' }).int('Whole years, please').min(0).max(60).optional(),
    credentials: optionalText(1000),
    boardExperience: text('Your SSB board experience', 2000)
      .refine((v) => v.length >= 20, 'Tell us a little more (at least 20 characters)')
      .meta({ minLength: 20 }),
    publicLink: z.url({ protocol: /^https?$/, error: 'Enter a full link, starting with https://' }).max(500, 'That link is too long'),
    proofIds: z.array(z.uuid({ error: VERIFICATION_MESSAGES.unknownProof })).min(1, VERIFICATION_MESSAGES.proofsRequired).max(PROOFS_MAX, `${PROOFS_MAX} proofs at most`),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'armed_forces') {
      if (!v.service) ctx.addIssue({ code: 'custom', path: ['service'], message: 'Choose your service' });
      if (!v.branch) ctx.addIssue({ code: 'custom', path: ['branch'], message: 'Your arm or branch is required' });
      if (!v.rank) ctx.addIssue({ code: 'custom', path: ['rank'], message: 'Your rank at retirement is required' });
      if (v.yearsOfService === undefined) ctx.addIssue({ code: 'custom', path: ['yearsOfService'], message: 'Years of service are required' });
    } else if (!v.credentials || v.credentials.length < 10) {
      ctx.addIssue({ code: 'custom', path: ['credentials'], message: 'Describe your credentials (at least 10 characters)' });
    }
  });
export type VerificationApplicationInput = z.input<typeof verificationApplicationInputSchema>;
export type VerificationApplicationPayload = z.infer<typeof verificationApplicationInputSchema>;

export const proofSchema = z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() });
export type Proof = z.infer<typeof proofSchema>;

export const verificationApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  kind: z.enum(VERIFICATION_KINDS),
  service: z.string().nullable(),
  branch: z.string().nullable(),
  rank: z.string().nullable(),
  yearsOfService: z.number().int().nullable(),
  credentials: z.string().nullable(),
  boardExperience: z.string(),
  publicLink: z.string(),
  proofs: z.array(proofSchema),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The admin's reason for a rejection (the coach reads it). */
  reason: z.string().nullable(),
});
export type VerificationApplication = z.infer<typeof verificationApplicationSchema>;

/** GET /verification: where the caller (a coach) stands. `missing` lists what keeps them off the lists. */
export const myVerificationSchema = z.object({
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  latest: verificationApplicationSchema.nullable(),
  missing: z.array(z.string()),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** An application as the admins' queue lists it: with the coach it is about. */
export const queuedApplicationSchema = verificationApplicationSchema.extend({
  coach: z.object({ id: z.string(), name: z.string(), email: z.string(), title: z.string().nullable(), profileImageUrl: z.string().nullable() }),
});
export type QueuedApplication = z.infer<typeof queuedApplicationSchema>;

export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES, { error: 'Status is pending, approved or rejected' }).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /admin/verification/{id}/decision. A rejection says why. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Approve or reject' }),
    reason: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  })
  .refine((v) => v.decision === 'approve' || (v.reason?.length ?? 0) >= 10, { path: ['reason'], message: VERIFICATION_MESSAGES.reasonRequired })
  .meta(requiredWhen('decision', 'reject', 'reason', 10));
export type VerificationDecision = z.input<typeof verificationDecisionSchema>;
export type VerificationDecisionPayload = z.infer<typeof verificationDecisionSchema>;

export const proofLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ProofLink = z.infer<typeof proofLinkSchema>;
