import { moderationReasonSchema, type ContentKind } from '@ssb/domain';
import { ReasonDialog } from '../../../components/forms/ReasonDialog';
import { Button } from '../../../components/ui/Button';
import { useSetTakenDown } from '../api';

/**
 * An admin's "Take down" (or "Restore") of a post or resource, with the reason its author is told
 * (TakeDownButton offers it to admins only). `onDone` runs after the change (e.g. to leave a page
 * readers no longer see).
 */
export function TakeDownDialog({ kind, id, title, down, onDone }: { kind: ContentKind; id: string; title: string; down: boolean; onDone?: () => void }) {
  const change = useSetTakenDown();
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={down ? 'outline' : 'primary'} className={down ? 'text-red-700' : undefined}>
          {down ? 'Take down' : 'Restore'}
          <span className="sr-only"> {title}</span>
        </Button>
      }
      title={down ? `Take down “${title}”?` : `Restore “${title}”?`}
      description={down ? 'Readers no longer see it; its author still does, with your reason, and is told in the app.' : 'Readers see it again; the author is told.'}
      hint="The author reads this. Kept in the audit log."
      schema={moderationReasonSchema}
      confirm={down ? { label: 'Take down', busyLabel: 'Saving…', variant: 'danger' } : { label: 'Restore', busyLabel: 'Saving…' }}
      onConfirm={async (reason) => {
        await change.mutateAsync({ kind, id, down, reason });
        onDone?.();
      }}
      words={{ done: down ? 'Taken down' : 'Restored', failed: down ? 'Could not take it down' : 'Could not restore it' }}
      busy={change.isPending}
    />
  );
}
