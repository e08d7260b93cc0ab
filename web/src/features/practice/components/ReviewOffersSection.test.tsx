import { PRACTICE_MESSAGES, REVIEW_TURNAROUND_HOURS } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { ReviewOffersSection } from './ReviewOffersSection';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

function renderOffers(answerPut: (body: unknown) => Response = (body) => jsonResponse({ success: true, data: (body as { offers: unknown[] }).offers })) {
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/api/practice/review-offers') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return answerPut(body);
    }
    if (url.endsWith('/api/practice/review-offers')) return jsonResponse({ success: true, data: [{ kind: 'tat', turnaroundHours: 48 }] });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ role: 'mentor' });
  renderApp('/offers', [{ path: '/offers', element: <ReviewOffersSection /> }]);
  return puts;
}

const hoursOf = (short: string) => screen.getByLabelText(`${short} turnaround in hours`);

describe('Reviews you offer', () => {
  it('shows each test with what the coach offers now, the others at the default turnaround', async () => {
    renderOffers();
    expect(await screen.findByLabelText('I review Thematic Apperception Test (TAT)')).toBeChecked();
    expect(hoursOf('TAT')).toHaveValue(48);
    expect(screen.getByLabelText('I review Word Association Test (WAT)')).not.toBeChecked();
    expect(hoursOf('WAT')).toHaveValue(REVIEW_TURNAROUND_HOURS.default);
    expect(hoursOf('WAT')).toBeDisabled();
  });

  it('puts a turnaround out of bounds beside its test, sends nothing and keeps what was typed', async () => {
    const puts = renderOffers();
    fireEvent.click(await screen.findByLabelText('I review Situation Reaction Test (SRT)'));
    fireEvent.change(hoursOf('SRT'), { target: { value: '12' } });
    fireEvent.change(hoursOf('TAT'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review offers' }));
    expect(await screen.findByText(`The turnaround is at least ${REVIEW_TURNAROUND_HOURS.min} hours`)).toBeInTheDocument();
    expect(screen.getByText(`The turnaround is at most ${REVIEW_TURNAROUND_HOURS.max} hours (a week)`)).toBeInTheDocument();
    expect(hoursOf('SRT')).toHaveValue(12);
    expect(hoursOf('SRT')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('saves the whole list of ticked tests and says it is saved', async () => {
    const puts = renderOffers();
    fireEvent.click(await screen.findByLabelText('I review Situation Reaction Test (SRT)'));
    fireEvent.change(hoursOf('SRT'), { target: { value: '24' } });
    fireEvent.click(screen.getByLabelText('I review Thematic Apperception Test (TAT)'));
    fireEvent.click(screen.getByLabelText('I review Self Description (SD)'));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved yet');
    fireEvent.click(screen.getByRole('button', { name: 'Save review offers' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(puts).toEqual([{ offers: [{ kind: 'srt', turnaroundHours: 24, price: 0 }, { kind: 'sd', turnaroundHours: 72, price: 0 }] }]);
  });

  it("shows an unverified coach the server's refusal, keeping the form as it was", async () => {
    renderOffers(() => jsonResponse({ success: false, error: PRACTICE_MESSAGES.reviewersOnly }, 403));
    fireEvent.click(await screen.findByLabelText('I review Self Description (SD)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save review offers' }));
    const alert = await screen.findByText(PRACTICE_MESSAGES.reviewersOnly, { exact: false });
    expect(within(alert.closest('[role="status"]')!).getByRole('link', { name: 'Go to verification' })).toHaveAttribute('href', '/dashboard/verification');
    expect(screen.getByLabelText('I review Self Description (SD)')).toBeChecked();
  });
});
