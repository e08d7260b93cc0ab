import type { VerificationStatus } from './contracts/verification';

/** What decides whether a coach can be listed (docs/product/verification.md "Under review"). */
export type ListingFacts = {
  isVerified: boolean;
  /** The status of the coach's latest application; null when they never applied. */
  application: VerificationStatus | null;
  title: string | null;
  bio: string | null;
  specializations: string[];
  /** An hourly rate, or an offered session type with a price. */
  hasPrice: boolean;
  /** Weekly hours or a one-off window still to come. */
  hasHours: boolean;
};

/**
 * What the coach still has to do before students can find and book them, in the order to do it.
 * Empty once verified with a complete profile. The verification step says where the application
 * stands.
 */
export function missingForListing(facts: ListingFacts): string[] {
  const missing: string[] = [];
  if (!facts.title?.trim()) missing.push('Add a title to your profile (for example "Col. (Retd), Former GTO")');
  if (!facts.bio?.trim()) missing.push('Write a short bio');
  if (facts.specializations.length === 0) missing.push('Choose what you coach (specializations)');
  if (!facts.hasPrice) missing.push('Set an hourly rate or a priced session type');
  if (!facts.hasHours) missing.push('Set your weekly hours');
  if (!facts.isVerified) {
    if (facts.application === 'pending') missing.push('Our team is checking your verification application');
    else if (facts.application === 'rejected') missing.push('Apply for verification again (see the reason below)');
    else missing.push('Apply for verification with your service record and a proof document');
  }
  return missing;
}
