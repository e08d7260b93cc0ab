import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aResource } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import CreateResourcePage from './CreateResourcePage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const routes = [
  { path: '/resources/create', element: <CreateResourcePage /> },
  { path: '/resources', element: <p>library</p> },
];

describe('CreateResourcePage', () => {
  it('sends comma-separated tags split and trimmed, the category defaulting to interview_tips, then goes to /resources', async () => {
    signInAs({ role: 'mentor' });
    const fetch = mockFetch(() => jsonResponse({ success: true, data: aResource({ id: 'r1' }) }, 201));
    const user = userEvent.setup();
    const { router } = renderApp('/resources/create', routes);
    expect(screen.getByLabelText('Category')).toHaveValue('interview_tips');
    await user.type(screen.getByLabelText(/^Title/), 'OLQ checklist');
    await user.type(screen.getByLabelText('Tags'), ' interview, ,OLQ ,');
    await user.click(screen.getByRole('button', { name: 'Create resource' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ title: 'OLQ checklist', tags: ['interview', 'OLQ'], category: 'interview_tips' });
  });

  it("alerts 'Failed to create resource' on failure and keeps the form", async () => {
    signInAs({ role: 'mentor' });
    mockFetch(() => jsonResponse({ success: false, error: 'Something went wrong' }, 500));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    const { router } = renderApp('/resources/create', routes);
    await user.type(screen.getByLabelText(/^Title/), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Create resource' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to create resource'));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Kept');
    expect(router.state.location.pathname).toBe('/resources/create');
  });
});
