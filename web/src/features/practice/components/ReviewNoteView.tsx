import { OFFICER_LIKE_QUALITIES, QUALITY_MARK_LABELS, type QualityTags } from '@ssb/domain';
import { Badge } from '../../../components/ui/Badge';
import { qualityName } from '../reviewHelpers';

/** The qualities marked on an answer, as small badges: green for strong, amber for to work on. */
export function QualityBadges({ qualities }: { qualities: QualityTags }) {
  const marked = OFFICER_LIKE_QUALITIES.flatMap((quality) => {
    const mark = qualities[quality];
    return mark ? [{ quality, mark }] : [];
  });
  if (marked.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Qualities">
      {marked.map(({ quality, mark }) => (
        <li key={quality}>
          <Badge tone={mark === 'strong' ? 'success' : 'warning'}>
            {qualityName(quality)}: {QUALITY_MARK_LABELS[mark]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A reviewer's note on one answer, read only: their comment and the qualities they marked. */
export function ReviewNoteView({ note, reviewer }: { note: { comment: string | null; qualities: QualityTags }; reviewer?: string }) {
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border-l-4 border-primary-300 bg-primary-50 px-3 py-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary-800">{reviewer ? `${reviewer}'s note` : 'Note'}</p>
      {note.comment && <p className="whitespace-pre-wrap text-sm text-slate-900">{note.comment}</p>}
      <QualityBadges qualities={note.qualities} />
    </div>
  );
}
