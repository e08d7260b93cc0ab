/** Top navigation (docs/product/screens.md "Navigation and footer"), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV = [
  { to: '/coaches', label: 'Find Coaches' },
  { to: '/discussions', label: 'Live Discussions' },
  { to: '/#how-it-works', label: 'How it Works' },
  { to: '/#blog', label: 'SSB Tips' },
] as const;

/** The signed-in menu (docs/product/screens.md "Navigation and footer"). Logout is an action, not a link. */
export const ACCOUNT_NAV = [
  { to: '/dashboard/', label: 'Account' },
  { to: '/profile/edit', label: 'Settings' },
] as const;
