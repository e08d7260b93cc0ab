import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';

/** What an admin console page shows anyone else (the server refuses them its data anyway). */
export function AdminsOnly({ description }: { description?: string }) {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <p className="font-semibold text-slate-900">Admins only.</p>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <Link to="/dashboard" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
        Back to the dashboard
      </Link>
    </div>
  );
}
