import { render, screen, within } from '@testing-library/react';
import { BrowserLocation } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { CoachCard } from './CoachCard';
import { CompactCoachCard } from './CompactCoachCard';
import type { CoachCardData } from './types';

const coach: CoachCardData = {
  id: 'c1',
  firstName: 'Meera',
  lastName: 'Iyer',
  title: 'Ex-SSB Psychologist',
  bio: 'Helps aspirants with TAT, WAT and SRT.',
  specializations: ['Psychology', 'TAT', 'WAT', 'SRT', 'PPDT'],
  experience: 12,
  hourlyRate: 2500,
  rating: 4.3,
  totalReviews: 41,
  education: 'M.A. Psychology',
  location: 'New Delhi',
  achievements: ['One', 'Two', 'Three', 'Four'],
  isVerified: true,
};

const renderCard = (ui: React.ReactNode) => render(<BrowserLocation>{ui}</BrowserLocation>);

describe('CoachCard', () => {
  it('shows every field of the full card', () => {
    renderCard(<CoachCard coach={coach} />);
    const card = screen.getByRole('article', { name: 'Meera Iyer' });
    expect(within(card).getByRole('heading', { name: /Meera Iyer/ })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified coach' })).toBeInTheDocument();
    expect(within(card).getByText('Ex-SSB Psychologist')).toBeInTheDocument();
    // No types of their own: 30 minutes at ₹2,500 an hour is the cheapest bookable type.
    expect(within(card).getByText('from ₹1,250 a session')).toBeInTheDocument();
    expect(within(card).getByText('Helps aspirants with TAT, WAT and SRT.')).toBeInTheDocument();
    expect(within(card).getByText('41 reviews')).toBeInTheDocument();
    expect(within(card).getByText('12 years of experience')).toBeInTheDocument();
    expect(within(card).getByText('M.A. Psychology')).toBeInTheDocument();
    expect(within(card).getByText('New Delhi')).toBeInTheDocument();
  });

  it("shows 3 specializations, then '+N more'", () => {
    renderCard(<CoachCard coach={coach} />);
    const tags = screen.getByRole('list', { name: 'Specializations' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Psychology', 'TAT', 'WAT', '+2 more']);
  });

  it('shows no "+N more" with 3 or fewer specializations', () => {
    renderCard(<CoachCard coach={{ ...coach, specializations: ['A', 'B', 'C'] }} />);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows at most 3 achievements', () => {
    renderCard(<CoachCard coach={coach} />);
    const list = screen.getByRole('list', { name: 'Achievements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
  });

  it('shows no price and no Book Session without a bookable type', () => {
    renderCard(<CoachCard coach={{ ...coach, hourlyRate: null }} />);
    expect(screen.getByTestId('coach-rate')).toHaveTextContent(/^Not bookable online yet$/);
    expect(screen.queryByRole('link', { name: /Book Session/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View profile/ })).toBeInTheDocument();
  });

  it("shows the server's from-price, the next free slot and the languages", () => {
    renderCard(<CoachCard coach={{ ...coach, fromPrice: 1500, nextFree: '2031-03-11T05:00:00.000Z', languages: ['English', 'Hindi'] }} />);
    expect(screen.getByTestId('coach-rate')).toHaveTextContent('from ₹1,500 a session');
    expect(screen.getByText(/^Next free:/)).toBeInTheDocument();
    expect(screen.getByText('Coaches in English, Hindi')).toBeInTheDocument();
  });

  it('offers a Compare toggle that says whether the coach is picked', () => {
    let pressed = 0;
    renderCard(<CoachCard coach={coach} compare={{ selected: true, onToggle: () => (pressed += 1) }} />);
    const toggle = screen.getByRole('button', { name: /^Compare/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.click();
    expect(pressed).toBe(1);
  });

  it('rounds the rating to the nearest half star', () => {
    const { rerender } = renderCard(<CoachCard coach={coach} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    rerender(
      <BrowserLocation>
        <CoachCard coach={{ ...coach, rating: 4.74 }} />
      </BrowserLocation>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    rerender(
      <BrowserLocation>
        <CoachCard coach={{ ...coach, rating: 4.76 }} />
      </BrowserLocation>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('links Book Session to the calendar and View profile to the profile', () => {
    renderCard(<CoachCard coach={coach} />);
    expect(screen.getByRole('link', { name: /Book Session/ })).toHaveAttribute('href', '/coaches/c1?focus=availability');
    expect(screen.getByRole('link', { name: /View profile/ })).toHaveAttribute('href', '/coaches/c1');
  });

  it('takes another booking link (the home page keeps the trailing slash)', () => {
    renderCard(<CoachCard coach={coach} bookHref="/coaches/c1/?focus=availability" />);
    expect(screen.getByRole('link', { name: /Book Session/ })).toHaveAttribute('href', '/coaches/c1/?focus=availability');
  });

  it('hides the verified mark for unverified coaches and copes with missing fields', () => {
    renderCard(<CoachCard coach={{ id: 'c2', name: 'Only Name' }} />);
    expect(screen.getByRole('heading', { name: 'Only Name' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified coach' })).not.toBeInTheDocument();
    expect(screen.getByText('Not bookable online yet')).toBeInTheDocument();
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
  });
});

describe('CompactCoachCard', () => {
  it("shows 2 specializations, then '+N more', and a 'View profile' link", () => {
    renderCard(<CompactCoachCard coach={coach} />);
    const tags = screen.getByRole('list', { name: 'Specializations' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Psychology', 'TAT', '+3 more']);
    expect(screen.getByRole('link', { name: /View profile/ })).toHaveAttribute('href', '/coaches/c1');
    expect(screen.queryByRole('link', { name: /Book Session/ })).not.toBeInTheDocument();
  });

  it('shows no price without a rate and rounds stars to halves', () => {
    renderCard(<CompactCoachCard coach={{ ...coach, hourlyRate: undefined, rating: 3.24 }} />);
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(41)')).toBeInTheDocument();
  });

  it('shows the price of the cheapest session', () => {
    renderCard(<CompactCoachCard coach={coach} />);
    expect(screen.getByText('from ₹1,250 a session')).toBeInTheDocument();
  });
});
