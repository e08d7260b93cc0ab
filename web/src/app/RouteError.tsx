import { buttonClasses } from '../components/ui/Button';
import { usePageTitle } from '../lib/usePageTitle';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred';
}

/** A page failed to load or render (docs/product/screens.md "Not found and error screens"). */
export function RouteError({ error }: { error: unknown }) {
  const message = describe(error);
  usePageTitle('Error');
  const chunkFailed = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary-900">Unexpected Application Error!</h1>
        <p className="mt-3 break-words text-slate-700">{message}</p>
        {chunkFailed && (
          <p className="mt-2 text-sm text-slate-600">The app may have been updated. Reloading usually fixes this.</p>
        )}
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={() => window.location.reload()}>
            Reload the page
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
