import { LocalDate } from '../../../components/ui/LocalDate';
import { formatPaise, formatPrice, sessionCategoryLabel } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import type { Session } from '../api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** What was booked: coach, session, date and time with the zone, and the amount (the payment's, in paise, when there is one). */
export function BookingSummary({ session, amountLabel = 'Amount' }: { session: Session; amountLabel?: string }) {
  const amount = session.payment ? formatPaise(session.payment.amount) : session.price === 0 ? 'Free' : formatPrice(session.price);
  return (
    <section aria-label="Booking summary" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-3 border-b border-slate-200 pb-3">
        <Avatar src={session.mentor.profileImageUrl} name={session.mentor.name} size={44} alt="" />
        <div className="min-w-0">
          <p className="font-semibold text-primary-900">{session.title}</p>
          <p className="text-sm text-slate-600">with {session.mentor.name}</p>
        </div>
      </div>
      <dl className="divide-y divide-slate-100 text-sm">
        <Row label="When">
          <LocalDate iso={session.scheduledAt} withTime />
        </Row>
        <Row label="Length">{session.duration} minutes</Row>
        <Row label="Type">{sessionCategoryLabel(session.sessionType)}</Row>
        <Row label={amountLabel}>
          <span className="text-base font-bold">{amount}</span>
        </Row>
      </dl>
    </section>
  );
}
