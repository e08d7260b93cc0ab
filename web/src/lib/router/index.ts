/**
 * The app's navigation (docs/decisions/029): wouter's links, routes and parameters over the
 * location the app shows (location.tsx), with what the app needs on top: NavLink, the
 * navigation type and pending state, and holding back a page with unsaved changes.
 */
export { Route, Switch, useParams } from 'wouter';
export { Link } from './Link';
export { useSearchParams } from './searchParams';
export { decodedPath } from './paths';
export { BrowserLocation, Navigate, navigate, StaticLocation, useLocation, useNavigate, useNavigationPending, useNavigationType } from './location';
export type { AppLocation, NavigateOptions, NavigationType } from './location';
export { NavLink } from './NavLink';
export { useBlocker } from './blocker';
