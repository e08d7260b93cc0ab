import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aReview } from '../review.fixture';
import ReviewQueuePage from './ReviewQueuePage';

function renderQueue(reviews: ReturnType<typeof aReview>[]) {
  mockFetch((url) => (url.endsWith('/api/practice/reviews') ? jsonResponse({ success: true, data: reviews }) : jsonResponse({ success: false, error: 'Not found' }, 404)));
  signInAs({ role: 'mentor' });
  renderApp('/dashboard/practice-reviews', [{ path: '/dashboard/practice-reviews', element: <ReviewQueuePage /> }]);
}

describe('/dashboard/practice-reviews', () => {
  it('lists open reviews first, soonest due first, then sent and lapsed ones, each linking to its editor', async () => {
    renderQueue([
      aReview({ id: 'done', status: 'done', submittedAt: '2031-03-02T09:00:00.000Z', summary: 'x'.repeat(40), aspirant: { id: 'u3', name: 'Ravi Kumar' } }),
      aReview({ id: 'later', dueAt: '2031-03-06T11:00:00.000Z', aspirant: { id: 'u2', name: 'Meera Nair' } }),
      aReview({ id: 'soon' }),
    ]);
    const open = await screen.findByRole('list', { name: 'To write' });
    const links = within(open).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/dashboard/practice-reviews/soon', '/dashboard/practice-reviews/later']);
    expect(links[0]).toHaveTextContent('Asha Verma');
    expect(links[0]).toHaveTextContent(/Due by 4 Mar 2031/);
    expect(within(screen.getByRole('list', { name: 'Sent and lapsed' })).getByRole('link')).toHaveTextContent('Ravi Kumar');
  });

  it('shows a review lapsed for time by when it was due, and one closed by a suspension by when it was closed', async () => {
    renderQueue([
      aReview({ id: 'late', status: 'lapsed', aspirant: { id: 'u2', name: 'Meera Nair' } }),
      aReview({ id: 'closed', status: 'lapsed', closedAt: '2031-03-02T09:00:00.000Z', aspirant: { id: 'u3', name: 'Ravi Kumar' } }),
    ]);
    const past = await screen.findByRole('list', { name: 'Sent and lapsed' });
    const [late, closed] = ['Meera Nair', 'Ravi Kumar'].map((name) => within(past).getAllByRole('link').find((l) => l.textContent?.includes(name))!);
    expect(late).toHaveTextContent(/Was due 4 Mar 2031.*Not reviewed in time/);
    expect(closed).toHaveTextContent(/Closed 2 Mar 2031.*Not reviewed/);
    expect(closed).not.toHaveTextContent('in time');
  });

  it('says when nothing was sent yet', async () => {
    renderQueue([]);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
