import { VERIFICATION_STATUSES, type VerificationStatus } from '@ssb/domain';
import { useSearchParams } from '../../../lib/router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { PagedList } from '../../admin/components/PagedList';
import { consoleHref, StatusTabs } from '../../admin/components/StatusTabs';
import { useVerificationQueue } from '../api';
import { ApplicationCard } from '../components/ApplicationCard';

const LABELS: Record<VerificationStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
const EMPTY: Record<VerificationStatus, { title: string; description: string }> = {
  pending: { title: 'No one is waiting', description: 'New applications from coaches show here, oldest first.' },
  approved: { title: 'No approvals yet', description: 'Approved applications show here, newest first.' },
  rejected: { title: 'No rejections', description: 'Rejected applications show here with their reason.' },
};

const isStatus = (value: string | null): value is VerificationStatus => VERIFICATION_STATUSES.some((s) => s === value);
const hrefOf = (status: VerificationStatus, page = 1) => consoleHref('/admin/verification', status, 'pending', page);

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
          <StatusTabs label="Applications by status" statuses={VERIFICATION_STATUSES} current={status} labels={LABELS} hrefOf={hrefOf} />
          <Queue status={status} page={pageFrom(params)} />
        </>
      )}
    </div>
  );
}
