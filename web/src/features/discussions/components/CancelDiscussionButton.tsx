import { lazy, Suspense, type ComponentProps } from 'react';
import { useAuth } from '../../../lib/auth';
import type { CancelDiscussionDialog as Dialog } from './CancelDiscussionDialog';

const CancelDiscussionDialog = lazy(() => import('./CancelDiscussionDialog').then((m) => ({ default: m.CancelDiscussionDialog })));

/** "Cancel" on a discussion card, for admins; its code loads for admins only (the list is a public page). */
export function CancelDiscussionButton(props: ComponentProps<typeof Dialog>) {
  const { role } = useAuth();
  if (role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <CancelDiscussionDialog {...props} />
    </Suspense>
  );
}
