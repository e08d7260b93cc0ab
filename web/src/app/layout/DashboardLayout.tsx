import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import { Avatar } from '../../components/ui/Avatar';
import { Sheet } from '../../components/ui/Sheet';
import { avatarUrlOf, displayName, useAuth, type Role } from '../../lib/auth';
import { cn } from '../../lib/cn';

interface SideLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** Who sees it; absent = everyone. */
  show?: (role: Role | null) => boolean;
  end?: boolean;
}

const isMentor = (role: Role | null) => role === 'mentor';

const icon = (d: string) => (
  <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The sidebar of docs/product/screens.md "Dashboard": mentors also get Manage Sessions (their only
 * way to /dashboard/manage-sessions), admins get Write Blog and New discussion (they may do both).
 * The money page is the mentee's Payments, the mentor's Earnings, the admin's Money.
 */
export const SIDEBAR_LINKS: SideLink[] = [
  { to: '/dashboard', label: 'Profile', end: true, icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0') },
  {
    to: '/dashboard/sessions',
    label: 'Sessions',
    show: (r) => !isMentor(r),
    icon: icon('M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z'),
  },
  {
    to: '/dashboard/manage-sessions',
    label: 'Manage Sessions',
    show: isMentor,
    icon: icon('M9 11l2 2 4-4M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z'),
  },
  {
    to: '/dashboard/availability',
    label: 'Manage Availability',
    show: isMentor,
    icon: icon('M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z'),
  },
  {
    to: '/dashboard/session-types',
    label: 'Session Types',
    show: isMentor,
    icon: icon('M4 6h16M4 12h16M4 18h10'),
  },
  {
    to: '/dashboard/blog/new',
    label: 'Write Blog',
    show: (r) => r === 'mentor' || r === 'admin',
    icon: icon('M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4'),
  },
  {
    to: '/dashboard/practice-sets',
    label: 'Practice sets',
    show: (r) => r === 'mentor' || r === 'admin',
    icon: icon('M9 5h6M9 3h6v4H9zM6 5H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-1M8 13h8M8 17h5'),
  },
  {
    to: '/dashboard/practice-reviews',
    label: 'Reviews',
    show: isMentor,
    icon: icon('M5 4h14v12H9l-4 4V4Zm4 6 2 2 4-4'),
  },
  {
    to: '/admin/discussions/new',
    label: 'New discussion',
    show: (r) => r === 'admin',
    icon: icon('M8 10h8M8 14h5M4 5h16v11H9l-5 4V5Z'),
  },
  {
    to: '/practice',
    label: 'Practice tests',
    show: (r) => r === 'mentee',
    icon: icon('M9 5h6M9 3h6v4H9zM6 5H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-1M8 12l2 2 4-4'),
  },
  {
    to: '/dashboard/payments',
    label: 'Payments',
    show: (r) => r === 'mentee',
    icon: icon('M3 7h18v10H3V7Zm0 3h18M7 14h3'),
  },
  {
    to: '/dashboard/earnings',
    label: 'Earnings',
    show: isMentor,
    icon: icon('M4 19h16M7 16V10m5 6V6m5 10v-4'),
  },
  {
    to: '/dashboard/verification',
    label: 'Verification',
    show: isMentor,
    icon: icon('M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4'),
  },
  {
    to: '/admin',
    label: 'Console',
    end: true,
    show: (r) => r === 'admin',
    icon: icon('M4 4h7v7H4V4Zm9 0h7v4h-7V4Zm0 6h7v10h-7V10ZM4 13h7v7H4v-7Z'),
  },
  {
    to: '/admin/verification',
    label: 'Verify coaches',
    show: (r) => r === 'admin',
    icon: icon('M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4'),
  },
  {
    to: '/admin/users',
    label: 'Users',
    show: (r) => r === 'admin',
    icon: icon('M16 19a4 4 0 0 0-8 0m12 0a3 3 0 0 0-3-3m-10 3a3 3 0 0 1 3-3m3-4a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6-1a2 2 0 1 0 0-4m-12 4a2 2 0 1 1 0-4'),
  },
  {
    to: '/admin/reports',
    label: 'Reports',
    show: (r) => r === 'admin',
    icon: icon('M5 21V4m0 0h11l-2 4 2 4H5'),
  },
  {
    to: '/admin/content',
    label: 'Content',
    show: (r) => r === 'admin',
    icon: icon('M5 4h10l4 4v12H5V4Zm9 0v5h5M9 14l6-6'),
  },
  {
    to: '/admin/money',
    label: 'Money',
    show: (r) => r === 'admin',
    icon: icon('M12 3v18m4-14H10a2.5 2.5 0 0 0 0 5h4a2.5 2.5 0 0 1 0 5H7'),
  },
  {
    to: '/admin/mail',
    label: 'Mail',
    show: (r) => r === 'admin',
    icon: icon('M4 6h16v12H4V6Zm0 0 8 7 8-7'),
  },
  {
    to: '/admin/audit',
    label: 'Audit log',
    show: (r) => r === 'admin',
    icon: icon('M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01'),
  },
  {
    to: '/dashboard/resources',
    label: 'Resources',
    icon: icon('M5 4h10l4 4v12H5V4Zm9 0v5h5M8 13h8M8 17h6'),
  },
  {
    to: '/profile/edit',
    label: 'Settings',
    icon: icon(
      'M10.3 4.3a1.7 1.7 0 0 1 3.4 0l.2 1a7 7 0 0 1 1.6.9l1-.4a1.7 1.7 0 0 1 2 .8 1.7 1.7 0 0 1-.4 2.1l-.8.7a7 7 0 0 1 0 1.8l.8.7a1.7 1.7 0 0 1-1.6 2.9l-1-.4a7 7 0 0 1-1.6.9l-.2 1a1.7 1.7 0 0 1-3.4 0l-.2-1a7 7 0 0 1-1.6-.9l-1 .4a1.7 1.7 0 0 1-1.6-2.9l.8-.7a7 7 0 0 1 0-1.8l-.8-.7a1.7 1.7 0 0 1 1.6-2.9l1 .4a7 7 0 0 1 1.6-.9l.2-1ZM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    ),
  },
];

function SidebarNav({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {SIDEBAR_LINKS.filter((l) => !l.show || l.show(role)).map((l) => (
        <li key={l.to}>
          <NavLink
            to={l.to}
            end={l.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                isActive ? 'bg-primary-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-primary-900',
              )
            }
          >
            {l.icon}
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Dashboard pages: sidebar on wide screens, a slide-in menu on phones. */
export default function DashboardLayout({ children }: { children?: ReactNode }) {
  const { user, role } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const current = SIDEBAR_LINKS.find((l) => (l.end ? location.pathname.replace(/\/$/, '') === l.to : location.pathname.startsWith(l.to)));
  const name = displayName(user);

  return (
    <div className="container-page py-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
      <aside className="hidden lg:block">
        <div className="sticky top-24">
          <div className="mb-4 flex items-center gap-3 px-1">
            <Avatar src={avatarUrlOf(user)} name={name} size={40} alt="" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
              {role && <p className="text-xs text-slate-600 capitalize">{role}</p>}
            </div>
          </div>
          <nav aria-label="Dashboard">
            <SidebarNav role={role} />
          </nav>
        </div>
      </aside>

      <div className="min-w-0">
        <div className="mb-4 lg:hidden">
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={open}
            className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800"
          >
            <span className="flex items-center gap-2">
              <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
              </svg>
              Dashboard menu
            </span>
            <span className="text-slate-600">{current?.label}</span>
          </button>
          <Sheet open={open} onOpenChange={setOpen} side="left" title="Dashboard">
            <nav aria-label="Dashboard" className="p-3">
              <SidebarNav role={role} onNavigate={() => setOpen(false)} />
            </nav>
          </Sheet>
        </div>
        {children}
      </div>
    </div>
  );
}
