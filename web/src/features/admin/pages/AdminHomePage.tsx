import { PageHeader } from '../../../components/ui/PageHeader';
import { useAuth } from '../../../lib/auth';
import { AdminOverviewPanel } from '../components/AdminOverviewPanel';
import { AdminsOnly } from '../components/AdminsOnly';

/** /admin: what needs an admin today, and the console's pages (docs/product/admin-console.md). */
export default function AdminHomePage() {
  const { role } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Admin console" description="What needs you today. Counts are for India's calendar day." />
      {role !== 'admin' ? <AdminsOnly /> : <AdminOverviewPanel />}
    </div>
  );
}
