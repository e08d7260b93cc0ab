import { OFFICER_LIKE_QUALITIES, QUALITY_FACTORS, type PracticeReview } from '@ssb/domain';
import { useState } from 'react';
import { messageOf } from '../../../lib/api';
import { useSaveSelfGrade } from '../api';
import { qualityName } from '../reviewHelpers';
import { GradeSelect } from './ReviewGrades';

/**
 * "Grade yourself": the aspirant's grades of themselves on the 15 qualities, from the request until the
 * review is sent (then locked, and shown beside the reviewer's). Each saves as it is chosen.
 */
export function ReviewSelfGrades({ review }: { review: PracticeReview }) {
  const save = useSaveSelfGrade(review);
  const [error, setError] = useState<string | null>(null);
  // Shown as chosen at once; the server's answer follows.
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const mine: Record<string, number> = { ...Object.fromEntries(review.selfGrades.map((g) => [g.quality, g.grade])), ...chosen };
  const graded = OFFICER_LIKE_QUALITIES.filter((q) => mine[q] !== undefined).length;
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-primary-900">
        Grade yourself <span className="font-normal text-slate-600">({graded} of {OFFICER_LIKE_QUALITIES.length})</span>
      </summary>
      <p className="mt-2 text-sm text-slate-600">
        Before the review arrives, grade yourself on the same 15 qualities, 1 (Weak) to 5 (Very good). Your reviewer does not see them; once the review is sent you see both side by side.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-3">
        {QUALITY_FACTORS.map((factor) => (
          <fieldset key={factor.name} className="rounded-lg border border-slate-200 px-3 pb-2">
            <legend className="px-1 font-semibold text-slate-800">{factor.name}</legend>
            <ul className="flex flex-col gap-2">
              {factor.qualities.map((quality) => (
                <li key={quality} className="flex flex-wrap items-center gap-3">
                  <span className="min-w-48 flex-1 text-slate-900">{qualityName(quality)}</span>
                  <GradeSelect
                    label={`Your grade of ${qualityName(quality)}`}
                    value={mine[quality] ?? null}
                    onChange={(grade) => {
                      setError(null);
                      setChosen((current) => ({ ...current, [quality]: grade }));
                      save.mutate({ quality, grade }, { onError: (failure) => setError(messageOf(failure)) });
                    }}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
