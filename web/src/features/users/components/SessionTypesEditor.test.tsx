import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@ssb/domain';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch } from '../../../../test/utils';
import { SessionTypesEditor } from './SessionTypesEditor';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const existing = { id: '8d0c1c9e-2f5a-4b8e-9a57-1d1f0a4b3c21', label: 'Mock interview', minutes: 45, price: 1800, description: null, active: true };

function renderEditor(onSave = vi.fn()) {
  mockFetch(async (url, init) => {
    if (url.endsWith('/api/users/profile') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      onSave(body);
      const sessionTypes = body.sessionTypes.map((t: Record<string, unknown>, i: number) => ({ id: t.id ?? `id-${i}`, description: null, ...t }));
      return jsonResponse({ success: true, data: aUser({ role: 'mentor', sessionTypes }) });
    }
    return jsonResponse({}, 404);
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionTypesEditor types={[existing]} />
    </QueryClientProvider>,
  );
}

describe('SessionTypesEditor', () => {
  it('shows a bad price and a missing title beside their fields, keeping what was typed', async () => {
    const onSave = vi.fn();
    renderEditor(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'Add session type' }));
    const rows = screen.getAllByRole('listitem');
    fireEvent.change(within(rows[1]!).getByLabelText('Price (₹)'), { target: { value: '150000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save session types' }));
    await waitFor(() => expect(within(rows[1]!).getByText(PROFILE_MESSAGES.sessionTypePrice)).toBeInTheDocument());
    expect(within(rows[1]!).getByText(PROFILE_MESSAGES.sessionTypeLabel)).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText('Price (₹)')).toHaveValue(150000);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves every type in order, with the kept id, the new one, and a hidden one', async () => {
    const onSave = vi.fn();
    renderEditor(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'Add session type' }));
    const fresh = screen.getAllByRole('listitem')[1]!;
    fireEvent.change(within(fresh).getByLabelText('Title'), { target: { value: 'Psych test consultation' } });
    fireEvent.change(within(fresh).getByLabelText('Duration'), { target: { value: '90' } });
    fireEvent.change(within(fresh).getByLabelText('Price (₹)'), { target: { value: '2500' } });
    fireEvent.change(within(fresh).getByLabelText('Short description'), { target: { value: 'TAT, WAT, SRT and SD' } });
    fireEvent.click(within(fresh).getByRole('button', { name: 'Move Psych test consultation up' }));
    fireEvent.click(within(screen.getAllByRole('listitem')[1]!).getByLabelText('Offered to students'));
    fireEvent.click(screen.getByRole('button', { name: 'Save session types' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].sessionTypes).toEqual([
      { label: 'Psych test consultation', minutes: 90, price: 2500, description: 'TAT, WAT, SRT and SD', active: true },
      { id: existing.id, label: 'Mock interview', minutes: 45, price: 1800, description: null, active: false },
    ]);
  });
});
