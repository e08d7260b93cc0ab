import { Link, useParams } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAuth } from '../../../lib/auth';
import { AdminsOnly } from '../../admin/components/AdminsOnly';
import { useDiscussions } from '../api';
import { DiscussionForm } from './CreateDiscussionPage';

/** /admin/discussions/{id}/edit: an admin changes a discussion (docs/product/content.md "Editing and cancelling"). */
export default function EditDiscussionPage() {
  const { id } = useParams();
  const { role } = useAuth();
  const discussions = useDiscussions();
  if (role !== 'admin') {
    return (
      <div className="container-page py-8 sm:py-12">
        <AdminsOnly />
      </div>
    );
  }
  if (discussions.isPending) {
    return (
      <div className="container-page flex flex-col gap-4 py-8 sm:py-12" aria-busy="true">
        <span className="sr-only">Loading the discussion…</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 max-w-2xl" />
      </div>
    );
  }
  if (discussions.isError) {
    return (
      <div className="container-page py-8 sm:py-12">
        <ErrorState title="The discussion could not be loaded" message="Check your connection and try again." onRetry={() => void discussions.refetch()} retrying={discussions.isRefetching} />
      </div>
    );
  }
  const existing = discussions.data.find((d) => d.id === id);
  if (!existing) {
    return (
      <div className="container-page py-8 sm:py-12">
        <EmptyState
          title="Discussion not found"
          description="It may have been cancelled, or it ended more than 30 days ago."
          action={
            <Link to="/discussions" className={buttonClasses({ variant: 'outline' })}>
              Back to discussions
            </Link>
          }
        />
      </div>
    );
  }
  return <DiscussionForm existing={existing} />;
}
