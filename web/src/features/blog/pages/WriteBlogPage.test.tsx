import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aBlogPost } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import WriteBlogPage from './WriteBlogPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const routes = [
  { path: '/dashboard/blog/new', element: <WriteBlogPage /> },
  { path: '/blog/:id', element: <p>post page</p> },
];

function setup() {
  const user = userEvent.setup();
  const app = renderApp('/dashboard/blog/new', routes);
  return { user, ...app };
}

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('WriteBlogPage', () => {
  it('enables Publish only when title and content are non-empty after trimming', async () => {
    signInAs({ role: 'mentor' });
    const { user } = setup();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText(/^Title/), '   ');
    await user.type(screen.getByLabelText(/^Content/), '   ');
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText(/^Title/), 'PPDT');
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText(/^Content/), 'x');
    expect(publish).toBeEnabled();
    await user.clear(screen.getByLabelText(/^Title/));
    expect(publish).toBeDisabled();
  });

  it('counts the excerpt as 0/500 and stops at 500 characters', async () => {
    signInAs({ role: 'mentor' });
    const { user } = setup();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    const excerpt = screen.getByLabelText(/^Excerpt/);
    await user.type(excerpt, 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
    await user.click(excerpt);
    await user.paste('e'.repeat(600));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect((excerpt as HTMLTextAreaElement).value).toHaveLength(500);
  });

  it('shows the 14 category chips plus Clear, and the hints', async () => {
    signInAs({ role: 'admin' });
    const { user } = setup();
    for (const name of ['Psychology', 'Group Tasks', 'Interview', 'SSB Tips', 'OIR', 'PPDT', 'GTO', 'Conference', 'Screening', 'WAT', 'TAT', 'SRT', 'Strategy', 'Success Stories']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'GTO' }));
    expect(screen.getByRole('button', { name: 'GTO' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'GTO' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Title at least 3 characters/)).toBeInTheDocument();
    expect(screen.getByText(/Content at least about 20 characters/)).toBeInTheDocument();
  });

  it("publishes, toasts 'Published' and goes to the post", async () => {
    signInAs({ role: 'mentor' });
    const fetch = mockFetch(() => jsonResponse({ success: true, data: aBlogPost({ id: 'p1', title: 'T' }) }, 201));
    const { user, router } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'My PPDT story');
    await user.click(screen.getByRole('button', { name: 'PPDT' }));
    await user.type(screen.getByLabelText(/^Content/), 'Observe the picture calmly.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/p1'));
    expect(toast.success).toHaveBeenCalledWith('Published');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/blog');
    expect(JSON.parse(String(init!.body))).toMatchObject({ title: 'My PPDT story', category: 'PPDT', content: 'Observe the picture calmly.', published: true });
  });

  it("toasts 'Failed to publish' with the server message, shows field errors and keeps what was typed", async () => {
    signInAs({ role: 'mentor' });
    mockFetch(() => jsonResponse({ success: false, error: 'Please check title: Title is required', fields: { title: 'Title is required' } }, 400));
    const { user, router } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Kept title');
    await user.type(screen.getByLabelText(/^Content/), 'Kept content here');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to publish', { description: 'Please check title: Title is required' }),
    );
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Kept title');
    expect(screen.getByLabelText(/^Content/)).toHaveValue('Kept content here');
    expect(router.state.location.pathname).toBe('/dashboard/blog/new');
  });

  it("falls back to 'Please try again' when the failure has no message", async () => {
    signInAs({ role: 'mentor' });
    mockFetch(() => new Response('', { status: 500 }));
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'A title');
    await user.type(screen.getByLabelText(/^Content/), 'Some content');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    // 'HTTP error! status: 500' is the client's generic message (docs/product/screens.md); it is the description.
    expect(toast.error.mock.calls[0]![0]).toBe('Failed to publish');
  });

  it('refuses a thumbnail that is not an http(s) link under the field, without calling the server', async () => {
    signInAs({ role: 'mentor' });
    const fetch = mockFetch(() => jsonResponse({ success: true, data: aBlogPost({ id: 'p1' }) }, 201));
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'A title');
    await user.type(screen.getByLabelText(/^Content/), 'Some content');
    await user.type(screen.getByLabelText(/^Thumbnail URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Thumbnail URL must be an http:// or https:// link')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells mentees politely that writing is for mentors and admins', () => {
    signInAs({ role: 'mentee' });
    setup();
    expect(screen.getByText('Writing is open to mentors and admins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
