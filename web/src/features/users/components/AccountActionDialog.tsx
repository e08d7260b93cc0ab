import { accountActionSchema, type AdminUserListItem } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useAccountAction } from '../api';

/** Suspend (or reactivate) one account, with the reason the person is told and the audit log keeps. */
export function AccountActionDialog({ user }: { user: AdminUserListItem }) {
  const action = user.isActive ? 'suspend' : 'reactivate';
  const mutation = useAccountAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const checked = useCheckedSubmit(accountActionSchema, (input) => mutation.mutateAsync({ id: user.id, action, reason: input.reason }), {
    done: action === 'suspend' ? `${user.name} is suspended` : `${user.name} is active again`,
    failed: action === 'suspend' ? 'Could not suspend' : 'Could not reactivate',
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant={action === 'suspend' ? 'outline' : 'primary'}>
          {action === 'suspend' ? 'Suspend' : 'Reactivate'}
          <span className="sr-only"> {user.name}</span>
        </Button>
      }
      title={action === 'suspend' ? `Suspend ${user.name}?` : `Reactivate ${user.name}?`}
      description={
        action === 'suspend'
          ? 'They are signed out and cannot sign in. A coach leaves every list. Every session of theirs still to come is cancelled and refunded in full; both sides are told.'
          : 'They can sign in again; a verified coach is listed again. Cancelled sessions stay cancelled.'
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void checked.submit({ reason }).then((sent) => sent && setOpen(false));
        }}
      >
        <Field label="Reason" required error={checked.error ?? undefined} hint="Told to the person by mail, and kept in the audit log.">
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={mutation.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant={action === 'suspend' ? 'danger' : 'primary'} busy={mutation.isPending} busyLabel={action === 'suspend' ? 'Suspending…' : 'Reactivating…'}>
            {action === 'suspend' ? 'Suspend account' : 'Reactivate account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
