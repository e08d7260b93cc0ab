import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

describe('/admin/users', () => {
  it('filters by what the admin types and chooses, and suspends with a reason', async () => {
    signInAs({ role: 'admin', id: 'admin-1' });
    const coach = { ...aUser({ id: 'c1', firstName: 'Gurpreet', lastName: 'Sekhon', email: 'g@example.com', role: 'mentor' }), suspension: null };
    const asked: string[] = [];
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/suspend')) {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: { ...coach, isActive: false, suspension: { at: '2026-11-27T05:00:00.000Z', reason: 'Asked for payment outside.' } } });
      }
      if (url.startsWith('/api/users')) {
        asked.push(url);
        return jsonResponse({ success: true, data: [coach], meta: { total: 1, page: 1, pageSize: 20 } });
      }
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'mentor' } });
    await waitFor(() => expect(asked.at(-1)).toContain('role=mentor'));

    fireEvent.click(within(table).getByRole('button', { name: 'Suspend Gurpreet Sekhon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Gurpreet Sekhon?' });
    expect(within(dialog).getByText(/Practice reviews they have still to write lapse, and paid ones are refunded in full/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Asked for payment outside.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Asked for payment outside.' }]));
  });
});
