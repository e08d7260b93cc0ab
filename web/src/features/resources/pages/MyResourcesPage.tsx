import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useMyResources } from '../api';
import { ResourceCard, ResourceCardSkeleton } from '../components/ResourceCard';

/** /dashboard/resources: the resources the user created, and a link to create one. */
export default function MyResourcesPage() {
  const { role } = useAuth();
  const canCreate = role === 'mentor' || role === 'admin';
  const { data, isPending, isError, error, refetch, isRefetching } = useMyResources(canCreate);
  const createLink = (
    <Link to="/resources/create" className={buttonClasses({ variant: 'accent' })}>
      Create resource
    </Link>
  );

  return (
    <>
      <PageHeader
        title="My resources"
        description={canCreate ? 'What you have shared with aspirants.' : undefined}
        actions={
          <>
            <Link to="/resources" className={buttonClasses({ variant: 'outline' })}>
              Browse library
            </Link>
            {canCreate && createLink}
          </>
        }
      />
      {!canCreate ? (
        <EmptyState
          title="Resources are shared by mentors"
          description="Read checklists, practice sets and notes from our coaches in the library."
          action={
            <Link to="/resources" className={buttonClasses({ variant: 'primary' })}>
              Browse resources
            </Link>
          }
        />
      ) : isPending ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading your resources…</span>
          <ResourceCardSkeleton />
          <ResourceCardSkeleton />
        </div>
      ) : isError ? (
        <ErrorState
          title="Your resources could not be loaded"
          message={messageOf(error, 'Please check your connection and try again.')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.data.length === 0 ? (
        <EmptyState title="You have not added any resources yet" description="Checklists and practice sets help aspirants most." action={createLink} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.data.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
