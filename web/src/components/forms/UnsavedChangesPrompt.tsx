import { useEffect } from 'react';
import { useBlocker } from '../../lib/router';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** What the question before leaving says: unsaved changes by default; a running test says its own. */
export type LeaveWords = { title: string; description: string; stay: string; leave: string };

const UNSAVED: LeaveWords = {
  title: 'Leave without saving?',
  description: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  stay: 'Stay and save',
  leave: 'Leave without saving',
};

/**
 * Asks before leaving a page with unsaved changes (or, with other `words`, anything else worth not
 * losing): a dialog when the app navigates away, the browser's own question when the tab is closed
 * or reloaded.
 */
export function UnsavedChangesPrompt({ when, words = UNSAVED }: { when: boolean; words?: LeaveWords }) {
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
      title={words.title}
      description={words.description}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {words.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {words.leave}
          </Button>
        </>
      }
    />
  );
}
