import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDiscussion } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

describe('/admin/discussions/{id}/edit', () => {
  it('starts from the discussion as listed, and keeps the room when the meet link is left empty', async () => {
    const discussion = aDiscussion({ id: 'd1', title: 'GD practice', capacity: 8, startTime: '2030-01-15T13:00:00.000Z' });
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url === '/api/discussions/d1' && init.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: { ...discussion, title: 'GD practice: defence budget' } });
      }
      if (url === '/api/discussions') return jsonResponse({ success: true, data: [discussion] });
      return jsonResponse({ success: true, data: [] });
    });
    signInAs({ role: 'admin' });
    const { router } = renderApp('/admin/discussions/d1/edit');
    expect(await screen.findByRole('heading', { name: 'Edit discussion' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('GD practice');
    expect(screen.getByLabelText('Capacity')).toHaveValue(8);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'GD practice: defence budget' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: 'GD practice: defence budget', capacity: 8, startTime: '2030-01-15T13:00:00.000Z' });
    expect(sent[0]).not.toHaveProperty('meetLink');
    await waitFor(() => expect(router.state.location.pathname).toBe('/discussions'));
  });

  it('says when the discussion is not in the list', async () => {
    mockFetch(() => jsonResponse({ success: true, data: [] }));
    signInAs({ role: 'admin' });
    renderApp('/admin/discussions/nope/edit');
    expect(await screen.findByText('Discussion not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
