import { useState } from 'react';
import type { PayoutAccountDto } from '@ssb/domain';
import { Navigate } from '../../../lib/router';
import { Alert } from '../../../components/ui/Alert';
import { BackLink } from '../../../components/ui/BackLink';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { TestModeBanner } from '../../payments/checkout/TestModeBanner';
import { usePayoutAccount } from './api';
import { PayoutAccountForm } from './PayoutAccountForm';
import { PayoutStatusBadge } from './PayoutStatusBadge';

const STATUS_WORDS: Record<PayoutAccountDto['status'], string> = {
  not_started: 'Add where your earnings should go. We check it before paying into it.',
  under_review: 'Your account is being checked. Earnings wait here until it is active.',
  active: 'Your earnings are sent to this account as they become payable.',
  needs_clarification: 'Your account needs a correction before we can pay into it.',
  suspended: 'Nothing is sent to this account until our team lifts the suspension.',
};

function Summary({ data }: { data: PayoutAccountDto }) {
  const a = data.account!;
  const rows: [string, string][] = [
    ['Legal name', a.legalName],
    ['PAN', a.panMasked],
    ['Paid into', a.method === 'bank' ? `Bank account ${a.accountNumberMasked ?? ''}` : `UPI ${a.upiId ?? ''}`],
    ...(a.method === 'bank' ? ([['IFSC', a.ifsc ?? '']] as [string, string][]) : []),
    ['Mobile', a.phone],
    ['Address', `${a.street}, ${a.city} ${a.pinCode}`],
    ['State', a.stateName],
    ['GSTIN', a.gstinMasked ?? 'None'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2" aria-label="Saved payout account">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard/earnings/payout-account: where a coach is paid, masked once saved, with its review status (docs/product/money.md "Payout account"). */
export default function PayoutAccountPage() {
  const { role } = useAuth();
  const isMentor = role === 'mentor';
  const mine = usePayoutAccount(isMentor);
  const [editing, setEditing] = useState(false);
  if (!isMentor) return <Navigate to="/dashboard" replace />;

  const data = mine.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <BackLink to="/dashboard/earnings">Earnings</BackLink>
      <PageHeader className="mb-0!" title="Payout account" description="Where your earnings are paid: a bank account or UPI id, with your PAN and state." />
      {mine.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading your payout account…</span>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-48" />
        </div>
      ) : mine.isError ? (
        <ErrorState
          title="Your payout account could not be loaded"
          message={messageOf(mine.error, 'Please check your connection and try again.')}
          onRetry={() => void mine.refetch()}
          retrying={mine.isRefetching}
        />
      ) : (
        <>
          {data!.gateway === 'test' && <TestModeBanner />}
          <div className="flex flex-wrap items-center gap-3">
            <PayoutStatusBadge status={data!.status} />
            <p className="text-sm text-slate-700">{STATUS_WORDS[data!.status]}</p>
          </div>
          {data!.reason && (
            <Alert tone={data!.status === 'suspended' ? 'danger' : 'warning'} title={data!.status === 'suspended' ? 'Why it is suspended' : 'What to correct'} role="status">
              {data!.reason}
            </Alert>
          )}
          {data!.account && !editing ? (
            <>
              <Summary data={data!} />
              <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
                Change details
              </Button>
            </>
          ) : (
            <section aria-labelledby="payout-form-heading" className="flex flex-col gap-4">
              <h2 id="payout-form-heading" className="text-lg font-semibold text-primary-900">
                {data!.account ? 'Change your payout account' : 'Set up your payout account'}
              </h2>
              <PayoutAccountForm account={data!.account} onSaved={() => setEditing(false)} />
              {data!.account && (
                <Button variant="ghost" className="self-start" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
