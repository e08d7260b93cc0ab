import { useEffect } from 'react';
import { useBlocker } from '../../lib/router';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/**
 * Asks before leaving a page with unsaved changes: a dialog when the app navigates away, the
 * browser's own question when the tab is closed or reloaded.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(when);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. If you leave now, they are lost."
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay and save
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    />
  );
}
