import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import { jsonResponse, mockFetch, signInAs } from '../../../../test/utils';
import { ReportButton } from './ReportButton';

function renderDialog() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <ReportButton targetType="post" targetId="0f8fad5b-d9cb-469f-a165-70867728950e" what="this article" ownerId="author-1" />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('ReportButton', () => {
  it('asks a reason, wants words for "Something else", and sends the report', async () => {
    signInAs({ role: 'mentee', id: 'reader-1' });
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url === '/api/reports') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: { id: 'r1' } }, 201);
      }
      return jsonResponse({ success: true, data: [] });
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Report this article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this article' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Something else'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us what is wrong (at least 10 characters)')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/What happened/), { target: { value: 'Copied from another site word for word.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(sent).toEqual([{ targetType: 'post', targetId: '0f8fad5b-d9cb-469f-a165-70867728950e', reason: 'other', details: 'Copied from another site word for word.' }]),
    );
  });

  it('is not offered signed out, nor on one’s own article', async () => {
    mockFetch(() => jsonResponse({ success: true, data: [] }));
    // Offered to another signed-in reader (so the lazily loaded button is there to be missed below).
    signInAs({ role: 'mentee', id: 'reader-1' });
    const reader = renderDialog();
    expect(await screen.findByRole('button', { name: 'Report this article' })).toBeInTheDocument();
    reader.unmount();
    signInAs({ role: 'mentor', id: 'author-1' });
    const author = renderDialog();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    author.unmount();
    localStorage.clear();
    renderDialog();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
