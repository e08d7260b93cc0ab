import { PRACTICE_TEST_KINDS, PRACTICE_TESTS, type PracticeTestKind } from '@ssb/domain';
import { useParams } from '../../../lib/router';
import { BackLink } from '../../../components/ui/BackLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError, messageOf } from '../../../lib/api';
import { useEditablePracticeSet } from '../api';
import { SetEditor } from '../components/SetEditor';

const isKind = (kind: string | undefined): kind is PracticeTestKind => PRACTICE_TEST_KINDS.some((k) => k === kind);

function ExistingSet({ id }: { id: string }) {
  const set = useEditablePracticeSet(id);
  if (set.isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (set.isError) {
    return isApiError(set.error) && set.error.status === 404 ? (
      <EmptyState title="Practice set not found" description="It may belong to another coach." />
    ) : (
      <ErrorState message={messageOf(set.error)} onRetry={() => void set.refetch()} retrying={set.isFetching} />
    );
  }
  const kind = set.data.kind;
  return (
    <>
      <PageHeader className="mb-0!" title={set.data.title} eyebrow={`${PRACTICE_TESTS[kind].name} (${PRACTICE_TESTS[kind].short})`} />
      <SetEditor key={set.data.updatedAt} kind={kind} set={set.data} />
    </>
  );
}

/** /dashboard/practice-sets/new/{kind} and /dashboard/practice-sets/{id}: writing one set. */
export default function PracticeSetEditorPage() {
  const { id, kind } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/dashboard/practice-sets">Practice sets</BackLink>
      {id ? (
        <ExistingSet id={id} />
      ) : isKind(kind) ? (
        <>
          <PageHeader className="mb-0!" title={`New ${PRACTICE_TESTS[kind].short} set`} eyebrow={PRACTICE_TESTS[kind].name} />
          <SetEditor kind={kind} set={null} />
        </>
      ) : (
        <EmptyState title="Choose a test" description="Practice sets are written for WAT, SRT, TAT, PPDT, SD or OIR." />
      )}
    </div>
  );
}
