import type { PracticeAttempt } from '@ssb/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import AttemptPage from '../pages/AttemptPage';
import { aRunningBooklet, aRunningPpdt } from '../running.fixture';
import { OFFLINE_TEXT, RECONNECTED_TEXT } from './ConnectionBanner';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

/** The attempt screen of `attempt`; answers are taken (or, while `net.down`, the connection fails); POST next answers `afterHandIn`. */
function renderRunning(attempt: PracticeAttempt, afterHandIn?: PracticeAttempt) {
  const saved: unknown[] = [];
  const handedIn: unknown[] = [];
  const net = { down: false };
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/practice/attempts/${attempt.id}` && (init.method ?? 'GET') === 'GET') return jsonResponse({ success: true, data: attempt });
    if (path === `/api/practice/attempts/${attempt.id}/answers`) {
      if (net.down) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init.body)) as { item: number; part: 'answer'; text?: string; choice?: number; typedAt: string };
      saved.push(body);
      return jsonResponse({ success: true, data: { item: body.item, part: body.part, text: body.text ?? null, choice: body.choice ?? null, savedAt: new Date().toISOString(), typedAt: body.typedAt } });
    }
    if (path === `/api/practice/attempts/${attempt.id}/next`) {
      handedIn.push(JSON.parse(String(init.body)));
      return jsonResponse({ success: true, data: afterHandIn ?? attempt });
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs({ role: 'mentee' });
  const app = renderApp(`/practice/attempts/${attempt.id}`, [
    { path: '/practice/attempts/:id', element: <AttemptPage /> },
    { path: '/practice', element: <p>The studio</p> },
  ]);
  return { saved, handedIn, net, app };
}

const strip = () => screen.findByRole('navigation', { name: 'Situations in this booklet' });

describe('A booklet on the shared clock', () => {
  it('shows the booklet\u2019s numbers, answered or not, and moves by next, previous and any number', async () => {
    renderRunning(aRunningBooklet({ id: 'b1' }));
    const nav = await strip();
    expect(within(nav).getAllByRole('button')).toHaveLength(3);
    expect(within(nav).getByRole('button', { name: 'Situation 1, not answered' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'He lost his wallet on the train.' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'His friend failed the exam.' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'Situation 3, not answered' }));
    expect(screen.getByRole('heading', { name: 'A fire broke out next door.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'His friend failed the exam.' })).toBeInTheDocument();
  });

  it('saves an answer after a pause with when it was typed, marks it answered, and keeps it when coming back', async () => {
    const { saved } = renderRunning(aRunningBooklet({ id: 'b2' }));
    const nav = await strip();
    fireEvent.change(screen.getByRole('textbox', { name: 'What you would do' }), { target: { value: 'Reported it to the TTE and called home.' } });
    expect(within(nav).getByRole('button', { name: 'Situation 1, answered' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ item: 0, part: 'answer', text: 'Reported it to the TTE and called home.' });
    expect(Date.parse((saved[0] as { typedAt: string }).typedAt)).not.toBeNaN();
    await screen.findByText('Saved');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: 'What you would do' })).toHaveValue('Reported it to the TTE and called home.');
  });

  it('asks before handing in, saying how many are unanswered, then hands in the booklet', async () => {
    const second = aRunningBooklet({ id: 'b3', index: 1, of: 2, prompts: ['Q4', 'Q5', 'Q6'] });
    const { handedIn } = renderRunning(aRunningBooklet({ id: 'b3', of: 2 }), second);
    await strip();
    expect(screen.getByText('Booklet 1 of 2')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'What you would do' }), { target: { value: 'Helped.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in booklet 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand in booklet 1?' });
    expect(dialog).toHaveTextContent('2 situations are unanswered.');
    expect(dialog).toHaveTextContent('Booklet 2 opens at once, and you cannot come back to this one.');
    expect(handedIn).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand it in' }));
    await waitFor(() => expect(handedIn).toEqual([{ from: 0 }]));
    expect(await screen.findByText('Booklet 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Q4' })).toBeInTheDocument();
  });

  it('keeps answers on the device while offline, says so, and sends them when the connection is back', async () => {
    const { saved, net } = renderRunning(aRunningBooklet({ id: 'b4' }));
    await strip();
    net.down = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'What you would do' }), { target: { value: 'Offline answer' } });
    expect(await screen.findByText(OFFLINE_TEXT, { exact: false })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('ssb:practice-answers:b4')!)).toMatchObject([{ item: 0, text: 'Offline answer', state: 'unsent' }]);
    net.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(RECONNECTED_TEXT)).toBeInTheDocument();
    expect(saved).toMatchObject([{ item: 0, text: 'Offline answer' }]);
  });

  it('shows an OIR question\u2019s figures as images and saves a choice at once', async () => {
    const attempt = aRunningBooklet({ id: 'b5', kind: 'oir', prompts: ['Which figure comes next?'], options: ['A', 'B', 'C', 'D'] });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    attempt.current!.booklet!.items[0]!.content.figure = { stem: [svg, svg], options: [svg, svg, svg, svg] };
    const { saved } = renderRunning(attempt);
    const stem = await screen.findByRole('img', { name: 'Figure 1 of the question' });
    expect(stem.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    fireEvent.click(screen.getByRole('radio', { name: /^C/ }));
    await waitFor(() => expect(saved).toMatchObject([{ item: 0, part: 'answer', choice: 2 }]));
  });
});

describe('Leaving a running test', () => {
  it('asks first, and stays on Stay', async () => {
    const { app } = renderRunning(aRunningBooklet({ id: 'l1' }));
    await strip();
    act(() => app.router.navigate('/practice'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay in the test' }));
    expect(app.router.state.location.pathname).toBe('/practice/attempts/l1');
    act(() => app.router.navigate('/practice'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave the test?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The studio')).toBeInTheDocument();
  });
});

describe('PPDT', () => {
  it('saves the character box as readable text', async () => {
    const { saved } = renderRunning(aRunningPpdt({ id: 'p1' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Number of characters' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Age of character 1' }), { target: { value: '25' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Sex of character 1' })).getByRole('radio', { name: 'M' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Mood of character 1' }), { target: { value: 'positive' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Action (in a line)' }), { target: { value: 'Two friends fix a cycle.' } });
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ item: 0, part: 'notes', text: '2 characters. 1: M, 25, positive. 2: ?, ?, ?. Action: Two friends fix a cycle.' }));
  });
});
