import { formatDate, VERIFICATION_KIND_LABELS, type MyVerification, pluralWord } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useMyVerification } from '../api';
import { ApplicationForm } from '../components/ApplicationForm';

function Standing({ mine }: { mine: MyVerification }) {
  const { latest } = mine;
  if (mine.isVerified) {
    return (
      <Alert tone="success" title="Your profile is verified">
        Verified {mine.verifiedAt ? `on ${formatDate(mine.verifiedAt)}` : ''}. Students can find and book you.
      </Alert>
    );
  }
  if (latest?.status === 'pending') {
    return (
      <Alert tone="info" title="Our team is checking your application">
        <p>
          Sent on {formatDate(latest.submittedAt)} as {VERIFICATION_KIND_LABELS[latest.kind].toLowerCase()}, with {latest.proofs.length}{' '}
          {pluralWord(latest.proofs.length, 'proof', 'proofs')}: {latest.proofs.map((p) => p.fileName).join(', ')}.
        </p>
        <p className="mt-1">We will tell you by mail and here once an admin has decided, usually within two working days.</p>
      </Alert>
    );
  }
  return (
    <>
      {latest?.status === 'rejected' && (
        <Alert tone="warning" title="Your last application was not approved">
          <p>{latest.reason}</p>
          <p className="mt-1">Correct this and apply again below.</p>
        </Alert>
      )}
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="mb-1 text-lg font-semibold text-slate-900">Apply for verification</h2>
        <p className="mb-4 text-sm text-slate-600">
          Students pay coaches they have never met: tell us who you are and show a proof. An admin checks it, usually within two working days.
        </p>
        <ApplicationForm />
      </section>
    </>
  );
}

/** /dashboard/verification: a coach's application and where it stands (docs/product/verification.md "Applying"). */
export default function VerificationPage() {
  const { role } = useAuth();
  const mine = useMyVerification(role === 'mentor');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Verification" description="The verified mark tells students an admin has checked your service record or credentials." />
      {role !== 'mentor' ? (
        <Alert tone="info" title="For coaches">
          Verification is for coaches. <Link to="/dashboard">Back to your dashboard</Link>
        </Alert>
      ) : mine.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading your verification…</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-64" />
        </div>
      ) : mine.isError ? (
        <ErrorState title="Your verification could not be loaded" message={messageOf(mine.error, 'Please check your connection and try again.')} onRetry={() => void mine.refetch()} retrying={mine.isRefetching} />
      ) : (
        <Standing mine={mine.data} />
      )}
    </div>
  );
}
