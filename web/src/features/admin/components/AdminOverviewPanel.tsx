import { formatPaise, type AdminOverview } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAdminOverview } from '../api';

type Tile = { label: string; value: string; detail?: string; href: string; needsAction: boolean };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function tilesOf(o: AdminOverview): Tile[] {
  return [
    { label: 'Coaches waiting', value: String(o.coachesWaiting), detail: 'for verification', href: '/admin/verification', needsAction: o.coachesWaiting > 0 },
    { label: 'Open disputes', value: String(o.openDisputes), detail: 'no-show reports to settle', href: '/admin/money?tab=disputes', needsAction: o.openDisputes > 0 },
    { label: 'Payments today', value: formatPaise(o.paymentsToday.amountPaise), detail: plural(o.paymentsToday.count, 'payment', 'payments'), href: '/admin/money', needsAction: false },
    { label: 'Refunds today', value: formatPaise(o.refundsToday.amountPaise), detail: plural(o.refundsToday.count, 'refund', 'refunds'), href: '/admin/money?tab=refunds', needsAction: false },
    { label: 'Open reports', value: String(o.openReports), detail: 'from members', href: '/admin/reports', needsAction: o.openReports > 0 },
    { label: 'Failed mails', value: String(o.failedMails), detail: 'could not be delivered', href: '/admin/mail', needsAction: o.failedMails > 0 },
  ];
}

const PAGES = [
  { href: '/admin/verification', title: 'Verification', text: "Coaches' applications and proofs" },
  { href: '/admin/users', title: 'Users', text: 'Find, suspend and reactivate accounts' },
  { href: '/admin/reports', title: 'Reports', text: 'What members reported' },
  { href: '/admin/content', title: 'Content', text: 'Articles and resources taken down' },
  { href: '/admin/money', title: 'Money', text: 'Payments, refunds, disputes, payouts' },
  { href: '/admin/mail', title: 'Mail', text: 'Mail that could not be delivered' },
  { href: '/admin/audit', title: 'Audit log', text: 'Every admin action, who and when' },
];

/** What needs an admin today (counts, each a link to its page) and the console's pages. For admins only: it calls the admins' API. */
export function AdminOverviewPanel() {
  const overview = useAdminOverview();
  return (
    <>
      <section aria-labelledby="today">
        <h2 id="today" className="sr-only">
          Today
        </h2>
        {overview.isPending ? (
          <div aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <span className="sr-only">Loading the overview…</span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : overview.isError ? (
          <ErrorState title="The overview could not be loaded" message={messageOf(overview.error, 'Please check your connection and try again.')} onRetry={() => void overview.refetch()} retrying={overview.isRefetching} />
        ) : (
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {tilesOf(overview.data).map((tile) => (
              <li key={tile.label}>
                <Link
                  to={tile.href}
                  className={cn(
                    'flex h-full flex-col rounded-xl border bg-white p-4 hover:border-primary-400',
                    tile.needsAction ? 'border-accent-500 ring-1 ring-accent-500' : 'border-slate-200',
                  )}
                >
                  <span className="text-sm text-slate-600">{tile.label}</span>
                  <span className="text-2xl font-bold text-slate-900 tabular-nums">{tile.value}</span>
                  {tile.detail && <span className="text-xs text-slate-500">{tile.detail}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <nav aria-label="Console pages">
        <ul className="grid gap-3 sm:grid-cols-2">
          {PAGES.map((p) => (
            <li key={p.href}>
              <Link to={p.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-primary-400">
                <span className="font-semibold text-slate-900">{p.title}</span>
                <span className="text-sm text-slate-600">{p.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
