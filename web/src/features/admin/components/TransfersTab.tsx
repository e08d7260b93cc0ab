import { AdminTransferTable } from '../../earnings/components/TransferTable';
import { useAdminTransfers } from '../api';
import { PagedList } from './PagedList';

/** Transfers to coaches' linked accounts, newest first: held, on the way, paid out, reversed or failed (docs/product/money.md "Earnings"). */
export function TransfersTab({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const transfers = useAdminTransfers(page);
  return (
    <PagedList
      query={transfers}
      what="transfers"
      empty={{ title: 'No transfers yet', description: 'A transfer is made when a coach with an active payout account is paid for a session or review.' }}
      page={page}
      hrefFor={hrefFor}
    >
      {(rows) => <AdminTransferTable transfers={rows} />}
    </PagedList>
  );
}
