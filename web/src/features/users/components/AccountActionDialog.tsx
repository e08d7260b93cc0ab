import { accountActionSchema, type AdminUserListItem } from '@ssb/domain';
import { ReasonDialog } from '../../../components/forms/ReasonDialog';
import { Button } from '../../../components/ui/Button';
import { useAccountAction } from '../api';

/** Suspend (or reactivate) one account, with the reason the person is told and the audit log keeps. */
export function AccountActionDialog({ user }: { user: AdminUserListItem }) {
  const action = user.isActive ? 'suspend' : 'reactivate';
  const mutation = useAccountAction();
  const suspend = action === 'suspend';
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={suspend ? 'outline' : 'primary'}>
          {suspend ? 'Suspend' : 'Reactivate'}
          <span className="sr-only"> {user.name}</span>
        </Button>
      }
      title={suspend ? `Suspend ${user.name}?` : `Reactivate ${user.name}?`}
      description={
        suspend
          ? 'They are signed out and cannot sign in. A coach leaves every list. Every session of theirs still to come is cancelled and refunded in full; both sides are told. Practice reviews they have still to write lapse, and paid ones are refunded in full.'
          : 'They can sign in again; a verified coach is listed again. Cancelled sessions stay cancelled.'
      }
      hint="Told to the person by mail, and kept in the audit log."
      schema={accountActionSchema}
      confirm={suspend ? { label: 'Suspend account', busyLabel: 'Suspending…', variant: 'danger' } : { label: 'Reactivate account', busyLabel: 'Reactivating…' }}
      onConfirm={(reason) => mutation.mutateAsync({ id: user.id, action, reason })}
      words={suspend ? { done: `${user.name} is suspended`, failed: 'Could not suspend' } : { done: `${user.name} is active again`, failed: 'Could not reactivate' }}
      busy={mutation.isPending}
    />
  );
}
