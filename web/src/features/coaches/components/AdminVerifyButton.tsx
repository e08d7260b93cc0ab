import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth';
import { useSetVerification } from '../api';

/** Admins only: Verify / Unverify (docs/product/coaches.md "Verification"). The mark changes at once. */
export function AdminVerifyButton({ coachId, isVerified }: { coachId: string; isVerified: boolean }) {
  const { role } = useAuth();
  const mutation = useSetVerification(coachId);
  if (role !== 'admin') return null;
  return (
    <Button
      variant={isVerified ? 'outline' : 'primary'}
      busy={mutation.isPending}
      onClick={() => mutation.mutate(!isVerified)}
    >
      {isVerified ? 'Unverify' : 'Verify'}
    </Button>
  );
}
