import { useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useBlocker } from '../../../lib/router';

/**
 * While a test runs, leaving asks first: a link or the back button (the app's blocker), closing or
 * reloading the tab (the browser's own question). The clock does not stop either way.
 */
export function LeaveTestGuard({ when }: { when: boolean }) {
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
      title="Leave the test?"
      description="The clock keeps running while you are away, as at the board. Your answers so far are kept; you can come back to this test from the practice studio while its time lasts."
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay in the test
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </>
      }
    />
  );
}
