import { LocalDate } from '../../../components/ui/LocalDate';
import { type FailedMail } from '@ssb/domain';
import { Button } from '../../../components/ui/Button';
import { MoneyTable, type MoneyColumn } from '../../../components/ui/MoneyTable';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useFailedMail, useRetryMail } from '../api';
import { PagedList } from './PagedList';

function RetryButton({ mail }: { mail: FailedMail }) {
  const retry = useRetryMail();
  return (
    <Button
      size="sm"
      variant="outline"
      busy={retry.isPending}
      busyLabel="Sending…"
      aria-label={`Send again to ${mail.to}`}
      onClick={() =>
        retry.mutate(mail.id, {
          onSuccess: () => notify('success', 'Sending again', { description: `To ${mail.to}` }),
          onError: (failure) => notify('error', 'Could not send again', { description: messageOf(failure, 'Please try again.') }),
        })
      }
    >
      Send again
    </Button>
  );
}

const COLUMNS: MoneyColumn<FailedMail>[] = [
  { header: 'Failed', cell: (m) => <LocalDate className="whitespace-nowrap" iso={m.failedAt} withTime /> },
  {
    header: 'Mail',
    cell: (m) => (
      <>
        <span className="block font-medium break-all text-slate-900">{m.to}</span>
        <span className="block text-slate-600">{m.subject}</span>
      </>
    ),
  },
  { header: 'Why', cell: (m) => <span className="break-words text-red-800">{m.lastError ?? 'Unknown'}</span> },
  { header: 'Tries', numeric: true, cell: (m) => m.attempts },
  { header: '', cell: (m) => <RetryButton mail={m} /> },
];

/** Mails the outbox gave up on: an address refused, or a server down through every retry. */
export function FailedMailList({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const mail = useFailedMail(page);
  return (
    <PagedList query={mail} what="failed mails" empty={{ title: 'No failed mail', description: 'Every mail so far was delivered or is still being tried.' }} page={page} hrefFor={hrefFor}>
      {(rows) => <MoneyTable caption="Failed mail" rows={rows} columns={COLUMNS} rowKey={(m) => m.id} />}
    </PagedList>
  );
}
