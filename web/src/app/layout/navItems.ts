import type { Role } from '../../lib/auth';

/** Top navigation (docs/product/screens.md "Navigation and footer"), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV = [
  { to: '/coaches', label: 'Find Coaches' },
  { to: '/practice', label: 'Practice' },
  { to: '/discussions', label: 'Live Discussions' },
  { to: '/resources', label: 'Resources' },
  { to: '/#how-it-works', label: 'How it Works' },
  { to: '/#blog', label: 'SSB Tips' },
] as const;

/** The signed-in menu (docs/product/screens.md "Navigation and footer"). Logout is an action, not a link. */
export const ACCOUNT_NAV: readonly { to: string; label: string; role?: Role }[] = [
  { to: '/dashboard/', label: 'Account' },
  { to: '/dashboard/payments', label: 'Payments', role: 'mentee' },
  { to: '/dashboard/earnings', label: 'Earnings', role: 'mentor' },
  { to: '/admin/money', label: 'Money', role: 'admin' },
  { to: '/profile/edit', label: 'Settings' },
];

/** The signed-in menu's links for one role: the money page is the mentee's Payments, the coach's Earnings, the admin's Money. */
export function accountNavFor(role: Role | null) {
  return ACCOUNT_NAV.filter((link) => !link.role || link.role === role);
}
