import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, type SessionDto } from '@ssb/domain';
import { SessionCardHeading } from '../../sessions/components/SessionCardHeading';
import { useDisputes } from '../api';
import { PagedList } from './PagedList';
import { ResolveDisputeDialog } from './ResolveDisputeDialog';

function DisputeCard({ session }: { session: SessionDto }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <SessionCardHeading sessionId={session.id} title={session.title} who={`${session.menteeName} with ${session.mentor.name}`} scheduledAt={session.scheduledAt} />
        {session.payment && <p className="font-semibold text-slate-900">{formatPaise(session.payment.amount)}</p>}
      </div>
      <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
        <p>
          No-show reported
          {session.disputedAt && (
            <>
              {' '}
              on <LocalDate iso={session.disputedAt} withTime />
            </>
          )}
        </p>
        {session.disputeReason && <p className="mt-1 break-words whitespace-pre-line">&ldquo;{session.disputeReason}&rdquo;</p>}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <ResolveDisputeDialog session={session} outcome="refund" />
        <ResolveDisputeDialog session={session} outcome="complete" />
      </div>
    </article>
  );
}

/** Sessions with a no-show report, oldest first: each is refunded in full or completed. */
export function DisputesTab({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const disputes = useDisputes(page);
  return (
    <PagedList
      query={disputes}
      what="disputes"
      empty={{ title: 'No open disputes', description: 'No-show reports from mentees show here until you settle them.' }}
      page={page}
      hrefFor={hrefFor}
    >
      {(rows) => (
        <ul className="flex flex-col gap-3">
          {rows.map((session) => (
            <li key={session.id}>
              <DisputeCard session={session} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
