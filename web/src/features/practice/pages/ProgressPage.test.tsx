import type { PracticeProgress } from '@ssb/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aProgress } from '../review.fixture';
import ProgressPage from './ProgressPage';

function renderProgress(progress: PracticeProgress) {
  mockFetch((url) => (url.endsWith('/api/practice/progress') ? jsonResponse({ success: true, data: progress }) : jsonResponse({ success: false, error: 'Not found' }, 404)));
  signInAs({ role: 'mentee' });
  renderApp('/practice/progress', [{ path: '/practice/progress', element: <ProgressPage /> }]);
}

const attempt = (id: string, startedAt: string, kind: 'wat' | 'oir', answered: number, asked: number, score: { right: number; of: number } | null = null) => ({
  id,
  startedAt,
  set: { title: `${kind.toUpperCase()} set 1`, kind },
  summary: { asked, answered, blank: asked - answered, cutShort: 0 },
  score,
  reviewStatus: null,
});

describe('/practice/progress', () => {
  it('says there is nothing yet before a full attempt, pointing to the studio', async () => {
    renderProgress(aProgress());
    expect(await screen.findByText('No full attempts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the practice studio' })).toHaveAttribute('href', '/practice');
  });

  it('shows each test’s attempts oldest first, and that no reviewer has marked qualities yet', async () => {
    renderProgress(
      aProgress({
        attempts: [attempt('a2', '2031-03-05T10:00:00.000Z', 'wat', 55, 60), attempt('a1', '2031-03-01T10:00:00.000Z', 'wat', 41, 60), attempt('a3', '2031-03-02T10:00:00.000Z', 'oir', 38, 40, { right: 29, of: 40 })],
      }),
    );
    const wat = await screen.findByRole('list', { name: 'WAT attempts' });
    const rows = within(wat).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('41 of 60 completed within time');
    expect(rows[1]).toHaveTextContent('55 of 60 completed within time');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/practice/attempts/a1');
    expect(screen.getByRole('list', { name: 'OIR attempts' })).toHaveTextContent('Score 29 of 40');
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows how often reviewers marked each quality strong and to work on', async () => {
    renderProgress(
      aProgress({
        attempts: [{ ...attempt('a1', '2031-03-01T10:00:00.000Z', 'wat', 41, 60), reviewStatus: 'done' }],
        reviews: 2,
        qualities: [
          { quality: 'initiative', strong: 1, workOn: 3 },
          { quality: 'self-confidence', strong: 2, workOn: 0 },
        ],
      }),
    );
    expect(await screen.findByText('From 2 reviews.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'WAT attempts' })).toHaveTextContent('Reviewed');
    const initiative = screen.getByText('Initiative').closest('li')!;
    expect(initiative).toHaveTextContent('Strong1');
    expect(initiative).toHaveTextContent('To work on3');
    expect(screen.getByText('Self-confidence').closest('li')).toHaveTextContent('To work on0');
  });
});
