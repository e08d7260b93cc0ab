import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Review } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { aCoach, aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

const coach = aCoach({
  id: 'c1',
  firstName: 'Kavita',
  lastName: 'Sharma',
  title: 'Ex-SSB Psychologist',
  bio: null,
  specializations: ['Psychology', 'TAT'],
  experience: 15,
  education: 'MA Psychology',
  location: 'Pune',
  hourlyRate: null,
  rating: 4.8,
  totalReviews: 40,
  achievements: ['200+ recommendations'],
  testimonials: [{ text: 'Calm and precise.', author: 'Cadet R.' }],
  sessionTypes: [],
  availability: [],
  isVerified: false,
  profileImageUrl: null,
});

const review = (n: number, fields: Partial<Review> = {}): Review => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  rating: 5,
  text: `Review ${n}`,
  reviewer: 'Asha K.',
  ratedAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  reply: null,
  ...fields,
});
const noReviews = { summary: { average: 0, total: 0, counts: [0, 0, 0, 0, 0] }, reviews: [] as Review[] };

/** The coach page's reads: the coach, its rating summary and a page of reviews; anything else an empty list. */
function coachPageAnswers(url: string, { summary, reviews } = noReviews, shown = coach): Response {
  if (url.includes('/api/coaches/c1/rating-summary')) return jsonResponse({ success: true, data: summary });
  if (url.includes('/api/coaches/c1/reviews')) return jsonResponse({ success: true, data: reviews, meta: { total: summary.total, page: 1, pageSize: 10 } });
  // The coach's own page shows their weekly hours.
  if (url.includes('/api/coaches/c1/schedule'))
    return jsonResponse({ success: true, data: { timeZone: 'Asia/Kolkata', weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }], daysOff: [], minNoticeMinutes: 720, bufferMinutes: 0, saved: true } });
  if (url.includes('/api/coaches/c1')) return jsonResponse({ success: true, data: shown });
  // The coach's own page loads their profile (its availability editor).
  if (url === '/api/users/profile') return jsonResponse({ success: true, data: aUser({ id: 'c1', role: 'mentor', firstName: 'Kavita' }) });
  return jsonResponse({ success: true, data: [] });
}

describe('/coaches/:id', () => {
  it("shows the profile: name, title, location, 'No bio available.', specializations, testimonials, rate", async () => {
    // Verified: an unverified coach's page shows no free times (its own test below).
    mockFetch((url) => coachPageAnswers(url, noReviews, { ...coach, isVerified: true }));
    renderApp('/coaches/c1');
    expect(await screen.findByRole('heading', { level: 1, name: /Kavita Sharma/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Ex-SSB Psychologist')).toBeInTheDocument();
    expect(screen.getByText('Pune')).toBeInTheDocument();
    expect(screen.getByText('No bio available.')).toBeInTheDocument();
    expect(screen.getByText('TAT')).toBeInTheDocument();
    expect(screen.getByText('“Calm and precise.”')).toBeInTheDocument();
    expect(screen.getByText('— Cadet R.')).toBeInTheDocument();
    expect(screen.getAllByText('Not bookable online yet').length).toBeGreaterThan(0);
    expect(document.getElementById('availability')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it("shows 'Loading coach...' while it loads", async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderApp('/coaches/c1');
    expect(await screen.findByText('Loading coach...', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows 'Coach not found' for an unknown coach", async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Coach not found' }, 404));
    renderApp('/coaches/nope');
    expect(await screen.findByText('Coach not found')).toBeInTheDocument();
  });

  it('lets an admin verify, showing the mark at once', async () => {
    signInAs({ role: 'admin' });
    let resolvePatch: (r: Response) => void = () => {};
    const fetch = mockFetch((url, init) => {
      if (init.method === 'PATCH') return new Promise<Response>((r) => (resolvePatch = r));
      return coachPageAnswers(url);
    });
    renderApp('/coaches/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 5000 }));
    expect(await screen.findByRole('img', { name: 'Verified coach' })).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/coaches/c1/verification');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ isVerified: true });
    resolvePatch(jsonResponse({ success: true, data: { ...coach, isVerified: true } }));
    expect(await screen.findByRole('button', { name: 'Unverify' })).toBeInTheDocument();
  });

  it('rolls the mark back when verifying fails', async () => {
    signInAs({ role: 'admin' });
    mockFetch((url, init) => {
      if (init.method === 'PATCH') return jsonResponse({ success: false, error: 'Nope' }, 500);
      return coachPageAnswers(url);
    });
    renderApp('/coaches/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('img', { name: 'Verified coach' })).not.toBeInTheDocument();
  });

  it('shows the reviews newest first with a bar per star, the reply, and the stars as structured data', async () => {
    const summary = { average: 4.7, total: 3, counts: [0, 0, 0, 1, 2] };
    const reviews = [
      review(1, { text: 'Sharp feedback on my TAT stories.', reply: { text: 'Keep writing daily!', repliedAt: '2026-11-21T10:00:00.000Z' } }),
      review(2, { rating: 4, reviewer: 'Ravi M.', text: null, ratedAt: '2026-10-02T10:00:00.000Z', editedAt: '2026-10-03T10:00:00.000Z' }),
    ];
    mockFetch((url) => coachPageAnswers(url, { summary, reviews }));
    renderApp('/coaches/c1');
    const section = await screen.findByRole('region', { name: 'Reviews' }, { timeout: 5000 });
    expect(await within(section).findByText('4.7')).toBeInTheDocument();
    expect(within(section).getByText('3 reviews')).toBeInTheDocument();
    expect(within(section).getByRole('listitem', { name: '5 stars: 2' })).toBeInTheDocument();
    expect(within(section).getByRole('listitem', { name: '1 star: 0' })).toBeInTheDocument();
    const items = within(within(section).getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Asha K.');
    expect(items[0]).toHaveTextContent('November 2026');
    expect(items[0]).toHaveTextContent('Reply from Kavita');
    expect(items[0]).toHaveTextContent('Keep writing daily!');
    expect(items[1]).toHaveTextContent('Ravi M.October 2026 · edited');
    expect(within(section).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(ld.review.map((r: { author: { name: string } }) => r.author.name)).toEqual(['Asha K.', 'Ravi M.']);
  });

  it("says 'No reviews yet' without reviews, and offers a retry when they fail", async () => {
    mockFetch((url) => coachPageAnswers(url));
    const first = renderApp('/coaches/c1');
    expect(await screen.findByText('No reviews yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    first.unmount();

    mockFetch((url) => (url.includes('/reviews') ? jsonResponse({ success: false, error: 'Down' }, 503) : coachPageAnswers(url)));
    renderApp('/coaches/c1');
    expect(await screen.findByText('Reviews could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('lets the coach reply once to a review, checking the text first and keeping it on a refusal', async () => {
    signInAs({ id: 'c1', role: 'mentor', firstName: 'Kavita' });
    const summary = { average: 5, total: 1, counts: [0, 0, 0, 0, 1] };
    let reviews = [review(1)];
    const replies: unknown[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST' && url.endsWith('/review/reply')) {
        const body = JSON.parse(String(init.body));
        replies.push(body);
        if (replies.length === 1) return jsonResponse({ success: false, error: 'Network hiccup' }, 500);
        const reply = { text: body.text, repliedAt: '2026-11-22T10:00:00.000Z' };
        reviews = [review(1, { reply })];
        return jsonResponse({ success: true, data: { id: reviews[0]!.id, reply } });
      }
      return coachPageAnswers(url, { summary, reviews });
    });
    renderApp('/coaches/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 5000 }));
    // The form's code loads on the press.
    fireEvent.click(await screen.findByRole('button', { name: 'Post reply' }, { timeout: 5000 }));
    expect(await screen.findByText('Write a reply first')).toBeInTheDocument();
    expect(replies).toEqual([]);

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thank you, Asha!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Network hiccup')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thank you, Asha!');

    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply from Kavita')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Asha!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(replies).toEqual([{ text: 'Thank you, Asha!' }, { text: 'Thank you, Asha!' }]);
  });
});
