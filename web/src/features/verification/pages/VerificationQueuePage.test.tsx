import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueuedApplication } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

const application: QueuedApplication = {
  id: '3c1f0a4b-2f5a-4b8e-9a57-1d1f0a4b3c21',
  status: 'pending',
  kind: 'psychologist',
  service: null,
  branch: null,
  rank: null,
  yearsOfService: null,
  credentials: 'M.Phil. Clinical Psychology, RCI registered',
  boardExperience: 'Psychologist at 17 SSB Bengaluru for six years.',
  publicLink: 'https://www.linkedin.com/in/psychologist',
  proofs: [{ id: '7d6c5b4a-3f2e-4d1c-9b8a-7f6e5d4c3b2a', fileName: 'rci.pdf', contentType: 'application/pdf', sizeBytes: 50_000 }],
  submittedAt: '2026-11-26T10:00:00.000Z',
  decidedAt: null,
  reason: null,
  coach: { id: 'c1', name: 'Anjali Menon', email: 'anjali@example.com', title: 'Former SSB Psychologist', profileImageUrl: null },
};

describe('/admin/verification', () => {
  it('shows what the coach claims, asks a reason before rejecting, and sends it', async () => {
    signInAs({ role: 'admin' });
    const decisions: unknown[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST' && url.endsWith('/decision')) {
        decisions.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: { ...application, status: 'rejected' } });
      }
      if (url.startsWith('/api/admin/verification')) return jsonResponse({ success: true, data: [application], meta: { total: 1, page: 1, pageSize: 20 } });
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/admin/verification');
    const card = await screen.findByRole('article', { name: 'Application of Anjali Menon' }, { timeout: 5000 });
    expect(within(card).getByText('M.Phil. Clinical Psychology, RCI registered')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View rci.pdf' })).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Reject Anjali Menon' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Reject application' }));
    expect(await within(card).findByText(/Say why the application is rejected/)).toBeInTheDocument();
    expect(decisions).toEqual([]);
    fireEvent.change(within(card).getByLabelText(/Why is it rejected/), { target: { value: 'The RCI certificate is unreadable.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'reject', reason: 'The RCI certificate is unreadable.' }]));
  });

  it('says when no one is waiting, and is for admins only', async () => {
    signInAs({ role: 'admin' });
    mockFetch(() => jsonResponse({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } }));
    const { unmount } = renderApp('/admin/verification');
    expect(await screen.findByText('No one is waiting', {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    signInAs({ role: 'mentor' });
    renderApp('/admin/verification');
    expect(await screen.findByText('Admins only.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
