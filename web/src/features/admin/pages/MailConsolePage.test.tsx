import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FailedMail } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

const failed: FailedMail = {
  id: '5b0f2c9e-2f5a-4b8e-9a57-1d1f0a4b3c21',
  to: 'typo@gmial.com',
  subject: 'Session booked: Mock interview on 5 Dec 2026, 10:00 am IST',
  reference: 'session:1',
  attempts: 1,
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-11-27T10:00:00.000Z',
  failedAt: '2026-11-27T10:00:05.000Z',
};

describe('/admin/mail', () => {
  it('lists the failed mail with why, and sends one again', async () => {
    signInAs({ role: 'admin' });
    let list = [failed];
    const retries: string[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST' && url.endsWith('/retry')) {
        retries.push(url);
        list = [];
        return jsonResponse({ success: true, data: { id: failed.id, status: 'pending' } });
      }
      if (url.startsWith('/api/admin/mail/failed')) return jsonResponse({ success: true, data: list, meta: { total: list.length, page: 1, pageSize: 20 } });
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/admin/mail');
    const table = await screen.findByRole('table', { name: 'Failed mail' }, { timeout: 5000 });
    expect(within(table).getByText('typo@gmial.com')).toBeInTheDocument();
    expect(within(table).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Send again to typo@gmial.com' }));
    await waitFor(() => expect(retries).toEqual([`/api/admin/mail/${failed.id}/retry`]));
    expect(await screen.findByText('No failed mail')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    signInAs({ role: 'mentor' });
    mockFetch(() => jsonResponse({ success: true, data: [] }));
    renderApp('/admin/mail');
    expect(await screen.findByText('Admins only.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
