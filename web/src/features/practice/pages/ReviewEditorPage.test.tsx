import { OFFICER_LIKE_QUALITIES, QUALITY_FACTORS, REVIEW_LIMITS, type PracticeAttempt, type PracticeReview, type ReviewGrade } from '@ssb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import { aFinishedAttempt, aReview, aReviewWithAttempt } from '../review.fixture';
import ReviewEditorPage from './ReviewEditorPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

const SUMMARY = 'Your sentences are positive and practical. Show more initiative: say what you would do, not only what you feel.';

const REVIEWER_ID = '6f1c2b8e-1d4a-4c55-9a0e-2b7d5e8f9a01';

/** Every quality graded 3, as a reviewer who graded them all before. */
const ALL_GRADED: ReviewGrade[] = OFFICER_LIKE_QUALITIES.map((quality) => ({ quality, grade: 3, evidence: [] }));

function renderEditor(review: Partial<PracticeReview> = {}, viewer: { id: string; role: 'mentor' | 'mentee' | 'admin' } = { id: REVIEWER_ID, role: 'mentor' }, attempts?: PracticeAttempt[]) {
  const notes: unknown[] = [];
  const sent: unknown[] = [];
  const grades: unknown[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/practice/reviews/rev1/grades' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      grades.push(body);
      return jsonResponse({ success: true, data: body });
    }
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
    if (path === '/api/practice/reviews/rev1') return jsonResponse({ success: true, data: { ...aReviewWithAttempt(review), ...(attempts ? { attempts } : {}) } });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  signInAs(viewer);
  renderApp('/dashboard/practice-reviews/rev1', [{ path: '/dashboard/practice-reviews/:id', element: <ReviewEditorPage /> }]);
  return { notes, sent, grades };
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
    await waitFor(() => expect(notes).toEqual([{ attemptId: 'att1', item: 0, comment: null, qualities: { initiative: 'strong' } }]));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved'));
    expect(within(card).getByText('(1 marked)')).toBeInTheDocument();
    fireEvent.click(within(within(card).getByRole('radiogroup', { name: 'Initiative' })).getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(notes).toHaveLength(2));
    expect(notes[1]).toEqual({ attemptId: 'att1', item: 0, comment: null, qualities: {} });
  });

  it('saves a comment with "Save note", and again when its box is left after a change', async () => {
    const { notes } = renderEditor({ notes: [{ attemptId: 'att1', item: 1, comment: null, qualities: { cooperation: 'strong' } }] });
    const card = await itemCard(2);
    const box = within(card).getByLabelText('Comment on item 2');
    fireEvent.change(box, { target: { value: 'Good team spirit.' } });
    expect(within(card).getByRole('status')).toHaveTextContent('Not saved yet');
    fireEvent.click(within(card).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved'));
    expect(notes).toEqual([{ attemptId: 'att1', item: 1, comment: 'Good team spirit.', qualities: { cooperation: 'strong' } }]);
    fireEvent.blur(box);
    fireEvent.change(box, { target: { value: 'Good team spirit; now say what you would do.' } });
    fireEvent.blur(box);
    await waitFor(() => expect(notes).toHaveLength(2));
    expect(notes[1]).toEqual({ attemptId: 'att1', item: 1, comment: 'Good team spirit; now say what you would do.', qualities: { cooperation: 'strong' } });
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

  it('saves an unsaved note, sends the review once confirmed, then shows it read only', async () => {
    const { notes, sent } = renderEditor({ grades: ALL_GRADED });
    const card = await itemCard(1);
    fireEvent.change(within(card).getByLabelText('Comment on item 1'), { target: { value: 'Calm and brave: good.' } });
    fireEvent.change(screen.getByLabelText(/Your summary for the aspirant/), { target: { value: SUMMARY } });
    expect(screen.getByText(`${SUMMARY.length} / ${REVIEW_LIMITS.summary.max}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the review?' });
    expect(confirm).toHaveTextContent('Send the review? It is final: the aspirant is notified and you cannot change it.');
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send the review' }));
    await waitFor(() => expect(sent).toEqual([{ summary: SUMMARY }]));
    expect(notes).toEqual([{ attemptId: 'att1', item: 0, comment: 'Calm and brave: good.', qualities: {} }]);
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    expect(screen.getByText(SUMMARY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is read only once lapsed', async () => {
    renderEditor({ status: 'lapsed', notes: [{ attemptId: 'att1', item: 0, comment: 'Brave.', qualities: { courage: 'strong' } }] });
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

  it('groups the 15 grades by the four factors, and saves a grade as it is chosen with the answers ticked behind it', async () => {
    const { grades } = renderEditor();
    const form = await screen.findByRole('region', { name: 'Grades' });
    for (const factor of QUALITY_FACTORS) {
      const group = within(form).getByRole('group', { name: factor.name });
      expect(within(group).getAllByRole('combobox').map((c) => c.getAttribute('aria-label'))).toEqual(factor.qualities.map((q) => `Grade of ${q.charAt(0).toUpperCase()}${q.slice(1)}`));
    }
    const row = within(form).getByLabelText('Grade of Courage').closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Answers behind it (0)' }));
    // Only answered items can be ticked: the blank third word is not offered.
    expect(within(row).queryByLabelText(/WAT 3/)).not.toBeInTheDocument();
    fireEvent.click(within(row).getByLabelText('WAT 1: Courage'));
    expect(grades).toEqual([]); // kept until a grade is chosen
    expect(within(row).getByRole('status')).toHaveTextContent('Choose a grade to save');
    fireEvent.change(within(row).getByLabelText('Grade of Courage'), { target: { value: '4' } });
    await waitFor(() => expect(grades).toEqual([{ quality: 'courage', grade: 4, evidence: [{ attemptId: 'att1', item: 0 }] }]));
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent('Saved'));
  });

  it('does not send before every quality is graded, and names the ones left', async () => {
    const { sent } = renderEditor({ grades: ALL_GRADED.filter((g) => g.quality !== 'stamina' && g.quality !== 'courage') });
    fireEvent.change(await screen.findByLabelText(/Your summary for the aspirant/), { target: { value: SUMMARY } });
    expect(screen.getByText(/2 of 15 qualities still to grade/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Grade all 15 qualities before you send the review: courage, stamina still to grade.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows a board day's four attempts with the totals per test and in all, and notes each attempt's items", async () => {
    const kinds = [
      ['tat', 'TAT set 1'],
      ['wat', 'WAT set 1'],
      ['srt', 'SRT set 1'],
      ['sd', 'SD set 1'],
    ] as const;
    const attempts = kinds.map(([kind, title], i) => aFinishedAttempt({ id: `a${i}`, set: { id: `s${i}`, title, kind, author: { id: 'c1', name: 'Vikram Singh' } } }));
    const { notes } = renderEditor({ attemptId: null, set: null, battery: { id: 'b1', stage: 'psychology' }, title: 'Psychology day review' }, undefined, attempts);
    expect(await screen.findByRole('heading', { name: "Review: Asha Verma's psychology day" })).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'TestAnsweredLeft blankCut short',
      'TAT2 / 310',
      'WAT2 / 310',
      'SRT2 / 310',
      'SD2 / 310',
      'In all8 / 1240',
    ]);
    const sd = screen.getByRole('region', { name: 'SD: SD set 1' });
    const card = within(sd).getByLabelText('Comment on item 1').closest('li')!;
    fireEvent.change(within(card).getByLabelText('Comment on item 1'), { target: { value: 'Honest about your parents.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes).toEqual([{ attemptId: 'a3', item: 0, comment: 'Honest about your parents.', qualities: {} }]));
  });
});
