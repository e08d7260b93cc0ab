import { VERIFICATION_MESSAGES } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { useMyVerification } from '../api';

/**
 * An unverified coach's verification status, with what is still missing (docs/product/verification.md
 * "Under review"): "Your profile is under review" only once they have applied and the application
 * waits; before that "Apply for verification" (after a rejection, that it was not approved), with the
 * link. Nothing while loading, on an error (the page has its own content) or once the coach is verified.
 */
export function UnderReviewBanner() {
  const mine = useMyVerification();
  if (!mine.data || mine.data.isVerified) return null;
  const { missing, latest } = mine.data;
  const pending = latest?.status === 'pending';
  const title = pending ? VERIFICATION_MESSAGES.underReview : latest?.status === 'rejected' ? VERIFICATION_MESSAGES.rejected : VERIFICATION_MESSAGES.notApplied;
  return (
    <Alert tone={pending ? 'info' : 'warning'} title={title}>
      <p>{pending ? 'Our team is checking your application. ' : ''}Students cannot find or book you until an admin has verified you. Still to do:</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/dashboard/verification" className="font-semibold underline">
          {pending ? 'See your application' : VERIFICATION_MESSAGES.notApplied}
        </Link>
        {' · '}
        <Link to="/profile/edit" className="font-semibold underline">
          Edit your profile
        </Link>
      </p>
    </Alert>
  );
}
