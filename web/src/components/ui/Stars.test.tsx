import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roundToHalf, Stars } from './Stars';

describe('Stars', () => {
  it('rounds to the nearest half star and clamps to 0-5', () => {
    expect(roundToHalf(4.2)).toBe(4);
    expect(roundToHalf(4.25)).toBe(4.5);
    expect(roundToHalf(4.74)).toBe(4.5);
    expect(roundToHalf(4.75)).toBe(5);
    expect(roundToHalf(0.2)).toBe(0);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(null)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it("labels the rating 'Rated 4.5 out of 5' and draws four full stars and a half", () => {
    const { container } = render(<Stars value={4.6} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll('svg[data-fill]')].map((s) => s.getAttribute('data-fill'));
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('shows whole numbers without a decimal in the label, and the review count', () => {
    render(<Stars value={3} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
  });
});
