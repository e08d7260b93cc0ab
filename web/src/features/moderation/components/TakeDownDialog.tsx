import { moderationReasonSchema, type ContentKind } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useSetTakenDown } from '../api';

/**
 * An admin's "Take down" (or "Restore") of a post or resource, with the reason its author is told
 * (TakeDownButton offers it to admins only). `onDone` runs after the change (e.g. to leave a page readers no longer see).
 */
export function TakeDownDialog({ kind, id, title, down, onDone }: { kind: ContentKind; id: string; title: string; down: boolean; onDone?: () => void }) {
  const change = useSetTakenDown();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const checked = useCheckedSubmit(moderationReasonSchema, (input) => change.mutateAsync({ kind, id, down, reason: input.reason }), {
    done: down ? 'Taken down' : 'Restored',
    failed: down ? 'Could not take it down' : 'Could not restore it',
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant={down ? 'outline' : 'primary'} className={down ? 'text-red-700' : undefined}>
          {down ? 'Take down' : 'Restore'}
          <span className="sr-only"> {title}</span>
        </Button>
      }
      title={down ? `Take down “${title}”?` : `Restore “${title}”?`}
      description={down ? 'Readers no longer see it; its author still does, with your reason, and is told in the app.' : 'Readers see it again; the author is told.'}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void checked.submit({ reason }).then((sent) => {
            if (!sent) return;
            setOpen(false);
            onDone?.();
          });
        }}
      >
        <Field label="Reason" required error={checked.error ?? undefined} hint="The author reads this. Kept in the audit log.">
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={change.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant={down ? 'danger' : 'primary'} busy={change.isPending} busyLabel="Saving…">
            {down ? 'Take down' : 'Restore'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
