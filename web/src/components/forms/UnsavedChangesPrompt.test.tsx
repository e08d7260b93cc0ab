import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/utils';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

function routes(dirty: boolean) {
  return [
    {
      path: '/edit',
      element: (
        <>
          <h1>Editor</h1>
          <Link to="/elsewhere">Go elsewhere</Link>
          <UnsavedChangesPrompt when={dirty} />
        </>
      ),
    },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ];
}

describe('UnsavedChangesPrompt', () => {
  it('asks before leaving with unsaved changes: stay keeps the page, leave goes on', async () => {
    renderApp('/edit', routes(true));
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay and save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets a page without changes go at once, and asks the browser on closing the tab only with changes', async () => {
    renderApp('/edit', routes(false));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('stops the tab closing while there are changes', () => {
    renderApp('/edit', routes(true));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
