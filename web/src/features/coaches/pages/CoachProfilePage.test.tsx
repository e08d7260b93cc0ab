import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCoach } from '../../../../test/fixtures';
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

describe('/coaches/:id', () => {
  it("shows the profile: name, title, location, 'No bio available.', specializations, testimonials, rate", async () => {
    mockFetch((url) => (url.includes('/api/coaches/c1') ? jsonResponse({ success: true, data: coach }) : jsonResponse({ success: true, data: [] })));
    renderApp('/coaches/c1');
    expect(await screen.findByRole('heading', { level: 1, name: /Kavita Sharma/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Ex-SSB Psychologist')).toBeInTheDocument();
    expect(screen.getByText('Pune')).toBeInTheDocument();
    expect(screen.getByText('No bio available.')).toBeInTheDocument();
    expect(screen.getByText('TAT')).toBeInTheDocument();
    expect(screen.getByText('“Calm and precise.”')).toBeInTheDocument();
    expect(screen.getByText('— Cadet R.')).toBeInTheDocument();
    expect(screen.getAllByText('Custom').length).toBeGreaterThan(0);
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
      if (url.includes('/api/coaches/c1')) return jsonResponse({ success: true, data: coach });
      return jsonResponse({ success: true, data: [] });
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
      if (url.includes('/api/coaches/c1')) return jsonResponse({ success: true, data: coach });
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/coaches/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('img', { name: 'Verified coach' })).not.toBeInTheDocument();
  });
});
