import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { FailedMailList } from '../components/FailedMailList';

/** /admin/mail: mail that could not be delivered, to look at and send again (docs/product/mail-outbox.md "Failed mail"). */
export default function MailConsolePage() {
  const { role } = useAuth();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  return (
    <div>
      <PageHeader title="Mail" description="Mail that could not be delivered. Fix the address or wait for the server, then send it again." />
      {role !== 'admin' ? (
        <div role="alert" className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-900">Admins only.</p>
          <Link to="/dashboard" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
            Back to the dashboard
          </Link>
        </div>
      ) : (
        <FailedMailList page={page} hrefFor={(p) => (p > 1 ? `/admin/mail?page=${p}` : '/admin/mail')} />
      )}
    </div>
  );
}
