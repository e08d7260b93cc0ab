import { accessOpensAt, formatTime, type Discussion } from '@ssb/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { DiscussionCard } from './DiscussionCard';

const MINUTE = 60_000;
const NOW = new Date('2030-03-01T12:00:00.000Z');

function discussion(fields: Partial<Discussion> & { startsInMinutes?: number } = {}): Discussion {
  const { startsInMinutes = 30, ...rest } = fields;
  return {
    id: 'd1',
    _id: 'd1',
    title: 'Current affairs: Indian Ocean',
    description: 'Ten aspirants, fifteen minutes.',
    startTime: new Date(NOW.getTime() + startsInMinutes * MINUTE).toISOString(),
    capacity: 10,
    attendeeCount: 3,
    attendees: [],
    joined: false,
    moderator: null,
    ...rest,
  };
}

function buttonOf(d: Discussion, now = NOW) {
  render(<DiscussionCard discussion={d} now={now} onAction={() => undefined} />);
  return screen.getByRole('button');
}

const opensLabel = (d: Discussion) => `Opens ${formatTime(accessOpensAt(new Date(d.startTime)))}`;

describe('DiscussionCard button', () => {
  it('offers Join while seats are free and the cutoff is more than 10 minutes away', () => {
    const button = buttonOf(discussion({ startsInMinutes: 10 + 1 / 60 }));
    expect(button).toHaveTextContent(/^Join$/);
    expect(button).toBeEnabled();
  });

  it("shows 'Join closed' from exactly 10 minutes before the start", () => {
    const button = buttonOf(discussion({ startsInMinutes: 10 }));
    expect(button).toHaveTextContent('Join closed');
    expect(button).toBeDisabled();
  });

  it("shows 'Full' when every seat is taken", () => {
    const button = buttonOf(discussion({ attendeeCount: 10, capacity: 10 }));
    expect(button).toHaveTextContent('Full');
    expect(button).toBeDisabled();
  });

  it("shows Joined and 'Opens {time}' to an attendee until 5 minutes before the start", () => {
    const d = discussion({ joined: true, startsInMinutes: 5 + 1 / 60 });
    const button = buttonOf(d);
    expect(button).toHaveTextContent(opensLabel(d));
    expect(button).toBeDisabled();
    expect(screen.getByText('Joined')).toBeInTheDocument();
  });

  it('offers Enter to an attendee from exactly 5 minutes before the start, also after the start', () => {
    const { unmount } = render(<DiscussionCard discussion={discussion({ joined: true, startsInMinutes: 5 })} now={NOW} onAction={() => undefined} />);
    expect(screen.getByRole('button')).toHaveTextContent(/^Enter$/);
    unmount();
    const started = buttonOf(discussion({ joined: true, startsInMinutes: -30 }));
    expect(started).toHaveTextContent(/^Enter$/);
    expect(started.closest('article')).toHaveTextContent('Live now');
  });

  it('shows the first 3 of all the attendees the list sends, and +N for the rest', () => {
    const people = ['Asha Verma', 'Ravi Nair', 'Meera Iyer', 'Kabir Singh', 'Tara Das', 'Dev Rao'].map((name, i) => {
      const [firstName, lastName] = name.split(' ') as [string, string];
      return { id: `u${i}`, _id: `u${i}`, firstName, lastName, profileImageUrl: null };
    });
    render(<DiscussionCard discussion={discussion({ attendeeCount: 6, attendees: people })} now={NOW} onAction={() => undefined} />);
    expect(screen.getByTestId('seats')).toHaveTextContent('6 / 10');
    const faces = within(screen.getByRole('list', { name: 'Attendees' }));
    expect(faces.getAllByRole('img')).toHaveLength(3);
    expect(faces.getByRole('img', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(faces.getByRole('img', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(faces.queryByRole('img', { name: 'Kabir Singh' })).not.toBeInTheDocument();
    expect(faces.getByText('+3')).toBeInTheDocument();
  });

  it('calls back with the action of an enabled button only', () => {
    const onAction = vi.fn();
    const joinable = discussion();
    const { unmount } = render(<DiscussionCard discussion={joinable} now={NOW} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onAction).toHaveBeenCalledWith('join', joinable);
    unmount();
    render(<DiscussionCard discussion={discussion({ attendeeCount: 10 })} now={NOW} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

describe('/discussions page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns 'Opens {time}' into Enter as time passes, without a reload", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    // access opens 20 seconds from now
    const d = discussion({ joined: true, startsInMinutes: 5 + 20 / 60 });
    const fetch = mockFetch((url) => (url.startsWith('/api/discussions') ? jsonResponse({ success: true, data: [d] }) : jsonResponse({}, 404)));
    signInAs();
    renderApp('/discussions');

    const button = await screen.findByRole('button', { name: new RegExp(`^${opensLabel(d)}`) });
    expect(button).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('button', { name: /^Opens/ })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('button', { name: /^Enter/ })).toBeEnabled();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/discussions'))).toHaveLength(1);
  });

  it('sends a signed-out visitor who clicks Join to /login', async () => {
    mockFetch(() => jsonResponse({ success: true, data: [discussion()] }));
    const { router } = renderApp('/discussions');
    fireEvent.click(await screen.findByRole('button', { name: /^Join/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(router.state.location.search).toBe('?next=%2Fdiscussions');
  });

  it('opens a tab inside the click and points it at the meet link once access is granted', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const d = discussion({ joined: true, startsInMinutes: 3 });
    mockFetch((url) =>
      url.endsWith('/access')
        ? jsonResponse({ success: true, data: { meetLink: 'https://meet.example.test/room' } })
        : jsonResponse({ success: true, data: [d] }),
    );
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { replace: vi.fn() }, document: { title: '', body: { style: {}, textContent: '' } } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    signInAs();
    renderApp('/discussions');
    fireEvent.click(await screen.findByRole('button', { name: /^Enter/ }));
    expect(open).toHaveBeenCalledTimes(1); // synchronously, inside the click
    await vi.waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('https://meet.example.test/room'), { timeout: 5_000 });
    expect(tab.opener).toBeNull();
  });

  it('closes the tab again when access is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const d = discussion({ joined: true, startsInMinutes: 3 });
    mockFetch((url) =>
      url.endsWith('/access')
        ? jsonResponse({ success: false, error: 'Access not available yet' }, 403)
        : jsonResponse({ success: true, data: [d] }),
    );
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { replace: vi.fn() }, document: { title: '', body: { style: {}, textContent: '' } } };
    vi.stubGlobal('open', vi.fn(() => tab));
    signInAs();
    renderApp('/discussions');
    fireEvent.click(await screen.findByRole('button', { name: /^Enter/ }));
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled(), { timeout: 5_000 });
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load discussions.' when the list cannot be loaded", async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Boom' }, 500));
    renderApp('/discussions');
    expect(await screen.findByText('Failed to load discussions.')).toBeInTheDocument();
  });
});
