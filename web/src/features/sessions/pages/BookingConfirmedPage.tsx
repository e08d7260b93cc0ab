import { sessionCalendarEvent } from '@ssb/domain';
import { Link, Navigate, useParams } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { AddToCalendar, siteOrigin } from '../../../components/AddToCalendar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useNow } from '../../../lib/useNow';
import { TestModeBanner } from '../../payments/checkout/TestModeBanner';
import { calendarUrl, useSession, type Session } from '../api';
import { BookingSummary } from '../components/BookingSummary';
import { MeetingJoin, useMeetingClock } from '../components/MeetingJoin';
import { checkoutPath, sessionPath } from '../paths';

function Confirmed({ session, refetch }: { session: Session; refetch: () => unknown }) {
  const now = useMeetingClock([session], refetch, useNow(15_000));
  const payment = session.payment;
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950">
        <svg className="mt-0.5 size-6 shrink-0 text-green-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m8 12.5 2.5 2.5L16 9.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <p className="font-semibold">{payment ? 'Payment received. Your session is booked.' : 'Your free session is booked.'}</p>
          <p className="mt-0.5 text-sm">We have emailed you and your coach the details.</p>
        </div>
      </div>
      {payment?.gateway === 'test' && <TestModeBanner />}
      <BookingSummary session={session} amountLabel={payment ? 'Paid' : 'Price'} />

      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold text-primary-900">Meeting</h2>
        <MeetingJoin session={session} now={now} />
      </section>

      <AddToCalendar icsUrl={calendarUrl(session.id)} event={sessionCalendarEvent(session, siteOrigin())} />

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {payment?.receiptUrl && (
          <Link to={payment.receiptUrl} className={buttonClasses({ variant: 'outline' })}>
            Receipt
          </Link>
        )}
        <Link to={sessionPath(session.id)} className={buttonClasses({ variant: 'outline' })}>
          Session details
        </Link>
        <Link to="/dashboard/sessions" className={buttonClasses({ variant: 'primary' })}>
          Go to my sessions
        </Link>
      </div>
    </div>
  );
}

/** /sessions/{id}/confirmed: where a paid (or free) booking lands (docs/product/money.md "Hold, then pay"). */
export default function BookingConfirmedPage() {
  const { id } = useParams();
  const query = useSession(id);
  const session = query.data;

  let body;
  if (query.isPending)
    body = (
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-16" />
        <Skeleton className="h-48" />
        <Skeleton className="h-24" />
      </div>
    );
  else if (query.isError || !session)
    body = (
      <EmptyState
        title="Session not found"
        description="It may have been removed, or it belongs to someone else."
        action={
          <Link to="/dashboard/sessions" className={buttonClasses({ variant: 'outline' })}>
            Go to my sessions
          </Link>
        }
      />
    );
  else if (session.status === 'pending_payment') body = <Navigate to={checkoutPath(session.id)} replace />;
  else if (session.status === 'scheduled' || session.status === 'completed') body = <Confirmed session={session} refetch={query.refetch} />;
  else body = <Navigate to={sessionPath(session.id)} replace />;

  return (
    <div className="container-page max-w-xl py-8 sm:py-12">
      <PageHeader title="Booking confirmed" />
      {body}
    </div>
  );
}
