import { useEffect } from 'react';
import { Link, useLocation } from '../lib/router';
import { buttonClasses } from '../components/ui/Button';
import { usePageTitle } from '../lib/usePageTitle';

/** The catch-all route; unknown routes are logged (docs/product/screens.md "Not found and error screens"). */
export default function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page not found');
  useEffect(() => {
    console.warn('404: no route for', location.pathname);
  }, [location.pathname]);
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary-900">404</p>
      <h1 className="mt-4 text-xl font-semibold text-slate-800">Oops! Page not found</h1>
      <p className="mt-2 max-w-md text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses({ variant: 'primary', className: 'mt-8' })}>
        Return to Home
      </Link>
    </div>
  );
}
