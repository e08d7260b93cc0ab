import { useSearchParams } from '../../../lib/router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import { useAuth } from '../../../lib/auth';
import type { RefundStatusFilter } from '../api';
import { AdminsOnly } from '../components/AdminsOnly';
import { DisputesTab } from '../components/DisputesTab';
import { PaymentsTab } from '../components/PaymentsTab';
import { PayoutsTab } from '../components/PayoutsTab';
import { isRefundStatus, RefundsTab } from '../components/RefundsTab';
import { TransfersTab } from '../components/TransfersTab';
import { PayoutAccountsTab } from '../../earnings/payout-account/PayoutAccountsTab';
import { TaxTab } from '../../tax/components/TaxTab';

const PAGE_PATH = '/admin/money';
const TABS = [
  { value: 'payments', label: 'Payments' },
  { value: 'refunds', label: 'Refunds' },
  { value: 'disputes', label: 'Disputes' },
  { value: 'payouts', label: 'Payouts' },
  { value: 'transfers', label: 'Transfers' },
  { value: 'payout-accounts', label: 'Payout accounts' },
  { value: 'tax', label: 'Tax' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/** The console's place in the URL: tab, page and refund filter, so a reload or a shared link keeps it. */
function searchOf(tab: Tab, page: number, status?: RefundStatusFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'payments') params.set('tab', tab);
  if (tab === 'refunds' && status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

function hrefOf(tab: Tab, page: number, status?: RefundStatusFilter): string {
  const query = searchOf(tab, page, status).toString();
  return query ? `${PAGE_PATH}?${query}` : PAGE_PATH;
}

/** /admin/money: payments, refunds, disputes to settle, and payouts to record (docs/product/money.md). */
export default function MoneyConsolePage() {
  const { role } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'payments';
  const page = pageFrom(params);
  const statusParam = params.get('status');
  const status: RefundStatusFilter = isRefundStatus(statusParam) ? statusParam : undefined;
  const go = (search: URLSearchParams) => setParams(search);

  return (
    <div>
      <PageHeader title="Money" description="Payments, refunds, no-show reports to settle, and payouts to coaches." />
      {role !== 'admin' ? (
        <AdminsOnly description="Only admins can see the platform's money." />
      ) : (
        <Tabs value={tab} onValueChange={(next) => isTab(next) && go(searchOf(next, 1))}>
          <TabsList className="max-sm:grid max-sm:grid-cols-2">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="payments">
            <PaymentsTab page={page} hrefFor={(p) => hrefOf('payments', p)} />
          </TabsContent>
          <TabsContent value="refunds">
            <RefundsTab page={page} status={status} onStatusChange={(s) => go(searchOf('refunds', 1, s))} hrefFor={(p) => hrefOf('refunds', p, status)} />
          </TabsContent>
          <TabsContent value="disputes">
            <DisputesTab page={page} hrefFor={(p) => hrefOf('disputes', p)} />
          </TabsContent>
          <TabsContent value="payouts">
            <PayoutsTab page={page} hrefFor={(p) => hrefOf('payouts', p)} />
          </TabsContent>
          <TabsContent value="transfers">
            <TransfersTab page={page} hrefFor={(p) => hrefOf('transfers', p)} />
          </TabsContent>
          <TabsContent value="payout-accounts">
            <PayoutAccountsTab page={page} hrefFor={(p) => hrefOf('payout-accounts', p)} />
          </TabsContent>
          <TabsContent value="tax">
            <TaxTab />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
