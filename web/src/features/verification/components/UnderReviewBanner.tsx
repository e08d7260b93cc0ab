import { VERIFICATION_MESSAGES } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { useMyVerification } from '../api';

/**
 * "Your profile is under review" on an unverified coach's dashboard, with what is still missing
 * (docs/product/verification.md "Under review"). Nothing while loading, on an error (the page has
 * its own content) or once the coach is verified.
 */
export function UnderReviewBanner() {
  const mine = useMyVerification();
  if (!mine.data || mine.data.isVerified) return null;
  const { missing, latest } = mine.data;
  return (
    <Alert tone="warning" title={VERIFICATION_MESSAGES.underReview}>
      <p>Students cannot find or book you until an admin has verified you. Still to do:</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/dashboard/verification" className="font-semibold underline">
          {latest?.status === 'pending' ? 'See your application' : 'Apply for verification'}
        </Link>
        {' · '}
        <Link to="/profile/edit" className="font-semibold underline">
          Edit your profile
        </Link>
      </p>
    </Alert>
  );
}
