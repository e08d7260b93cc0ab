import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../test/utils';
import { SIDEBAR_LINKS } from './DashboardLayout';
import { accountNavFor } from './navItems';
import UserMenu from './UserMenu';

describe('the money link of each role', () => {
  it.each([
    ['mentee', 'Payments', '/dashboard/payments'],
    ['mentor', 'Earnings', '/dashboard/earnings'],
    ['admin', 'Money', '/admin/money'],
  ] as const)('the %s gets %s in the account menu and the dashboard sidebar', async (role, label, href) => {
    signInAs({ role });
    renderApp('/', [{ path: '/', element: <UserMenu /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: label })).toHaveAttribute('href', href);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account', label, 'Settings', 'Logout']);

    const sidebar = SIDEBAR_LINKS.filter((l) => !l.show || l.show(role)).map((l) => l.label);
    expect(sidebar).toContain(label);
    for (const other of ['Payments', 'Earnings', 'Money'].filter((l) => l !== label)) expect(sidebar).not.toContain(other);
  });

  it('shows no money link without a role', () => {
    expect(accountNavFor(null).map((l) => l.label)).toEqual(['Account', 'Settings']);
  });
});
