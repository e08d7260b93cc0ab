import { REPORT_STATUSES, type ReportStatus } from '@ssb/domain';
import { useSearchParams } from '../../../lib/router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { PagedList } from '../../admin/components/PagedList';
import { consoleHref, StatusTabs } from '../../admin/components/StatusTabs';
import { useReportQueue } from '../api';
import { ReportCard } from '../components/ReportCard';

const LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };
const isStatus = (value: string | null): value is ReportStatus => REPORT_STATUSES.some((s) => s === value);
const hrefOf = (status: ReportStatus, page = 1) => consoleHref('/admin/reports', status, 'open', page);

function Queue({ status, page }: { status: ReportStatus; page: number }) {
  const queue = useReportQueue(status, page);
  return (
    <PagedList
      query={queue}
      what="reports"
      empty={status === 'open' ? { title: 'No open reports', description: 'Reports from members show here, oldest first.' } : { title: `No ${LABELS[status].toLowerCase()} reports` }}
      page={page}
      hrefFor={(p) => hrefOf(status, p)}
    >
      {(rows) => (
        <div className="flex flex-col gap-4">
          {rows.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
      )}
    </PagedList>
  );
}

/** /admin/reports: what members reported, to look at and close (docs/product/admin-console.md "Reports"). */
export default function ReportsQueuePage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReportStatus = isStatus(statusParam) ? statusParam : 'open';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Reports" description="Profiles, reviews, articles and resources members reported. Act, then close each with a note." />
      {role !== 'admin' ? (
        <AdminsOnly />
      ) : (
        <>
          <StatusTabs label="Reports by status" statuses={REPORT_STATUSES} current={status} labels={LABELS} hrefOf={hrefOf} />
          <Queue status={status} page={pageFrom(params)} />
        </>
      )}
    </div>
  );
}
