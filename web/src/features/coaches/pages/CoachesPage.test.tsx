import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCoachSummary } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp } from '../../../../test/utils';

const coach = (id: string, firstName: string) =>
  aCoachSummary({ id, firstName, lastName: 'Rao', title: 'Former GTO', specializations: ['Psychology'], hourlyRate: 2000, rating: 4.5, totalReviews: 3, isVerified: true });

function api(searchData: unknown[] = [coach('c1', 'Anita')], total = searchData.length, totalCapped?: boolean) {
  return mockFetch((url) => {
    if (url.includes('/api/coaches/specializations')) return jsonResponse({ success: true, data: [{ name: 'Psychology', count: 2 }, { name: 'TAT', count: 1 }] });
    if (url.includes('/api/coaches/search')) return jsonResponse({ success: true, data: searchData, meta: { total, page: 1, pageSize: 12, totalCapped } });
    return jsonResponse({ success: true, data: [] });
  });
}
const searchCalls = (fetch: ReturnType<typeof api>) => fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/coaches/search'));

afterEach(() => vi.useRealTimers());

describe('/coaches', () => {
  it('searches with the filters of a shared URL and shows them chosen', async () => {
    const fetch = api();
    renderApp('/coaches?q=psycology&specialization=Psychology&specialization=TAT&page=2');
    expect(await screen.findByRole('heading', { name: /Anita Rao/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search coaches, specialties, titles...')).toHaveValue('psycology');
    expect(screen.getByRole('button', { name: /^Psychology/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^TAT/ })).toHaveAttribute('aria-pressed', 'true');
    const url = new URL(searchCalls(fetch)[0]!, 'http://x');
    expect(url.searchParams.get('query')).toBe('psycology');
    expect(url.searchParams.getAll('specialization')).toEqual(['Psychology', 'TAT']);
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('counts the matches, with a plus when the search stopped counting at its cap', async () => {
    api([coach('c1', 'Anita')], 250, true);
    renderApp('/coaches?q=interv');
    expect(await screen.findByText('250+ coaches', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says 1 coach for a single match', async () => {
    api();
    renderApp('/coaches?q=anita');
    expect(await screen.findByText('1 coach', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows 6 card-shaped skeletons while loading', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderApp('/coaches');
    expect(await screen.findAllByTestId('coach-card-skeleton')).toHaveLength(6);
  });

  it('shows the empty text when nothing matches', async () => {
    api([]);
    renderApp('/coaches?q=submarine');
    expect(await screen.findByText('No coach matches these filters')).toBeInTheDocument();
    // The chips' and the empty state's.
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  });

  it('debounces typing and puts the query and chips in the URL', async () => {
    const fetch = api();
    const { router } = renderApp('/coaches');
    await screen.findByRole('heading', { name: /Anita Rao/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByPlaceholderText('Search coaches, specialties, titles...');
    fireEvent.change(box, { target: { value: 'p' } });
    fireEvent.change(box, { target: { value: 'psy' } });
    act(() => void vi.advanceTimersByTime(100));
    expect(router.state.location.search).toBe('');
    act(() => void vi.advanceTimersByTime(300));
    await waitFor(() => expect(router.state.location.search).toBe('?q=psy'));
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole('button', { name: /^TAT/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=psy&specialization=TAT'));
    await waitFor(() => expect(searchCalls(fetch).some((u) => u.includes('query=psy') && u.includes('specialization=TAT'))).toBe(true));
    expect(searchCalls(fetch).some((u) => u.includes('query=p&') || u.endsWith('query=p'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByPlaceholderText('Search coaches, specialties, titles...')).toHaveValue('');
  });

  it("shows 'Search failed' with a retry that searches again", async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.includes('/coaches/search')) return fail ? jsonResponse({ success: false, error: 'Boom' }, 500) : jsonResponse({ success: true, data: [coach('c1', 'Anita')], meta: { total: 1, page: 1, pageSize: 12 } });
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/coaches');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Anita Rao/ }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('pages through results with the page in the URL', async () => {
    api([coach('c1', 'Anita')], 30);
    const { router } = renderApp('/coaches');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });
});
