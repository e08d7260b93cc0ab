import { HOLD_MINUTES } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { NO_SHOW_RULE, RESCHEDULE_RULE, refundTiers } from '../checkout/terms';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="mb-2 text-lg font-semibold text-primary-900">{title}</h2>
      <div className="flex flex-col gap-2 text-slate-700">{children}</div>
    </section>
  );
}

/** /refunds: the public "Cancellation and refunds" policy, linked from the footer, the booking dialog and receipts. */
export default function RefundPolicyPage() {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <PageHeader
        title="Cancellation and refunds"
        description="What you get back when a paid session is cancelled, moved or missed. The same rules are applied by our system to every booking."
      />

      <Section title="Cancelling a session">
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Refund for each kind of cancellation</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Who cancels, and when
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Refund
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {refundTiers().map((tier) => (
                <tr key={tier.who}>
                  <td className="px-4 py-3">{tier.who}</td>
                  <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">{tier.refund}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm">
          The time that counts is when you press Cancel, measured against the session&apos;s start. Your session page always
          shows what a cancellation at this minute would refund, and the cancel dialog states it before you confirm.
        </p>
      </Section>

      <Section title="If your coach does not come">
        <p>{NO_SHOW_RULE}</p>
        <p>Use &quot;Report a no-show&quot; on the session&apos;s page.</p>
      </Section>

      <Section title="Moving a session">
        <p>{RESCHEDULE_RULE}</p>
      </Section>

      <Section title="Unpaid bookings">
        <p>
          While you pay, the time is held for you for {HOLD_MINUTES} minutes. If the payment does not complete in that time,
          the booking lapses and the time is free again; nothing is charged. If a payment arrives after the time was taken by
          someone else, it is refunded in full.
        </p>
      </Section>

      <Section title="How refunds are paid">
        <p>
          Refunds go back to the original payment method (the same card, UPI account or bank account). With Razorpay, our
          payment provider, a refund usually reaches you in 5-7 working days after it is sent.
        </p>
        <p>
          Your session page and your Payments page show each refund and its progress: decided, sent to the payment service,
          processed, or failed (a refund the payment service refuses is tried again; if it keeps failing, our team sends it
          again or pays it back to you directly, shown as refunded by hand). You also get an email.
        </p>
      </Section>

      <p className="mt-10 text-sm text-slate-600">
        Questions about a payment? Find your sessions and receipts under{' '}
        <Link to="/dashboard/sessions" className="font-semibold text-primary-700 underline">
          My sessions
        </Link>
        .
      </p>
    </div>
  );
}
