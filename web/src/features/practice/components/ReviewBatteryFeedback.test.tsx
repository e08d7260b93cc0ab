import type { Battery, PracticeReview } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aReview, aReviewer } from '../review.fixture';
import { BatteryFeedback } from './ReviewBatteryFeedback';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

const step = (kind: 'tat' | 'wat' | 'srt' | 'sd', i: number, asked: number, blank: number) => ({
  kind,
  set: { id: `s${i}`, title: `${kind.toUpperCase()} set` },
  attemptId: `a${i}`,
  status: 'finished' as const,
  summary: { asked, answered: asked - blank, blank, cutShort: 0 },
  score: null,
});

function aDay(blank: number[]): Battery {
  return {
    id: 'b1',
    stage: 'psychology',
    startedAt: '2031-03-01T10:00:00.000Z',
    now: '2031-03-01T13:00:00.000Z',
    status: 'finished',
    step: null,
    breakEndsAt: null,
    finishedAt: '2031-03-01T12:30:00.000Z',
    steps: [step('tat', 0, 12, blank[0]!), step('wat', 1, 60, blank[1]!), step('srt', 2, 60, blank[2]!), step('sd', 3, 5, blank[3]!)],
  };
}

const dayReview: PracticeReview = aReview({ attemptId: null, battery: { id: 'b1', stage: 'psychology' }, set: null, title: 'Psychology day review', amount: 80_000 });

function renderDay(battery: Battery) {
  const requests: unknown[] = [];
  let current: PracticeReview | null = null;
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/practice/batteries/b1/reviewers') return jsonResponse({ success: true, data: [aReviewer({ price: 800, turnaroundHours: 96 })] });
    if (path === '/api/practice/batteries/b1/review' && init.method === 'POST') {
      requests.push(JSON.parse(String(init.body)));
      current = { ...dayReview, amount: 0 };
      return jsonResponse({ success: true, data: current }, 201);
    }
    if (path === '/api/practice/batteries/b1/review') return jsonResponse({ success: true, data: current });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ role: 'mentee' });
  renderApp('/practice/board-days/b1', [{ path: '/practice/board-days/:id', element: <BatteryFeedback battery={battery} /> }]);
  return { requests };
}

describe('Feedback on a whole psychology day', () => {
  it('offers the coaches who review all four tests, and warns first when the day is mostly blank', async () => {
    const { requests } = renderDay(aDay([10, 55, 50, 4]));
    const section = await screen.findByRole('region', { name: 'Feedback on the whole day' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Get feedback on the day' }));
    const list = await within(section).findByRole('list', { name: 'Reviewers' });
    expect(list).toHaveTextContent('Review within 96 hours');
    expect(list).toHaveTextContent('₹800');
    fireEvent.click(within(list).getByRole('button', { name: 'Send for review' }));
    const warning = await screen.findByRole('dialog', { name: 'Mostly blank' });
    expect(warning).toHaveTextContent('You left 119 of 137 blank. A reviewer can say little about blank answers. Ask anyway?');
    fireEvent.click(within(warning).getByRole('button', { name: 'Ask anyway' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this board day to Vikram Singh?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(requests).toEqual([{ reviewerId: aReviewer().id }]));
    await waitFor(() => expect(section).toHaveTextContent('Waiting for the review'));
  });

  it('is offered for a screening day too, naming its tests', async () => {
    const day = aDay([0, 0, 0, 0]);
    renderDay({ ...day, stage: 'screening', steps: day.steps.slice(0, 2).map((s, i) => ({ ...s, kind: i === 0 ? 'oir' : 'ppdt' })) });
    const section = await screen.findByRole('region', { name: 'Feedback on the whole day' });
    await waitFor(() => expect(section).toHaveTextContent('One verified coach reads the whole day (OIR and PPDT)'));
  });
});
