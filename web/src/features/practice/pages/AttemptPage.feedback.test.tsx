import { OFFICER_LIKE_QUALITIES, type PracticeAttempt, type PracticeReview, type Reviewer } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aFinishedAttempt, aReview, aReviewer } from '../review.fixture';
import AttemptPage from './AttemptPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

/** The attempt page of a signed-in aspirant; `review` is what GET .../review answers until a request answers another. */
function renderAttempt({ attempt = aFinishedAttempt(), review = null, reviewers = [aReviewer()] }: { attempt?: PracticeAttempt; review?: PracticeReview | null; reviewers?: Reviewer[] } = {}) {
  let current = review;
  const requests: unknown[] = [];
  const selfGrades: unknown[] = [];
  const fetch = mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/practice/reviews/rev1/self-grades' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      selfGrades.push(body);
      return jsonResponse({ success: true, data: body });
    }
    if (path === '/api/practice/attempts/att1') return jsonResponse({ success: true, data: attempt });
    if (path === '/api/practice/attempts/att1/reviewers') return jsonResponse({ success: true, data: reviewers });
    if (path === '/api/practice/attempts/att1/review' && init.method === 'POST') {
      requests.push(JSON.parse(String(init.body)));
      current = aReview();
      return jsonResponse({ success: true, data: current }, 201);
    }
    if (path === '/api/practice/attempts/att1/review') return jsonResponse({ success: true, data: current });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ role: 'mentee' });
  renderApp('/practice/attempts/att1', [{ path: '/practice/attempts/:id', element: <AttemptPage /> }]);
  return { fetch, requests, selfGrades };
}

const feedback = () => screen.findByRole('region', { name: 'Feedback from an assessor' });

describe('Get feedback on a finished attempt', () => {
  it('lists the coaches who review the test, free, and sends the attempt to the one chosen after a confirmation', async () => {
    const { requests } = renderAttempt();
    const section = await feedback();
    const getFeedback = await within(section).findByRole('button', { name: 'Get feedback' });
    expect(section).toHaveTextContent('some review free');
    fireEvent.click(getFeedback);
    const list = await within(section).findByRole('list', { name: 'Reviewers' });
    expect(list).toHaveTextContent('Vikram Singh');
    expect(list).toHaveTextContent('Retd. Colonel, former GTO');
    expect(list).toHaveTextContent('Review within 72 hours');
    expect(within(list).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Free');

    fireEvent.click(within(list).getByRole('button', { name: 'Send for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this attempt to Vikram Singh?' });
    expect(requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));

    await waitFor(() => expect(section).toHaveTextContent('Waiting for the review'));
    expect(requests).toEqual([{ reviewerId: aReviewer().id }]);
    expect(section).toHaveTextContent('Vikram Singh, Retd. Colonel, former GTO');
    expect(section).toHaveTextContent(/due by 4 Mar 2031/);
    expect(within(section).getByText((_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === aReview().dueAt)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Get feedback' })).not.toBeInTheDocument();
  });

  it('says so when no coach reviews the test yet', async () => {
    renderAttempt({ reviewers: [] });
    fireEvent.click(await within(await feedback()).findByRole('button', { name: 'Get feedback' }));
    expect(await screen.findByText('No coach reviews WAT yet')).toBeInTheDocument();
  });

  it('shows the summary, and beside each answer the reviewer’s comment and qualities', async () => {
    const done = aReview({
      status: 'done',
      submittedAt: '2031-03-02T09:00:00.000Z',
      summary: 'Clear, positive sentences. Work on showing initiative, not just attitude.',
      notes: [{ attemptId: 'att1', item: 1, comment: 'Good team spirit; say what you would do.', qualities: { cooperation: 'strong', initiative: 'work_on' } }],
    });
    renderAttempt({ review: done });
    const section = await feedback();
    await waitFor(() => expect(section).toHaveTextContent('Reviewed'));
    expect(section).toHaveTextContent('Clear, positive sentences. Work on showing initiative, not just attitude.');
    const answers = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Your answers');
    expect(answers[1]).toHaveTextContent('Good team spirit; say what you would do.');
    expect(within(answers[1]!).getByText('Cooperation: Strong')).toBeInTheDocument();
    expect(within(answers[1]!).getByText('Initiative: To work on')).toBeInTheDocument();
    expect(answers[0]).not.toHaveTextContent('note');
  });

  it('says a lapsed review was not written in time, without offering another reviewer', async () => {
    renderAttempt({ review: aReview({ status: 'lapsed' }) });
    const section = await feedback();
    await waitFor(() => expect(section).toHaveTextContent('Not reviewed in time'));
    expect(section).toHaveTextContent('Vikram Singh did not review it in time');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a review closed by its reviewer\'s suspension was not written because of it, not late', async () => {
    renderAttempt({ review: aReview({ status: 'lapsed', closedAt: '2031-03-02T09:00:00.000Z' }) });
    const section = await feedback();
    await waitFor(() => expect(section).toHaveTextContent('Not reviewed'));
    expect(section).toHaveTextContent('Vikram Singh can no longer review it: their account was suspended');
    expect(section).not.toHaveTextContent('in time');
  });

  it('offers no review of a practice run', async () => {
    const { fetch } = renderAttempt({ attempt: aFinishedAttempt({ practiceRun: true }) });
    expect(await screen.findByText('WAT results')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Feedback from an assessor' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/practice/attempts/att1/review');
  });

  it('warns before asking for a review of an attempt more than half blank, and asks anyway when told to', async () => {
    const base = aFinishedAttempt();
    const attempt = { ...base, results: { ...base.results!, summary: { asked: 60, answered: 3, blank: 57, cutShort: 0 } } };
    const { requests } = renderAttempt({ attempt });
    const section = await feedback();
    fireEvent.click(await within(section).findByRole('button', { name: 'Get feedback' }));
    const list = await within(section).findByRole('list', { name: 'Reviewers' });
    fireEvent.click(within(list).getByRole('button', { name: 'Send for review' }));
    const warning = await screen.findByRole('dialog', { name: 'Mostly blank' });
    expect(warning).toHaveTextContent('You left 57 of 60 blank. A reviewer can say little about blank answers. Ask anyway?');
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: 'Send for review' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Mostly blank' })).getByRole('button', { name: 'Ask anyway' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this attempt to Vikram Singh?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(requests).toEqual([{ reviewerId: aReviewer().id }]));
  });

  it('does not warn about an attempt mostly answered', async () => {
    renderAttempt();
    const section = await feedback();
    fireEvent.click(await within(section).findByRole('button', { name: 'Get feedback' }));
    fireEvent.click(within(await within(section).findByRole('list', { name: 'Reviewers' })).getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('dialog', { name: 'Send this attempt to Vikram Singh?' })).toBeInTheDocument();
    expect(screen.queryByText(/A reviewer can say little about blank answers/)).not.toBeInTheDocument();
  });

  it('lets the aspirant grade themselves while the review is written', async () => {
    const { selfGrades } = renderAttempt({ review: aReview({ aspirant: { id: 'u1', name: 'Asha Verma' } }) });
    const section = await feedback();
    fireEvent.click(await within(section).findByText('Grade yourself'));
    fireEvent.change(within(section).getByLabelText('Your grade of Courage'), { target: { value: '4' } });
    await waitFor(() => expect(selfGrades).toEqual([{ quality: 'courage', grade: 4 }]));
    expect(within(section).getByLabelText('Your grade of Courage')).toHaveValue('4');
  });

  it("shows the reviewer's grades by factor beside the aspirant's own, with the answers behind them", async () => {
    const done = aReview({
      status: 'done',
      submittedAt: '2031-03-02T09:00:00.000Z',
      summary: 'Clear, positive sentences. Work on showing initiative, not just attitude.',
      grades: OFFICER_LIKE_QUALITIES.map((quality) => ({ quality, grade: quality === 'courage' ? 5 : 3, evidence: quality === 'courage' ? [{ attemptId: 'att1', item: 0 }] : [] })),
      selfGrades: [{ quality: 'courage', grade: 4 }],
    });
    renderAttempt({ review: done });
    const section = await feedback();
    const dynamic = await within(section).findByRole('table', { name: 'Dynamic: mean 3.7, yours 4.0' });
    const courage = within(dynamic).getByRole('row', { name: /Courage/ });
    expect(courage).toHaveTextContent('5 · Very good');
    expect(courage).toHaveTextContent('4 · Good');
    expect(within(courage).getByRole('link', { name: 'WAT 1' })).toHaveAttribute('href', '/practice/attempts/att1#item-1');
    expect(within(section).getByRole('table', { name: 'Planning and organising: mean 3.0, yours —' })).toBeInTheDocument();
  });
});
