import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

/**
 * "Are you sure?" before something that cannot be undone: the trigger opens it, the red button runs
 * `onConfirm` with a `close` to call once it has worked (a failure leaves it open to try again).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button variant="danger" busy={busy} onClick={() => onConfirm(() => setOpen(false))}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
