import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useCheckedSubmit } from '../../lib/useCheckedSubmit';
import { Button, type ButtonVariant } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Textarea } from '../ui/Textarea';

export interface ReasonDialogProps {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** Under the reason: who reads it. */
  hint: string;
  /** The contract of `{reason}` (its messages are shown before anything is sent). */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  confirm: { label: string; busyLabel: string; variant?: ButtonVariant };
  keepLabel?: string;
  /** Sends the checked reason; the toasts say `done` or, with the server's words, `failed`. */
  onConfirm: (reason: string) => Promise<unknown>;
  words: { done: string; failed: string };
  busy: boolean;
}

/**
 * An admin action that needs a reason (suspend, take down, cancel a discussion): a dialog with the
 * reason checked by the server's own contract, kept on a refusal, and closed once done.
 */
export function ReasonDialog({ trigger, title, description, hint, schema, confirm, keepLabel = 'Cancel', onConfirm, words, busy }: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const checked = useCheckedSubmit(schema, (input) => onConfirm(input.reason), words);
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={description}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // Once sent, the reason is done with: the next action from this button (reactivating after a
          // suspension) asks for its own.
          void checked.submit({ reason }).then((sent) => {
            if (!sent) return;
            setOpen(false);
            setReason('');
          });
        }}
      >
        <Field label="Reason" required error={checked.error ?? undefined} hint={hint}>
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {keepLabel}
            </Button>
          </DialogClose>
          <Button type="submit" variant={confirm.variant ?? 'primary'} busy={busy} busyLabel={confirm.busyLabel}>
            {confirm.label}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
