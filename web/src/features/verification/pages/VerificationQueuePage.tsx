import { VERIFICATION_STATUSES, type VerificationStatus } from '@ssb/domain';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { PagedList } from '../../admin/components/PagedList';
import { useVerificationQueue } from '../api';
import { ApplicationCard } from '../components/ApplicationCard';

const LABELS: Record<VerificationStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
const EMPTY: Record<VerificationStatus, { title: string; description: string }> = {
  pending: { title: 'No one is waiting', description: 'New applications from coaches show here, oldest first.' },
  approved: { title: 'No approvals yet', description: 'Approved applications show here, newest first.' },
  rejected: { title: 'No rejections', description: 'Rejected applications show here with their reason.' },
};

const isStatus = (value: string | null): value is VerificationStatus => VERIFICATION_STATUSES.some((s) => s === value);
const hrefOf = (status: VerificationStatus, page = 1) => {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/verification?${query}` : '/admin/verification';
};

function Queue({ status, page }: { status: VerificationStatus; page: number }) {
  const queue = useVerificationQueue(status, page);
  return (
    <PagedList query={queue} what="applications" empty={EMPTY[status]} page={page} hrefFor={(p) => hrefOf(status, p)}>
      {(rows) => (
        <div className="flex flex-col gap-4">
          {rows.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </div>
      )}
    </PagedList>
  );
}

/** /admin/verification: coaches' applications, first come, first served (docs/product/verification.md "Deciding"). */
export default function VerificationQueuePage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status: VerificationStatus = isStatus(statusParam) ? statusParam : 'pending';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Verification" description="Check each coach's record and proofs before students can find and book them." />
      {role !== 'admin' ? (
        <AdminsOnly />
      ) : (
        <>
          <nav aria-label="Applications by status" className="flex gap-2">
            {VERIFICATION_STATUSES.map((s) => (
              <Link
                key={s}
                to={hrefOf(s)}
                aria-current={s === status ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium pointer-fine:min-h-9',
                  s === status ? 'border-primary-900 bg-primary-900 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {LABELS[s]}
              </Link>
            ))}
          </nav>
          <Queue status={status} page={pageFrom(params)} />
        </>
      )}
    </div>
  );
}
