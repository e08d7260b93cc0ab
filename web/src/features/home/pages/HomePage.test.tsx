import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCoach } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp } from '../../../../test/utils';

const mentor = (id: string, firstName: string) => aCoach({ id, firstName, lastName: 'Singh', hourlyRate: 2000, rating: 4.5, totalReviews: 2, isVerified: true });

describe('home', () => {
  it("has the hero, trust line, how-it-works and 'Find Your Coach' to /coaches", async () => {
    mockFetch(() => jsonResponse({ success: true, data: [] }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Find Your Coach' }, { timeout: 3000 })).toHaveAttribute('href', '/coaches');
    // No number is claimed that the data does not show (the config answer here has no aspirants).
    expect(screen.queryByText(/Trusted by/)).toBeNull();
    expect(screen.getByText('Coaching for every entry')).toBeInTheDocument();
    const routes = screen.getByRole('list', { name: 'Entry routes' });
    expect(within(routes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['NDA', 'CDS', 'AFCAT', 'Army', 'Navy', 'Air Force']);
    const how = document.getElementById('how-it-works')!;
    expect(within(how).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Step 1: Find a coach',
      'Step 2: Book a session',
      'Step 3: Start learning',
      'Step 4: Ace the SSB',
    ]);
    expect(screen.getByRole('link', { name: 'View All Mentors' })).toHaveAttribute('href', '/coaches');
  });

  it("claims the registered aspirants the server counted, and links only the social pages the settings name", async () => {
    mockFetch((url) =>
      url.includes('/api/config')
        ? jsonResponse({ success: true, data: { contact: { email: 'hello@ssb.test', phone: '+91 1' }, googleEnabled: false, social: { instagram: 'https://instagram.com/ssbacademy' }, aspirants: 1200 } })
        : jsonResponse({ success: true, data: [] }),
    );
    renderApp('/');
    expect(await screen.findByText(/Trusted by/, {}, { timeout: 3000 })).toHaveTextContent('Trusted by 1,200+ aspirants');
    const follow = await screen.findByRole('list', { name: 'Follow us' }, { timeout: 3000 });
    expect(within(follow).getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['SSB Academy on Instagram', 'https://instagram.com/ssbacademy'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  });

  it('invites to the practice studio: the written tests, free, with a button to /practice', async () => {
    mockFetch(() => jsonResponse({ success: true, data: [] }));
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Practise the written tests' }, { timeout: 3000 })).closest('section')!;
    expect(section).toHaveTextContent("Sit the board's written tests on the board's clock: WAT, SRT, TAT, PPDT, SD and OIR. Free.");
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['WAT', 'SRT', 'TAT', 'PPDT', 'SD', 'OIR']);
    expect(within(section).getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/practice');
  });

  it('shows the featured mentors with Book Session links', async () => {
    mockFetch((url) =>
      url.includes('/coaches/featured') ? jsonResponse({ success: true, data: [mentor('a', 'Arjun'), mentor('b', 'Bela')] }) : jsonResponse({ success: true, data: [] }),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Arjun Singh/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Book Session/ })[0]).toHaveAttribute('href', '/coaches/a/?focus=availability');
  });

  it('falls back to top-rated when no mentor is featured', async () => {
    const fetch = mockFetch((url) =>
      url.includes('/coaches/top-rated') ? jsonResponse({ success: true, data: [mentor('t', 'Tara')] }) : jsonResponse({ success: true, data: [] }),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Tara Singh/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u) === '/api/coaches/top-rated?limit=3')).toBe(true);
  });

  it('shows 3 sample mentors and the demo notice when the load fails', async () => {
    mockFetch((url) => (url.includes('/coaches/featured') ? jsonResponse({ success: false, error: 'Database down' }, 503) : jsonResponse({ success: true, data: [] })));
    renderApp('/');
    expect(await screen.findByText('Backend connection failed. Showing demo data. Error: Database down', {}, { timeout: 3000 })).toBeInTheDocument();
    const section = document.getElementById('coaches')!;
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByText('from ₹1,000 a session')).toBeInTheDocument();
    expect(within(section).getByText('from ₹1,250 a session')).toBeInTheDocument();
    expect(within(section).getByText('from ₹1,500 a session')).toBeInTheDocument();
  });
});
