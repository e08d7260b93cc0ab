import { PAYOUT_ACCOUNT_MESSAGES, type AdminPayoutAccountDto } from '@ssb/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { PagedList } from '../../admin/components/PagedList';
import { useAdminPayoutAccounts, usePayoutAccountAction } from './api';
import { PayoutStatusBadge } from './PayoutStatusBadge';

/** Suspend (or lift a suspension), always with a reason the coach is told and the audit log keeps. */
function ActionDialog({ account }: { account: AdminPayoutAccountDto }) {
  const action = account.status === 'suspended' ? 'reactivate' : 'suspend';
  const mutation = usePayoutAccountAction(action);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (reason.trim().length < 10) return setError(PAYOUT_ACCOUNT_MESSAGES.reason);
    try {
      await mutation.mutateAsync({ coachId: account.coachId, reason: reason.trim() });
      notify('success', action === 'suspend' ? 'Payout account suspended' : 'Suspension lifted', { description: account.coachName });
      setOpen(false);
    } catch (failure) {
      setError(messageOf(failure, 'That did not work. Please try again.'));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        setError(null);
        setOpen(next);
      }}
      trigger={
        <Button variant={action === 'suspend' ? 'danger' : 'outline'} size="sm">
          {action === 'suspend' ? 'Suspend' : 'Reactivate'}
        </Button>
      }
      title={action === 'suspend' ? `Suspend ${account.coachName}'s payout account?` : `Lift the suspension of ${account.coachName}'s payout account?`}
      description={action === 'suspend' ? 'Nothing is transferred to it until it is reactivated. The coach is told the reason.' : 'It goes back to review at the payment gateway.'}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Back
            </Button>
          </DialogClose>
          <Button variant={action === 'suspend' ? 'danger' : 'primary'} busy={mutation.isPending} busyLabel="Saving…" onClick={() => void confirm()}>
            {action === 'suspend' ? 'Suspend' : 'Reactivate'}
          </Button>
        </>
      }
    >
      <Field label="Reason" error={error ?? undefined} required>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={1000} />
      </Field>
      {mutation.isError && !error && <Alert tone="danger">{messageOf(mutation.error)}</Alert>}
    </Dialog>
  );
}

/** The money console's payout accounts (docs/product/money.md "Payout account"): masked, with status and reason. */
export function PayoutAccountsTab({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const accounts = useAdminPayoutAccounts(page);
  return (
    <PagedList query={accounts} what="payout accounts" empty={{ title: 'No payout accounts yet', description: 'A coach adds one from their Earnings page.' }} page={page} hrefFor={hrefFor}>
      {(rows) => (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Payout accounts">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th className="py-2 pr-4">Coach</th>
                <th className="py-2 pr-4">Status</th>
                <th className="py-2 pr-4">Paid into</th>
                <th className="py-2 pr-4">PAN</th>
                <th className="py-2 pr-4">State</th>
                <th className="py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((a) => (
                <tr key={a.coachId}>
                  <td className="py-3 pr-4">
                    <span className="block font-medium text-slate-900">{a.coachName}</span>
                    <span className="text-slate-600">{a.legalName}</span>
                  </td>
                  <td className="py-3 pr-4">
                    <PayoutStatusBadge status={a.status} />
                    {a.reason && <span className="mt-1 block text-slate-600">{a.reason}</span>}
                  </td>
                  <td className="py-3 pr-4">{a.method === 'bank' ? `${a.accountNumberMasked ?? ''} · ${a.ifsc ?? ''}` : `UPI ${a.upiId ?? ''}`}</td>
                  <td className="py-3 pr-4">{a.panMasked}</td>
                  <td className="py-3 pr-4">{a.stateName}</td>
                  <td className="py-3 text-right">
                    <ActionDialog account={a} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}
