import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from '../../lib/router';
import { Avatar } from '../../components/ui/Avatar';
import { buttonClasses } from '../../components/ui/Button';
import { avatarUrlOf, displayName, useAuth } from '../../lib/auth';
import { Logo } from '../../components/ui/Logo';
import { MAIN_NAV } from './navItems';

// The menus pull in Radix (popper, focus trap): loaded when needed to keep the first page light.
const loadUserMenu = () => import('./UserMenu');
const loadMobileNav = () => import('./MobileNav');
const UserMenu = lazy(loadUserMenu);
// The bell polls the notifications of the signed-in (docs/product/notifications.md): loaded only for them.
const NotificationBell = lazy(() => import('../../features/notifications/components/NotificationBell'));
const MobileNav = lazy(loadMobileNav);

const link =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 xl:px-3 text-sm font-medium text-slate-700 hover:text-primary-900 hover:bg-slate-100 aria-[current=page]:text-primary-900 aria-[current=page]:font-semibold';

export function Navbar() {
  const { isSignedIn, user } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileLoaded, setMobileLoaded] = useState(false);

  useEffect(() => {
    if (isSignedIn) void loadUserMenu().catch(() => undefined);
  }, [isSignedIn]);

  // On phones and tablets, fetch the menu's code once the page is idle so the first tap is instant.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 1023px)').matches) return;
    const preload = () => void loadMobileNav().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, []);

  const openMobile = () => {
    setMobileLoaded(true);
    setMobileOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {MAIN_NAV.map((item) =>
            item.to.includes('#') ? (
              <Link key={item.to} to={item.to} className={link}>
                {item.label}
              </Link>
            ) : (
              <NavLink key={item.to} to={item.to} className={link}>
                {item.label}
              </NavLink>
            ),
          )}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {isSignedIn && (
            <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          )}
          {isSignedIn ? (
            <Suspense
              fallback={
                <span className="inline-flex size-11 items-center justify-center">
                  <Avatar src={avatarUrlOf(user)} name={displayName(user)} size={36} alt="" eager />
                </span>
              }
            >
              <UserMenu />
            </Suspense>
          ) : (
            <>
              <Link to="/login" className={buttonClasses({ variant: 'ghost', className: 'max-sm:hidden' })}>
                Sign In
              </Link>
              <Link to="/register" className={buttonClasses({ variant: 'accent', className: 'px-3 sm:px-4' })}>
                Get Started
              </Link>
            </>
          )}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-primary-900 hover:bg-slate-100 lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onPointerEnter={() => void loadMobileNav()}
            onTouchStart={() => void loadMobileNav()}
            onFocus={() => void loadMobileNav()}
            onClick={openMobile}
          >
            <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} />
        </Suspense>
      )}
    </header>
  );
}
