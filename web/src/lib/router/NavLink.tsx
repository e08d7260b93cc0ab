import { Link } from './Link';
import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from './location';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
  to: string;
  /** Active on `to` only, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** Whether a link to `to` stands for the page at `pathname`: that page or one below it (`/` only itself), any case. */
export function isActiveLink(to: string, pathname: string, end = false): boolean {
  const path = withoutTrailingSlash(pathname.toLowerCase());
  const target = withoutTrailingSlash(to.toLowerCase());
  return path === target || (!end && target !== '/' && path.startsWith(`${target}/`));
}

/** A link that knows whether it leads to the page on screen: `aria-current="page"` and the active class. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const isActive = isActiveLink(to, useLocation().pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
