import { REVIEW_LIMITS, type PracticeReview } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aReview, aReviewWithAttempt } from '../review.fixture';
import ReviewEditorPage from './ReviewEditorPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

const SUMMARY = 'Your sentences are positive and practical. Show more initiative: say what you would do, not only what you feel.';

const REVIEWER_ID = '6f1c2b8e-1d4a-4c55-9a0e-2b7d5e8f9a01';

function renderEditor(review: Partial<PracticeReview> = {}, viewer: { id: string; role: 'mentor' | 'mentee' | 'admin' } = { id: REVIEWER_ID, role: 'mentor' }) {
  const notes: unknown[] = [];
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/practice/reviews/rev1/notes' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      notes.push(body);
      return jsonResponse({ success: true, data: body });
    }
    if (path === '/api/practice/reviews/rev1/submit' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return jsonResponse({ success: true, data: aReview({ status: 'done', submittedAt: '2031-03-02T09:00:00.000Z', summary: body.summary }) });
    }
    if (path === '/api/practice/reviews/rev1') return jsonResponse({ success: true, data: aReviewWithAttempt(review) });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs(viewer);
  renderApp('/dashboard/practice-reviews/rev1', [{ path: '/dashboard/practice-reviews/:id', element: <ReviewEditorPage /> }]);
  return { notes, sent };
}

const itemCard = async (n: number) => (await screen.findByLabelText(`Comment on item ${n}`)).closest('li')!;

describe('Review editor', () => {
  it('shows the attempt item by item beside a note for each', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { name: "Review: Asha Verma's WAT" })).toBeInTheDocument();
    const first = await itemCard(1);
    expect(first).toHaveTextContent('Courage');
    expect(first).toHaveTextContent('Courage is keeping calm under fire.');
    expect(await itemCard(3)).toHaveTextContent('Left blank');
    expect(screen.getByText(/Due by/)).toBeInTheDocument();
  });

  it('saves a quality as soon as it is marked', async () => {
    const { notes } = renderEditor();
    const card = await itemCard(1);
    fireEvent.click(within(card).getByText('Mark qualities'));
    fireEvent.click(within(within(card).getByRole('radiogroup', { name: 'Initiative' })).getByRole('radio', { name: 'Strong' }));
    await waitFor(() => expect(notes).toEqual([{ item: 0, comment: null, qualities: { initiative: 'strong' } }]));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved'));
    expect(within(card).getByText('(1 marked)')).toBeInTheDocument();
    fireEvent.click(within(within(card).getByRole('radiogroup', { name: 'Initiative' })).getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(notes).toHaveLength(2));
    expect(notes[1]).toEqual({ item: 0, comment: null, qualities: {} });
  });

  it('saves a comment with "Save note", and again when its box is left after a change', async () => {
    const { notes } = renderEditor({ notes: [{ item: 1, comment: null, qualities: { cooperation: 'strong' } }] });
    const card = await itemCard(2);
    const box = within(card).getByLabelText('Comment on item 2');
    fireEvent.change(box, { target: { value: 'Good team spirit.' } });
    expect(within(card).getByRole('status')).toHaveTextContent('Not saved yet');
    fireEvent.click(within(card).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved'));
    expect(notes).toEqual([{ item: 1, comment: 'Good team spirit.', qualities: { cooperation: 'strong' } }]);
    fireEvent.blur(box);
    fireEvent.change(box, { target: { value: 'Good team spirit; now say what you would do.' } });
    fireEvent.blur(box);
    await waitFor(() => expect(notes).toHaveLength(2));
    expect(notes[1]).toEqual({ item: 1, comment: 'Good team spirit; now say what you would do.', qualities: { cooperation: 'strong' } });
  });

  it('refuses a summary under the minimum, keeping what was typed', async () => {
    const { sent } = renderEditor();
    const summary = await screen.findByLabelText(/Your summary for the aspirant/);
    fireEvent.change(summary, { target: { value: 'Good effort.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(`The summary has at least ${REVIEW_LIMITS.summary.min} characters: say what the aspirant does well and what to work on`)).toBeInTheDocument();
    expect(summary).toHaveValue('Good effort.');
    expect(summary).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('saves an unsaved note, sends the review, then shows it read only', async () => {
    const { notes, sent } = renderEditor();
    const card = await itemCard(1);
    fireEvent.change(within(card).getByLabelText('Comment on item 1'), { target: { value: 'Calm and brave: good.' } });
    fireEvent.change(screen.getByLabelText(/Your summary for the aspirant/), { target: { value: SUMMARY } });
    expect(screen.getByText(`${SUMMARY.length} / ${REVIEW_LIMITS.summary.max}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(sent).toEqual([{ summary: SUMMARY }]));
    expect(notes).toEqual([{ item: 0, comment: 'Calm and brave: good.', qualities: {} }]);
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    expect(screen.getByText(SUMMARY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is read only once lapsed', async () => {
    renderEditor({ status: 'lapsed', notes: [{ item: 0, comment: 'Brave.', qualities: { courage: 'strong' } }] });
    expect(await screen.findByText(/Its time ran out before it was sent/)).toBeInTheDocument();
    expect(screen.getByText('Brave.')).toBeInTheDocument();
    expect(screen.getByText('Courage: Strong')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a review closed by its reviewer\'s suspension was closed for that, not for time', async () => {
    renderEditor({ status: 'lapsed', closedAt: '2031-03-02T09:00:00.000Z' });
    expect(await screen.findByText(/This review was closed unsent when your account was suspended/)).toBeInTheDocument();
    expect(screen.queryByText(/Its time ran out/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is read only to anyone but its reviewer (the aspirant and admins may look)', async () => {
    renderEditor({}, { id: 'u1', role: 'mentee' });
    expect(await screen.findByRole('heading', { name: "Review: Asha Verma's WAT" })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });
});
