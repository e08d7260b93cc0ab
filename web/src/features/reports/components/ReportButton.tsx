import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useAuth } from '../../../lib/auth';
import type { ReportDialog as Dialog } from './ReportDialog';
import { ReportTrigger } from './ReportTrigger';

const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/**
 * "Report" on public pages: the dialog's code (Radix dialog, the reasons) loads only for signed-in
 * visitors, so a signed-out reader's page carries none of it (docs/decisions/009-start-up-time.md).
 * Until it has loaded, the same button stands in its place (nothing moves when it arrives on a
 * server-rendered page), and a tap on it opens the dialog once it is there.
 */
export function ReportButton({ ownerId, ...props }: ComponentProps<typeof Dialog> & { ownerId?: string | null }) {
  const { isSignedIn, user } = useAuth();
  const [tappedEarly, setTappedEarly] = useState(false);
  if (!isSignedIn || (ownerId && user?.id === ownerId)) return null;
  return (
    <Suspense fallback={<ReportTrigger what={props.what} onClick={() => setTappedEarly(true)} />}>
      <ReportDialog {...props} initiallyOpen={tappedEarly} />
    </Suspense>
  );
}
