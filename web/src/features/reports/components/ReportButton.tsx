import { lazy, Suspense, type ComponentProps } from 'react';
import { useAuth } from '../../../lib/auth';
import type { ReportDialog as Dialog } from './ReportDialog';

const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/**
 * "Report" on public pages: the dialog's code (Radix dialog, the reasons) loads only for signed-in
 * visitors, so a signed-out reader's page carries none of it (docs/decisions/009-start-up-time.md).
 */
export function ReportButton({ ownerId, ...props }: ComponentProps<typeof Dialog> & { ownerId?: string | null }) {
  const { isSignedIn, user } = useAuth();
  if (!isSignedIn || (ownerId && user?.id === ownerId)) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
