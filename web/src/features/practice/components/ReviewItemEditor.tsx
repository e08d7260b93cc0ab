import { REVIEW_LIMITS, type PracticeTestKind, type ReviewNote } from '@ssb/domain';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useNoteDraft, type NoteStatus } from '../useNoteDraft';
import { ItemAnswers, ItemPrompt, type ResultItem } from './ItemAnswers';
import { QualityMarker } from './QualityMarker';

const STATUS_TEXT: Record<NoteStatus, string> = { idle: '', saving: 'Saving…', saved: 'Saved', failed: '' };

export interface NoteHooks {
  /** Called with the note's save (so "Send review" can save every note first), and with null when it goes. */
  register: (key: string, save: (() => Promise<boolean>) | null) => void;
  onDirty: (key: string, dirty: boolean) => void;
}

/** One item of the attempt beside the reviewer's note on it: a comment (saved when the box is left) and the qualities (saved when marked). */
export function ReviewItemEditor({ reviewId, attemptId, kind, item, note, hooks }: { reviewId: string; attemptId: string; kind: PracticeTestKind; item: ResultItem; note: ReviewNote | undefined; hooks: NoteHooks }) {
  const { draft, status, error, dirty, setComment, markQuality, save } = useNoteDraft(reviewId, attemptId, item.item, note);
  const { register, onDirty } = hooks;
  const key = `${attemptId}:${item.item}`;

  useEffect(() => {
    register(key, save);
    return () => register(key, null);
  });
  useEffect(() => onDirty(key, dirty), [onDirty, key, dirty]);

  const over = draft.comment.length > REVIEW_LIMITS.comment;
  return (
    <li id={`answer-${attemptId}-${item.item}`} className="grid scroll-mt-20 gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-2">
      <div className="min-w-0">
        <ItemPrompt item={item} />
        <ItemAnswers kind={kind} item={item} chosenLabel="their choice" />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <Field
          label={`Comment on item ${item.item + 1}`}
          error={status === 'failed' ? error : undefined}
          hint={
            <span className={over ? 'font-medium text-red-700' : undefined}>
              {draft.comment.length} / {REVIEW_LIMITS.comment}
            </span>
          }
        >
          <Textarea rows={3} value={draft.comment} onChange={(e) => setComment(e.target.value)} onBlur={() => void save()} />
        </Field>
        <QualityMarker qualities={draft.qualities} onMark={markQuality} />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => void save()} busy={status === 'saving'} disabled={!dirty && status !== 'failed'}>
            Save note
          </Button>
          <span className="text-sm text-slate-600" role="status">
            {dirty && status !== 'saving' ? 'Not saved yet' : STATUS_TEXT[status]}
          </span>
        </div>
      </div>
    </li>
  );
}
