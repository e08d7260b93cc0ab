import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp } from '../../../../test/utils';

describe('/unsubscribe', () => {
  it('asks before turning the mail off (opening the link changes nothing), then says what stopped', async () => {
    const fetch = mockFetch((url, init) =>
      url.startsWith('/api/notifications/unsubscribe') && init.method === 'POST'
        ? jsonResponse({ success: true, data: { mail: 'reminders', email: 'a***@example.com' } })
        : jsonResponse({ success: true, data: [] }),
    );
    renderApp('/unsubscribe?token=abc.def.ghi');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/unsubscribe'))).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(screen.getByText(/a\*\*\*@example\.com will no longer get session reminders/)).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/unsubscribe'))!;
    expect(String(call[0])).toBe('/api/notifications/unsubscribe?token=abc.def.ghi');
  });

  it("shows the server's refusal of a bad link, and a missing token at once", async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'This unsubscribe link is not valid. Change which mails you get in Settings.' }, 400));
    const first = renderApp('/unsubscribe?token=forged');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }));
    expect(await screen.findByText('This unsubscribe link is not valid. Change which mails you get in Settings.')).toBeInTheDocument();
    first.unmount();
    renderApp('/unsubscribe');
    expect(await screen.findByText('This unsubscribe link is not valid. Change which mails you get in Settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
