import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aDiscussion } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { toLocalInputValue, toPayload } from './CreateDiscussionPage';

describe('/admin/discussions/new', () => {
  it("shows 'Admins only.' to a mentee", async () => {
    signInAs({ role: 'mentee' });
    renderApp('/admin/discussions/new');
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create discussion' })).not.toBeInTheDocument();
  });

  it('starts with now and 10 seats, and shows the shared rules under the fields without calling the server', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: [] }));
    signInAs({ role: 'admin' });
    renderApp('/admin/discussions/new');
    expect(await screen.findByLabelText('Capacity')).toHaveValue(10);
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    fireEvent.change(screen.getByLabelText('Capacity'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/Meet link/), { target: { value: 'meet.jit.si/room' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create discussion' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Capacity must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Meet link must be an http:// or https:// URL')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/discussions/admin'))).toBe(false);
  });

  it('posts the payload with the start time as an ISO instant and goes back to the list', async () => {
    const fetch = mockFetch((url) =>
      url.includes('/discussions/admin') ? jsonResponse({ success: true, data: aDiscussion({ id: 'd1' }) }) : jsonResponse({ success: true, data: [] }),
    );
    signInAs({ role: 'admin' });
    const { router } = renderApp('/admin/discussions/new');
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'WAT practice' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '2030-01-15T18:30' } });
    fireEvent.change(screen.getByLabelText(/Meet link/), { target: { value: 'https://meet.jit.si/wat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create discussion' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/discussions'), { timeout: 5_000 });
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/discussions/admin'))!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      title: 'WAT practice',
      description: '',
      startTime: new Date('2030-01-15T18:30').toISOString(),
      capacity: 10,
      meetLink: 'https://meet.jit.si/wat',
    });
  });
});

describe('form helpers', () => {
  it('turns an empty capacity or start time into the defaults of the contract', () => {
    expect(toPayload({ title: 't', description: '', startTime: '', capacity: '', meetLink: 'https://x.test' })).toEqual({
      title: 't',
      description: '',
      startTime: undefined,
      capacity: undefined,
      meetLink: 'https://x.test',
    });
    expect(toLocalInputValue(new Date(2030, 0, 5, 7, 3))).toBe('2030-01-05T07:03');
  });
});
