import { buttonClasses } from '../components/ui/Button';
import { isApiError } from '../lib/api';
import { navigate, useLocation } from '../lib/router';
import { usePageTitle } from '../lib/usePageTitle';
import { chunkFailure } from './chunkError';

const OFFLINE_TITLE = 'You are offline';
const UPDATED_TITLE = 'A new version is ready';

/**
 * A page failed to load or render (docs/product/screens.md "Not found and error screens"). Never
 * developer text: a page whose code did not arrive says "You are offline" (offline) or "A new
 * version is ready" (online: the old file is gone after a deploy); any other failure says so plainly.
 */
export function RouteError({ error }: { error: unknown }) {
  const failure = chunkFailure(error, typeof navigator === 'undefined' || navigator.onLine);
  const location = useLocation();
  usePageTitle(failure === 'offline' ? OFFLINE_TITLE : failure === 'updated' ? UPDATED_TITLE : 'Error');
  // The same address again: the error screen gives way and the page's code is asked for once more.
  const tryAgain = () => navigate(`${location.pathname}${location.search}${location.hash}`);
  const reload = () => window.location.reload();
  const [title, text, action, onAction] =
    failure === 'offline'
      ? [OFFLINE_TITLE, 'This page is not on your device yet. It opens once the connection is back.', 'Try again', tryAgain]
      : failure === 'updated'
        ? [UPDATED_TITLE, 'SSB Academy was updated while this tab was open. Reload to get the new version.', 'Reload', reload]
        : [
            'Something went wrong',
            isApiError(error) ? error.message : 'This page could not be shown. Reload the page, or return to Home.',
            'Reload the page',
            reload,
          ];
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary-900">{title}</h1>
        <p className="mt-3 break-words text-slate-700">{text}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={onAction}>
            {action}
          </button>
          {/* A full load: the app's own state may be what failed. */}
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            Return to Home
          </a>
        </div>
      </div>
    </div>
  );
}
