import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../test/utils';

describe('Navbar', () => {
  it('shows Sign In and Get Started when signed out', async () => {
    renderApp('/coaches');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const main = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    for (const [name, href] of [
      ['Find Coaches', '/coaches'],
      ['Practice', '/practice'],
      ['Live Discussions', '/discussions'],
      ['Resources', '/resources'],
      ['How it Works', '/#how-it-works'],
      ['SSB Tips', '/#blog'],
    ]) {
      expect(main.querySelector(`a[href="${href}"]`)).toHaveTextContent(name!);
    }
  });

  it('has Practice in the phone menu, signed out and signed in', async () => {
    const user = userEvent.setup();
    const first = renderApp('/coaches');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/practice');
    first.unmount();

    signInAs();
    renderApp('/coaches');
    expect(screen.getAllByRole('navigation', { name: 'Main' })[0]!.querySelector('a[href="/practice"]')).toHaveTextContent('Practice');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const signedIn = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(signedIn).getByRole('link', { name: 'Practice' }));
    await waitFor(() => expect(window.location.pathname).toBe('/practice'));
  });

  it('opens the avatar menu with Account, Settings and Logout, and closes it on Escape', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/coaches');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/dashboard/');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(menu).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes the avatar menu on an outside click', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/coaches');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menu');
    await user.click(await screen.findByRole('heading', { name: 'Find a coach' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('logs out: clears the stored session and goes home', async () => {
    signInAs();
    const user = userEvent.setup();
    const { router } = renderApp('/coaches');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The session is cleared once home is on screen (lib/navigation's navigateTo).
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });
});
