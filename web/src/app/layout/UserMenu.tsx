import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '../../lib/router';
import { Avatar } from '../../components/ui/Avatar';
import { avatarUrlOf, displayName, useAuth } from '../../lib/auth';
import { accountNavFor } from './navItems';

const item =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-primary-900';

/** The signed-in avatar menu (Radix: keyboard, Escape and outside click close it). */
export default function UserMenu() {
  const { user, role, signOut } = useAuth();
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full hover:ring-2 hover:ring-primary-200 data-[state=open]:ring-2 data-[state=open]:ring-primary-300"
        aria-label="Account menu"
      >
        <Avatar src={avatarUrlOf(user)} name={name} size={36} alt="" eager />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            {user?.email && <p className="truncate text-xs text-slate-600">{user.email}</p>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountNavFor(role).map((link) => (
            <DropdownMenu.Item key={link.to} className={item} asChild>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
