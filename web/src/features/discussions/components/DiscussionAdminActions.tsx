import { lazy, Suspense, type ComponentProps } from 'react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth';
import type { CancelDiscussionDialog as Dialog } from './CancelDiscussionDialog';

const CancelDiscussionDialog = lazy(() => import('./CancelDiscussionDialog').then((m) => ({ default: m.CancelDiscussionDialog })));

/** "Edit" and "Cancel" on a discussion card, for admins; the dialog's code loads for admins only (the list is a public page). */
export function DiscussionAdminActions(props: ComponentProps<typeof Dialog>) {
  const { role } = useAuth();
  if (role !== 'admin') return null;
  return (
    <span className="flex gap-1">
      <Link to={`/admin/discussions/${props.discussion.id}/edit`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        Edit<span className="sr-only"> {props.discussion.title}</span>
      </Link>
      <Suspense fallback={null}>
        <CancelDiscussionDialog {...props} />
      </Suspense>
    </span>
  );
}
