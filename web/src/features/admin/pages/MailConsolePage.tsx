import { useSearchParams } from '../../../lib/router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { pageFrom } from '../../../components/ui/Pager';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../components/AdminsOnly';
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
        <AdminsOnly />
      ) : (
        <FailedMailList page={page} hrefFor={(p) => (p > 1 ? `/admin/mail?page=${p}` : '/admin/mail')} />
      )}
    </div>
  );
}
