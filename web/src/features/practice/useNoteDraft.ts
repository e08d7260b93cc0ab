import { OFFICER_LIKE_QUALITIES, saveReviewNoteSchema, type OfficerLikeQuality, type QualityMark, type QualityTags, type ReviewNote } from '@ssb/domain';
import { useRef, useState } from 'react';
import { isApiError, messageOf } from '../../lib/api';
import { useReloadReview, useSaveReviewNote } from './api';
import { noteHasContent } from './reviewHelpers';

export type NoteDraft = { comment: string; qualities: QualityTags };
export type NoteStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The PUT body for a draft, in one spelling (trimmed comment, qualities in the board's order) so two drafts compare as text. */
function payloadOf(attemptId: string, item: number, draft: NoteDraft) {
  const qualities: QualityTags = {};
  for (const quality of OFFICER_LIKE_QUALITIES) if (draft.qualities[quality]) qualities[quality] = draft.qualities[quality];
  return { attemptId, item, comment: draft.comment.trim() || null, qualities };
}

/** The note's own fields, checked here; which attempt it is about the server checks. */
const noteFields = saveReviewNoteSchema.omit({ attemptId: true });

/**
 * One item's note as the reviewer writes it: the draft, and a save that sends it only when it
 * changed, one at a time (a save asked for while one runs goes after it, with the latest draft).
 * `save` answers whether the note on the server is now the draft.
 */
export function useNoteDraft(reviewId: string, attemptId: string, item: number, initial: ReviewNote | undefined) {
  const [draft, setDraft] = useState<NoteDraft>({ comment: initial?.comment ?? '', qualities: initial?.qualities ?? {} });
  const [status, setStatus] = useState<NoteStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(draft);
  const saved = useRef(initial ? JSON.stringify(payloadOf(attemptId, item, { comment: initial.comment ?? '', qualities: initial.qualities })) : null);
  const running = useRef<Promise<boolean> | null>(null);
  const mutation = useSaveReviewNote(reviewId);
  const reload = useReloadReview(reviewId);

  const send = async (): Promise<boolean> => {
    const payload = payloadOf(attemptId, item, latest.current);
    const text = JSON.stringify(payload);
    if (text === saved.current) return true;
    if (saved.current === null && !noteHasContent(payload)) return true;
    const checked = noteFields.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'This note cannot be saved');
      setStatus('failed');
      return false;
    }
    setStatus('saving');
    try {
      await mutation.mutateAsync(payload);
      saved.current = text;
      setError(null);
      setStatus(JSON.stringify(payloadOf(attemptId, item, latest.current)) === text ? 'saved' : 'idle');
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      setStatus('failed');
      if (isApiError(failure) && failure.status === 409) reload();
      return false;
    }
  };

  /** Saves the draft as it now is (nothing to send when it is what the server has, or an empty note never saved). */
  const save = async (): Promise<boolean> => {
    while (running.current) await running.current.catch(() => false);
    const run = send();
    running.current = run;
    try {
      return await run;
    } finally {
      if (running.current === run) running.current = null;
    }
  };

  const update = (next: NoteDraft) => {
    latest.current = next;
    setDraft(next);
    if (status === 'saved') setStatus('idle');
  };
  const setComment = (comment: string) => update({ ...latest.current, comment });
  /** Marks a quality (or clears it) and saves at once, as a choice is saved when it is made. */
  const markQuality = (quality: OfficerLikeQuality, mark: QualityMark | null) => {
    const qualities = { ...latest.current.qualities };
    if (mark) qualities[quality] = mark;
    else delete qualities[quality];
    update({ ...latest.current, qualities });
    void save();
  };
  const dirty = JSON.stringify(payloadOf(attemptId, item, draft)) !== (saved.current ?? JSON.stringify(payloadOf(attemptId, item, { comment: '', qualities: {} })));

  return { draft, status, error, dirty, setComment, markQuality, save };
}
