import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/Button';
import { usePageTitle } from '../lib/usePageTitle';

function describe(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' ? data : error.statusText;
    return { status: error.status, message: detail || `HTTP error! status: ${error.status}` };
  }
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return { message: 'An unexpected error occurred' };
}

/** A page failed to load or render (docs/product/screens.md "Not found and error screens"). */
export function RouteError() {
  const error = useRouteError();
  const { status, message } = describe(error);
  usePageTitle('Error');
  const chunkFailed = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary-900">Unexpected Application Error!</h1>
        {status !== undefined && <p className="mt-3 text-4xl font-bold text-slate-500">{status}</p>}
        <p className="mt-3 break-words text-slate-700">{message}</p>
        {chunkFailed && (
          <p className="mt-2 text-sm text-slate-600">The app may have been updated. Reloading usually fixes this.</p>
        )}
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/" className={buttonClasses({ variant: 'outline' })} reloadDocument>
            Return to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
