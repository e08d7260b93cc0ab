import type { AttemptListItem, PracticeTestKind } from '@ssb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import DashboardHomePage from '../../sessions/pages/DashboardHomePage';
import { PracticeCard } from './PracticeCard';
import { lastResult, suggestNextTest } from './suggestion';

let n = 0;
function anAttempt(kind: PracticeTestKind, startedAt: string, fields: Partial<AttemptListItem> = {}): AttemptListItem {
  n += 1;
  return {
    id: `att-${n}`,
    set: { id: `set-${kind}`, title: `${kind.toUpperCase()} set 1`, kind },
    practiceRun: false,
    battery: null,
    startedAt,
    status: 'finished',
    summary: { asked: 60, answered: 55, blank: 5, cutShort: 0 },
    score: null,
    ...fields,
  };
}

describe('suggestNextTest', () => {
  it('suggests TAT to an aspirant who has sat nothing', () => {
    expect(suggestNextTest([])).toBe('tat');
  });

  it('suggests the first test never sat in full, in the order TAT, WAT, SRT, SD, PPDT, OIR', () => {
    expect(suggestNextTest([anAttempt('tat', '2031-03-01T10:00:00Z')])).toBe('wat');
    expect(suggestNextTest(['tat', 'wat', 'srt'].map((k) => anAttempt(k as PracticeTestKind, '2031-03-01T10:00:00Z')))).toBe('sd');
    expect(suggestNextTest(['tat', 'wat', 'srt', 'sd', 'ppdt'].map((k) => anAttempt(k as PracticeTestKind, '2031-03-01T10:00:00Z')))).toBe('oir');
  });

  it('does not count a practice run or an attempt still running as sat', () => {
    const attempts = [anAttempt('tat', '2031-03-01T10:00:00Z', { practiceRun: true }), anAttempt('tat', '2031-03-02T10:00:00Z', { status: 'running', summary: null })];
    expect(suggestNextTest(attempts)).toBe('tat');
  });

  it('once every test is sat, suggests the one whose latest full attempt is the oldest', () => {
    const attempts = [
      anAttempt('tat', '2031-03-06T10:00:00Z'),
      anAttempt('wat', '2031-03-05T10:00:00Z'),
      anAttempt('srt', '2031-03-01T10:00:00Z'),
      anAttempt('srt', '2031-03-09T10:00:00Z'), // SRT sat again since: its latest counts
      anAttempt('sd', '2031-03-04T10:00:00Z'),
      anAttempt('ppdt', '2031-03-03T10:00:00Z'),
      anAttempt('oir', '2031-03-07T10:00:00Z'),
    ];
    expect(suggestNextTest(attempts)).toBe('ppdt');
  });
});

describe('lastResult', () => {
  it('is the latest finished full attempt, whatever the order given', () => {
    const latest = anAttempt('wat', '2031-03-05T10:00:00Z');
    const attempts = [
      anAttempt('oir', '2031-03-09T10:00:00Z', { status: 'running', summary: null }),
      anAttempt('srt', '2031-03-08T10:00:00Z', { practiceRun: true }),
      latest,
      anAttempt('tat', '2031-03-01T10:00:00Z'),
    ];
    expect(lastResult(attempts)).toBe(latest);
    expect(lastResult([])).toBeNull();
  });
});

function renderCard(answer: () => Response) {
  const fetch = mockFetch((url) => (url === '/api/practice/attempts' ? answer() : jsonResponse({ success: false, error: 'Not found' }, 404)));
  signInAs({ role: 'mentee' });
  renderApp('/dashboard', [{ path: '/dashboard', element: <PracticeCard /> }]);
  return fetch;
}

describe('the dashboard’s practice card', () => {
  it('shows a placeholder while the attempts load', async () => {
    renderCard(() => jsonResponse({ success: true, data: [] }));
    expect(screen.getByText('Loading your practice tests')).toBeInTheDocument();
    expect(await screen.findByText('You have not sat a test yet')).toBeInTheDocument();
  });

  it('before any test: suggests TAT with a way to the studio, and says no test was sat', async () => {
    renderCard(() => jsonResponse({ success: true, data: [] }));
    const card = await screen.findByRole('region', { name: 'Practice tests' });
    expect(await within(card).findByText('You have not sat a test yet')).toBeInTheDocument();
    expect(within(card).getByText('Thematic Apperception Test (TAT)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Practise TAT' })).toHaveAttribute('href', '/practice');
  });

  it('shows the last full attempt’s result with a link to it, and the OIR score for an OIR', async () => {
    const wat = anAttempt('wat', '2031-03-05T10:00:00Z', { id: 'w1' });
    const oir = anAttempt('oir', '2031-03-06T10:00:00Z', { id: 'o1', summary: { asked: 40, answered: 38, blank: 2, cutShort: 0 }, score: { right: 29, of: 40 } });
    renderCard(() => jsonResponse({ success: true, data: [oir, wat] }));
    const card = await screen.findByRole('region', { name: 'Practice tests' });
    expect(await within(card).findByText('Score 29 of 40')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See your OIR results' })).toHaveAttribute('href', '/practice/attempts/o1');
    expect(within(card).getByRole('link', { name: 'Your progress' })).toHaveAttribute('href', '/practice/progress');
    // TAT never sat in full: still the suggestion.
    expect(within(card).getByRole('link', { name: 'Practise TAT' })).toBeInTheDocument();
  });

  it('shows answered of asked for a written test', async () => {
    renderCard(() => jsonResponse({ success: true, data: [anAttempt('srt', '2031-03-05T10:00:00Z', { id: 's1', summary: { asked: 60, answered: 47, blank: 13, cutShort: 1 } })] }));
    expect(await screen.findByText('47 of 60 answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your SRT results' })).toHaveAttribute('href', '/practice/attempts/s1');
  });

  it('says when the attempts could not load, and tries again', async () => {
    let fail = true;
    const fetch = renderCard(() => (fail ? jsonResponse({ success: false, error: 'Database down' }, 503) : jsonResponse({ success: true, data: [] })));
    expect(await screen.findByText('Could not load your practice tests')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not sat a test yet')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u) === '/api/practice/attempts')).toHaveLength(2);
  });
});

describe('the dashboard home', () => {
  function renderDashboard(role: 'mentee' | 'mentor') {
    mockFetch((url) => {
      if (url === '/api/users/profile') return jsonResponse({ success: true, data: aUser({ role, firstName: 'Asha' }) });
      if (url === '/api/users/stats') return jsonResponse({ success: true, data: { completed: 0, completedAsMentor: 0, completedAsMentee: 0, upcoming: 0 } });
      if (url.startsWith('/api/sessions')) return jsonResponse({ success: true, data: [], pagination: { page: 1, pageSize: 5, total: 0, totalPages: 0 } });
      if (url === '/api/practice/attempts') return jsonResponse({ success: true, data: [] });
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    });
    signInAs({ role });
    renderApp('/dashboard', [{ path: '/dashboard', element: <DashboardHomePage /> }]);
  }

  it('has the practice card for an aspirant', async () => {
    renderDashboard('mentee');
    expect(await screen.findByRole('region', { name: 'Practice tests' })).toBeInTheDocument();
  });

  it('has no practice card for a coach', async () => {
    renderDashboard('mentor');
    expect(await screen.findByRole('heading', { name: 'Mentor Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Practice tests' })).not.toBeInTheDocument();
  });
});
