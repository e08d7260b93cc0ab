import { moderationReasonSchema, type Discussion } from '@ssb/domain';
import { ReasonDialog } from '../../../components/forms/ReasonDialog';
import { Button } from '../../../components/ui/Button';
import { useCancelDiscussion } from '../api';

/** An admin cancels a discussion with the reason every attendee is told (docs/product/content.md "Editing and cancelling"). */
export function CancelDiscussionDialog({ discussion }: { discussion: Pick<Discussion, 'id' | 'title' | 'attendeeCount'> }) {
  const cancel = useCancelDiscussion();
  const who = discussion.attendeeCount === 1 ? 'The 1 person who joined is' : `The ${discussion.attendeeCount} people who joined are`;
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700">
          Cancel<span className="sr-only"> {discussion.title}</span>
        </Button>
      }
      title={`Cancel “${discussion.title}”?`}
      description={`It leaves the list. ${discussion.attendeeCount > 0 ? `${who} told by mail and in the app, with your reason.` : 'Nobody has joined yet.'}`}
      hint="Attendees read this."
      schema={moderationReasonSchema}
      confirm={{ label: 'Cancel discussion', busyLabel: 'Cancelling…', variant: 'danger' }}
      keepLabel="Keep it"
      onConfirm={(reason) => cancel.mutateAsync({ id: discussion.id, reason })}
      words={{ done: 'Discussion cancelled; attendees are told', failed: 'Could not cancel the discussion' }}
      busy={cancel.isPending}
    />
  );
}
