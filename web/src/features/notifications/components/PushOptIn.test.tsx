import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/utils';
import { PushOptIn } from './PushOptIn';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const KEY = Buffer.alloc(65, 4).toString('base64url');
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') } };

/** A browser that can push: a service worker registration whose push manager hands out SUBSCRIPTION. */
function pushCapableBrowser(permission: NotificationPermission) {
  let subscription: { endpoint: string; toJSON: () => typeof SUBSCRIPTION; unsubscribe: () => Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      subscription = { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION, unsubscribe: async () => ((subscription = null), true) };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = { getRegistration: vi.fn(async () => registration), register: vi.fn(async () => registration), ready: Promise.resolve(registration) };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker }));
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  return { serviceWorker, pushManager };
}

afterEach(() => vi.unstubAllGlobals());

describe('PushOptIn', () => {
  it('asks permission, registers the service worker, subscribes with the server key and saves the subscription', async () => {
    const { serviceWorker, pushManager } = pushCapableBrowser('granted');
    const saved: unknown[] = [];
    mockFetch((url, init) => {
      if (url === '/api/notifications/push-key') return jsonResponse({ success: true, data: { publicKey: KEY } });
      if (url === '/api/notifications/push-subscriptions' && init.method === 'POST') {
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true });
      }
      return jsonResponse({ success: false, error: 'unexpected' }, 404);
    });
    render(<PushOptIn />);
    const toggle = await screen.findByRole('switch', { name: /Reminders on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(saved).toEqual([SUBSCRIPTION]));
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...Buffer.from(KEY, 'base64url')]);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('stays off when the browser refuses permission, and says so where it cannot push at all', async () => {
    const { pushManager } = pushCapableBrowser('denied');
    mockFetch(() => jsonResponse({ success: false, error: 'unexpected' }, 404));
    const first = render(<PushOptIn />);
    const toggle = await screen.findByRole('switch', { name: /Reminders on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    first.unmount();
    vi.unstubAllGlobals();

    render(<PushOptIn />);
    expect(screen.getByText('This browser cannot show notifications.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Reminders on this device/ })).toBeDisabled();
  });
});
