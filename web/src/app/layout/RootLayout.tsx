import { lazy, Suspense, type ReactNode } from 'react';
import { Navbar } from './Navbar';
import { NavigationProgress } from './NavigationProgress';
import { AppConnectionBanner } from './AppConnectionBanner';
import { LocationCommits } from '../LocationCommits';
import { ScrollToHash } from '../ScrollToHash';
import { configQuery } from '../../lib/config';
import type { ServerData } from '../../lib/serverData';

// Below the fold on every page: its own chunk, so the first page's JavaScript stays small.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** What the layout shows on every page, for the server renderer to fetch: the footer's contact details. */
export const layoutServerData: ServerData = (qc) => [qc.prefetchQuery(configQuery)];

/** The layout's lazy modules (keys of Vite's build manifest), named in server-rendered pages' HTML. */
export const LAYOUT_LAZY_MODULES = ['src/app/layout/Footer.tsx'];

/** Every page: skip link, navbar, the connection banner, main content, footer. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-primary-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <ScrollToHash />
      <LocationCommits />
      <Navbar />
      <AppConnectionBanner />
      {/* At least a screen tall: the footer starts below the fold, so content arriving after the first paint never moves it in view. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense fallback={<div className="mt-16 min-h-96 bg-primary-900" aria-hidden="true" />}>
        <Footer />
      </Suspense>
    </div>
  );
}
