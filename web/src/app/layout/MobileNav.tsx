import { Link, NavLink } from '../../lib/router';
import { buttonClasses } from '../../components/ui/Button';
import { Sheet } from '../../components/ui/Sheet';
import { Avatar } from '../../components/ui/Avatar';
import { avatarUrlOf, displayName, useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { accountNavFor, MAIN_NAV } from './navItems';

const row =
  'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-900';

/** The phone menu: the same items as the navbar, in a slide-in panel. */
export default function MobileNav({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { isSignedIn, user, role, signOut } = useAuth();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" side="right">
      <nav aria-label="Main" className="flex flex-col gap-1 p-3">
        {MAIN_NAV.map((link) =>
          link.to.includes('#') ? (
            <Link key={link.to} to={link.to} className={row} onClick={close}>
              {link.label}
            </Link>
          ) : (
            <NavLink key={link.to} to={link.to} className={row} onClick={close}>
              {link.label}
            </NavLink>
          ),
        )}
      </nav>
      <div className="border-t border-slate-200 p-3">
        {isSignedIn ? (
          <div className="flex flex-col gap-1">
            <div className="mb-2 flex items-center gap-3 px-3 py-2">
              <Avatar src={avatarUrlOf(user)} name={displayName(user)} size={40} alt="" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
                {user?.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
              </div>
            </div>
            {accountNavFor(role).map((link) => (
              <NavLink key={link.to} to={link.to} className={row} onClick={close} end>
                {link.label}
              </NavLink>
            ))}
            <button
              type="button"
              className={cn(row, 'w-full text-left')}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Logout
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <Link to="/login" className={buttonClasses({ variant: 'outline', fullWidth: true })} onClick={close}>
              Sign In
            </Link>
            <Link to="/register" className={buttonClasses({ variant: 'accent', fullWidth: true })} onClick={close}>
              Get Started
            </Link>
          </div>
        )}
      </div>
    </Sheet>
  );
}
