import type { PracticeProgress } from '@ssb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aGrading, aProgress, aProgressAttempt } from '../progress/fixture';
import ProgressPage from './ProgressPage';

// The charts' library draws on a canvas, which the test browser has not: a stand-in notes what each
// chart was given (or fails to load, as offline, when `uplot.fail` is set).
const uplot = vi.hoisted(() => ({ charts: [] as { opts: { series: { label?: string }[]; scales: { y: { dir?: number } } }; data: unknown[] }[], fail: false }));
vi.mock('uplot', () => ({
  default: class {
    width: number;
    constructor(opts: { width: number; series: { label?: string }[]; scales: { y: { dir?: number } } }, data: unknown[]) {
      if (uplot.fail) throw new Error('No canvas');
      this.width = opts.width;
      uplot.charts.push({ opts, data });
    }
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  uplot.charts.length = 0;
  uplot.fail = false;
});

function renderProgress(progress: PracticeProgress) {
  mockFetch((url) => (url.endsWith('/api/practice/progress') ? jsonResponse({ success: true, data: progress }) : jsonResponse({ success: false, error: 'Not found' }, 404)));
  signInAs({ role: 'mentee' });
  renderApp('/practice/progress', [{ path: '/practice/progress', element: <ProgressPage /> }]);
}

const attempt = (id: string, startedAt: string, kind: 'wat' | 'oir', answered: number, asked: number, score: { right: number; of: number } | null = null) =>
  aProgressAttempt(id, startedAt, kind, answered, asked, { score, oirRating: score ? 3 : null });

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

  it('draws completion within time per test and the OIR rating with 1 at the top, with the figures as tables', async () => {
    renderProgress(
      aProgress({
        attempts: [
          attempt('a1', '2031-03-01T10:00:00.000Z', 'wat', 45, 60),
          attempt('a2', '2031-03-05T10:00:00.000Z', 'wat', 57, 60),
          aProgressAttempt('o1', '2031-03-03T10:00:00.000Z', 'oir', 38, 40, { score: { right: 29, of: 40 }, oirRating: 3 }),
        ],
      }),
    );
    const completion = await screen.findByRole('figure', { name: 'Completed within time' });
    await waitFor(() => expect(uplot.charts).toHaveLength(2));
    const [first, second] = uplot.charts;
    expect(first!.opts.series.map((l) => l.label)).toEqual([undefined, 'WAT', 'OIR']);
    expect(first!.data.slice(1)).toEqual([
      [75, null, 95],
      [null, 95, null],
    ]);
    expect(second!.opts.series.map((l) => l.label)).toEqual([undefined, 'OIR rating']);
    expect(second!.opts.scales.y.dir).toBe(-1);

    // The tables are there for screen readers, and for anyone who asks.
    const table = within(completion).getByRole('table', { name: /Completed within time/ });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('WAT45 of 60 (75%)'),
      expect.stringContaining('OIR38 of 40 (95%)'),
      expect.stringContaining('WAT57 of 60 (95%)'),
    ]);
    expect(table.parentElement).toHaveClass('sr-only');
    await userEvent.setup().click(within(completion).getByRole('button', { name: 'Show the figures' }));
    expect(table.parentElement).not.toHaveClass('sr-only');
    const oir = screen.getByRole('figure', { name: 'OIR rating' });
    expect(within(oir).getByRole('table')).toHaveTextContent('29 of 403');
  });

  it('shows the figures instead when the chart cannot be drawn', async () => {
    uplot.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProgress(aProgress({ attempts: [attempt('a1', '2031-03-01T10:00:00.000Z', 'wat', 45, 60)] }));
    const completion = await screen.findByRole('figure', { name: 'Completed within time' });
    expect(await within(completion).findByText('The chart could not be drawn: here are its figures.')).toBeInTheDocument();
    expect(within(completion).getByRole('table').parentElement).not.toHaveClass('sr-only');
    // No OIR sat: no OIR chart.
    expect(screen.queryByRole('figure', { name: 'OIR rating' })).not.toBeInTheDocument();
  });

  it('says there are no grades yet before a review grades the qualities', async () => {
    renderProgress(aProgress({ attempts: [attempt('a1', '2031-03-01T10:00:00.000Z', 'wat', 45, 60)] }));
    const grades = (await screen.findByRole('heading', { name: 'Your grades over time' })).closest('section')!;
    expect(within(grades).getByText('No grades yet')).toBeInTheDocument();
    expect(within(grades).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('draws a factor’s grades, then one quality’s, review by review with the aspirant’s own beside them', async () => {
    renderProgress(
      aProgress({
        attempts: [{ ...attempt('a1', '2031-03-01T10:00:00.000Z', 'wat', 45, 60), reviewStatus: 'done' }],
        reviews: 2,
        gradings: [
          aGrading('r1', '2031-03-02T10:00:00.000Z', { initiative: 2, 'self-confidence': 3, courage: 3 }, { initiative: 4 }),
          aGrading('r2', '2031-03-09T10:00:00.000Z', { initiative: 4, 'self-confidence': 4 }, { initiative: 4 }),
        ],
      }),
    );
    // The first factor graded: Social effectiveness (the mean of its qualities).
    const figure = await screen.findByRole('figure', { name: 'Grades: Social effectiveness, the mean of its qualities' });
    await waitFor(() => expect(uplot.charts).toHaveLength(2));
    expect(uplot.charts[1]!.opts.series.map((l) => l.label)).toEqual([undefined, 'Reviewer’s grade', 'Your own grade']);
    expect(uplot.charts[1]!.data.slice(1)).toEqual([
      [2.5, 4],
      [4, 4],
    ]);

    await userEvent.setup().selectOptions(within(figure).getByRole('combobox', { name: 'Quality or factor' }), 'Initiative');
    expect(await screen.findByRole('figure', { name: 'Grades: Initiative' })).toBe(figure);
    await waitFor(() => expect(uplot.charts.at(-1)!.data.slice(1)).toEqual([[2, 4], [4, 4]]));
    expect(within(figure).getAllByRole('row')[1]).toHaveTextContent('2 (Below average)4 (Good)');

    // A quality nobody graded: said, not drawn.
    await userEvent.setup().selectOptions(within(figure).getByRole('combobox', { name: 'Quality or factor' }), 'Stamina');
    expect(within(figure).getByText('No review has graded Stamina yet.')).toBeInTheDocument();
  });
});
