import { PRACTICE_MESSAGES, type Battery } from '@ssb/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aRunningBooklet } from '../running.fixture';
import BoardDayPage from './BoardDayPage';
import StartTestPage from './StartTestPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

function renderStart(path: string, { usedUp = false } = {}) {
  const started: unknown[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/practice/sets') return jsonResponse({ success: true, data: [] });
    if (path === '/api/practice/attempts' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { repeat?: boolean };
      started.push(body);
      if (usedUp && !body.repeat) return jsonResponse({ success: false, error: PRACTICE_MESSAGES.setsUsedUp }, 409);
      return jsonResponse({ success: true, data: aRunningBooklet({ id: 'new1' }) }, 201);
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ role: 'mentee' });
  const app = renderApp(path, [
    { path: '/practice/tests/:test', element: <StartTestPage /> },
    { path: '/practice/attempts/:id', element: <p>The test runs</p> },
  ]);
  return { started, app };
}

describe('Before a test', () => {
  it('reads out the instructions with an example and starts the clock only on "I\u2019m ready"', async () => {
    const { started, app } = renderStart('/practice/tests/wat');
    expect(await screen.findByRole('heading', { name: 'Word Association Test' })).toBeInTheDocument();
    expect(screen.getByText(/You will be shown sixty words one after another/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Example' })).toBeInTheDocument();
    expect(screen.getByText('Team')).toBeInTheDocument();
    expect(started).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "I'm ready" }));
    await screen.findByText('The test runs');
    expect(started).toEqual([{ test: 'wat', practiceRun: false, repeat: false }]);
    expect(app.router.state.location.pathname).toBe('/practice/attempts/new1');
  });

  it('offers to sit the oldest set again once every set is used', async () => {
    const { started } = renderStart('/practice/tests/srt', { usedUp: true });
    fireEvent.click(await screen.findByRole('button', { name: "I'm ready" }));
    expect(await screen.findByText(PRACTICE_MESSAGES.setsUsedUp)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sit the oldest again' }));
    await screen.findByText('The test runs');
    expect(started).toEqual([
      { test: 'srt', practiceRun: false, repeat: false },
      { test: 'srt', practiceRun: false, repeat: true },
    ]);
  });

  it('sits a chosen set, or its practice run', async () => {
    const { started } = renderStart('/practice/tests/srt?set=5d2f6c1e-0000-4000-8000-000000000001&run=1');
    expect(await screen.findByText(/This is a short practice run/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready" }));
    await waitFor(() => expect(started).toEqual([{ setId: '5d2f6c1e-0000-4000-8000-000000000001', practiceRun: true }]));
  });
});

function aBattery(over: Partial<Battery> = {}): Battery {
  const now = new Date();
  return {
    id: 'bat1',
    stage: 'screening',
    startedAt: now.toISOString(),
    now: now.toISOString(),
    status: 'waiting',
    step: 1,
    breakEndsAt: new Date(now.getTime() + 150_000).toISOString(),
    finishedAt: null,
    steps: [
      { kind: 'oir', set: { id: 's1', title: 'OIR set 1' }, attemptId: 'a1', status: 'finished', summary: { asked: 80, answered: 70, blank: 10, cutShort: 0 }, score: { right: 52, of: 80 } },
      { kind: 'ppdt', set: { id: 's2', title: 'PPDT set 1' }, attemptId: null, status: 'waiting', summary: null, score: null },
    ],
    ...over,
  };
}

describe('A board day', () => {
  it('between tests: the break\u2019s countdown, the next test\u2019s instructions, and "I\u2019m ready" for that step', async () => {
    const asked: unknown[] = [];
    mockFetch((url, init) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/practice/batteries/bat1') return jsonResponse({ success: true, data: aBattery() });
      if (path === '/api/practice/batteries/bat1/next') {
        asked.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: aBattery() });
      }
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    });
    signInAs({ role: 'mentee' });
    renderApp('/practice/board-days/bat1', [{ path: '/practice/board-days/:id', element: <BoardDayPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Screening day' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left of the break' })).toHaveTextContent(/^2:(2|3)\d$/);
    expect(screen.getByRole('heading', { name: 'Picture Perception and Description Test' })).toBeInTheDocument();
    expect(screen.getByText('Test 2 of 2', { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "I'm ready" }));
    await waitFor(() => expect(asked).toEqual([{ step: 1 }]));
  });

  it('at the end: each test\u2019s result with a link to its answers', async () => {
    mockFetch((url) =>
      // The day is not sent for review yet.
      new URL(url, 'http://localhost').pathname.endsWith('/review')
        ? jsonResponse({ success: true, data: null })
        : jsonResponse({
        success: true,
        data: aBattery({
          status: 'finished',
          step: null,
          breakEndsAt: null,
          finishedAt: new Date().toISOString(),
          steps: [
            aBattery().steps[0]!,
            { kind: 'ppdt', set: { id: 's2', title: 'PPDT set 1' }, attemptId: 'a2', status: 'finished', summary: { asked: 2, answered: 2, blank: 0, cutShort: 1 }, score: null },
          ],
        }),
      }),
    );
    signInAs({ role: 'mentee' });
    renderApp('/practice/board-days/bat1', [{ path: '/practice/board-days/:id', element: <BoardDayPage /> }]);
    expect(await screen.findByRole('heading', { name: "The day's results" })).toBeInTheDocument();
    expect(screen.getByText(/52 \/ 80 right/)).toBeInTheDocument();
    expect(screen.getByText(/2 of 2 answered · 1 cut short/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Answers' }).map((a) => a.getAttribute('href'))).toEqual(['/practice/attempts/a1', '/practice/attempts/a2']);
    expect(screen.getByRole('heading', { name: 'Narrate your story' })).toBeInTheDocument();
  });
});
