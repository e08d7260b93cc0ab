import { LocalDate } from '../../../components/ui/LocalDate';
import { ADMIN_ACTION_LABELS, type AuditEntry } from '@ssb/domain';
import { Link, useSearchParams } from '../../../lib/router';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { PagedList } from '../../admin/components/PagedList';
import { useAuditLog } from '../api';

/** `{status: 'pending'}` as 'status: pending'; nothing for an empty snapshot. */
const describe = (snapshot: Record<string, unknown> | null) =>
  snapshot
    ? Object.entries(snapshot)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : '—';

const ROLE_WORDS = { mentee: 'mentee', mentor: 'coach', admin: 'admin' } as const;
/** What a target without a name is called ("session", "refund", "payout account"). */
const typeWords = (type: string) => type.replaceAll('_', ' ');
const linkClass = 'text-primary-700 underline';

/** Who or what the action was about: "Priya Sharma (coach)" linked to where they are, a post's title, or the kind of thing. */
function targetOf(e: AuditEntry) {
  const { target } = e;
  if (target?.person) {
    const role = target.person.role ? ` (${ROLE_WORDS[target.person.role]})` : '';
    if (target.person.deleted) return <span className="block">{`${target.name}${role}`}</span>;
    const href = target.person.role === 'mentor' ? `/coaches/${e.targetId}` : `/admin/users?q=${encodeURIComponent(target.name)}`;
    return (
      <Link to={href} className={`block ${linkClass}`}>
        {`${target.name}${role}`}
      </Link>
    );
  }
  if (target) {
    const href = e.targetType === 'post' ? `/blog/${e.targetId}` : e.targetType === 'resource' ? `/resources/${e.targetId}` : null;
    const label = `${typeWords(e.targetType)} “${target.name}”`;
    return href ? (
      <Link to={href} className={`block ${linkClass}`}>
        {label}
      </Link>
    ) : (
      <span className="block">{label}</span>
    );
  }
  if (e.targetType === 'session' || e.targetType === 'review') {
    return (
      <Link to={`/sessions/${e.targetId}`} className={`block ${linkClass}`}>
        {e.targetType === 'review' ? 'A session’s review' : 'A session'}
      </Link>
    );
  }
  return <span className="block capitalize">{typeWords(e.targetType)}</span>;
}

const COLUMNS: MoneyColumn<AuditEntry>[] = [
  { header: 'When', cell: (e) => <LocalDate className="whitespace-nowrap" iso={e.createdAt} withTime /> },
  { header: 'Admin', cell: (e) => e.admin.name },
  {
    header: 'Action',
    cell: (e) => (
      <>
        <span className="block font-medium text-slate-900">{ADMIN_ACTION_LABELS[e.action]}</span>
        {targetOf(e)}
        {e.reason && <span className="block text-slate-600">Reason: {e.reason}</span>}
      </>
    ),
  },
  { header: 'Before', cell: (e) => <span className="break-words text-slate-600">{describe(e.before)}</span> },
  { header: 'After', cell: (e) => <span className="break-words text-slate-900">{describe(e.after)}</span> },
];

/** /admin/audit: every admin action, newest first; nothing here can be changed. */
export default function AuditLogPage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const log = useAuditLog(page, role === 'admin');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Audit log" description="Every admin action: who, what, when, before and after. It cannot be edited." />
      {role !== 'admin' ? (
        <AdminsOnly />
      ) : (
        <PagedList query={log} what="audit log" empty={{ title: 'No admin actions yet' }} page={page} hrefFor={(p) => (p > 1 ? `/admin/audit?page=${p}` : '/admin/audit')}>
          {(rows) => <MoneyTable caption="Audit log" rows={rows} columns={COLUMNS} rowKey={(e) => e.id} />}
        </PagedList>
      )}
    </div>
  );
}
