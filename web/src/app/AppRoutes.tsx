import { Component, Suspense, type ReactNode } from 'react';
import { Route, useLocation, type AppLocation } from '../lib/router';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { PageFallback } from './layout/PageFallback';
import { RootLayout } from './layout/RootLayout';
import { loadedPage, matchPage, modulesOf } from './router';

/**
 * A page module's component. Its code is loaded before its location is shown (preparePage, given
 * to the app location), so only the very first page of a visit can still be on its way: its fallback.
 */
function Page({ module, children }: { module: string; children?: ReactNode }) {
  const page = loadedPage(module);
  if (!page) return <PageFallback />;
  const { default: Shown } = page;
  return <Shown>{children}</Shown>;
}

/** The page of the route at the current path, in its layout and behind sign-in where the route says so. */
function MatchedPage() {
  const { route } = matchPage(useLocation().pathname);
  // Each module around the next: the dashboard's layout around the page (modulesOf, outermost first).
  let page = modulesOf(route).reduceRight<ReactNode>((inner, module) => <Page module={module}>{inner}</Page>, undefined);
  if (route.signedIn) page = <RequireAuth>{page}</RequireAuth>;
  // The Route gives the page its parameters (useParams).
  return <Route path={route.path}>{page}</Route>;
}

type Caught = { error: unknown } | null;

type BoundaryProps = { location: AppLocation; children: ReactNode };

/**
 * Shows the error screen for a page that failed to load or render, until the visitor navigates
 * (another page, or the same one again: its code may load this time).
 */
class RouteErrorBoundary extends Component<BoundaryProps, { caught: Caught; location: AppLocation }> {
  override state = { caught: null as Caught, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: AppLocation }) {
    // Every navigation shows a new location object, the same address included.
    return props.location === state.location ? null : { caught: null, location: props.location };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}

/**
 * Every page of the route list (router.tsx) in the app's layout. A page that fails shows the error
 * screen inside the layout; the layout failing shows it alone.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <RootLayout>
        <RouteErrorBoundary location={location}>
          <Suspense fallback={<PageFallback />}>
            <MatchedPage />
          </Suspense>
        </RouteErrorBoundary>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
