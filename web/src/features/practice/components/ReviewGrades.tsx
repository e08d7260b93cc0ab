import { factorMean, GRADE_WORDS, PRACTICE_TESTS, QUALITY_FACTORS, type Grade, type OfficerLikeQuality, type PracticeAttempt, type ReviewGrade, type SelfGrade } from '@ssb/domain';
import { useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { messageOf } from '../../../lib/api';
import { useSaveReviewGrade } from '../api';
import { qualityName } from '../reviewHelpers';

const GRADES = [1, 2, 3, 4, 5] as const satisfies readonly Grade[];
export type Evidence = { attemptId: string; item: number };
export type GradeDraft = { grade: number | null; evidence: Evidence[] };

/** "TAT 2", "WAT 14: Duty": an answer as a grade's evidence names it. */
export function answerLabel(attempts: readonly Pick<PracticeAttempt, 'id' | 'set' | 'results'>[], e: Evidence): string {
  const attempt = attempts.find((a) => a.id === e.attemptId);
  if (!attempt) return `Answer ${e.item + 1}`;
  const prompt = attempt.results?.items[e.item]?.content.prompt;
  const name = `${PRACTICE_TESTS[attempt.set.kind].short} ${e.item + 1}`;
  return prompt ? `${name}: ${prompt.length > 40 ? `${prompt.slice(0, 39)}…` : prompt}` : name;
}

const selectClasses = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/30';

/** A 1-5 grade as a native select, "Not graded" until one is chosen. */
export function GradeSelect({ label, value, onChange, disabled }: { label: string; value: number | null; onChange: (grade: number) => void; disabled?: boolean }) {
  return (
    <select aria-label={label} className={selectClasses} value={value ?? ''} disabled={disabled} onChange={(e) => e.target.value && onChange(Number(e.target.value))}>
      <option value="" disabled>
        Not graded
      </option>
      {GRADES.map((g) => (
        <option key={g} value={g}>
          {g} · {GRADE_WORDS[g]}
        </option>
      ))}
    </select>
  );
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/** One quality's grade and the answers it rests on (ticked from the reviewed attempts), saved as it changes. */
function QualityGrade({ reviewId, quality, attempts, initial, onChange }: { reviewId: string; quality: OfficerLikeQuality; attempts: readonly PracticeAttempt[]; initial: GradeDraft; onChange: (quality: OfficerLikeQuality, draft: GradeDraft) => void }) {
  const [draft, setDraft] = useState(initial);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const saveGrade = useSaveReviewGrade(reviewId);
  const sent = useRef(0);

  const change = (next: GradeDraft) => {
    setDraft(next);
    onChange(quality, next);
    if (next.grade === null) return; // evidence is kept here until a grade is chosen
    const mine = ++sent.current;
    setStatus('saving');
    saveGrade.mutate(
      { quality, grade: next.grade, evidence: next.evidence },
      {
        // The latest save wins, on the server as here: an older answer does not overwrite the status.
        onSuccess: () => mine === sent.current && (setStatus('saved'), setError(null)),
        onError: (failure) => mine === sent.current && (setStatus('failed'), setError(messageOf(failure))),
      },
    );
  };
  const ticked = (e: Evidence) => draft.evidence.some((x) => x.attemptId === e.attemptId && x.item === e.item);
  const toggle = (e: Evidence) => change({ ...draft, evidence: ticked(e) ? draft.evidence.filter((x) => !(x.attemptId === e.attemptId && x.item === e.item)) : [...draft.evidence, e] });
  const name = qualityName(quality);

  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 py-3 first:border-t-0">
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-48 flex-1 font-medium text-primary-900">{name}</span>
        <GradeSelect label={`Grade of ${name}`} value={draft.grade} onChange={(grade) => change({ ...draft, grade })} />
        <button type="button" className="text-sm font-semibold text-primary-700 underline" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
          Answers behind it ({draft.evidence.length})
        </button>
        <span role="status" className="text-sm text-slate-600">
          {status === 'saving' ? 'Saving…' : status === 'saved' ? 'Saved' : draft.grade === null && draft.evidence.length > 0 ? 'Choose a grade to save' : ''}
        </span>
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {draft.evidence.length > 0 && !choosing && (
        <p className="text-sm text-slate-600">{draft.evidence.map((e) => answerLabel(attempts, e)).join(' · ')}</p>
      )}
      {choosing && (
        <fieldset className="flex max-h-72 flex-col gap-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">Tick the answers that show {name.toLowerCase()}</legend>
          {attempts.map((attempt) => (
            <div key={attempt.id}>
              <p className="text-sm font-semibold text-slate-700">{PRACTICE_TESTS[attempt.set.kind].short}</p>
              <ul className="grid gap-1 sm:grid-cols-2">
                {(attempt.results?.items ?? [])
                  .filter((item) => item.answers.some((a) => (a.text ?? '').trim() || a.choice !== null))
                  .map((item) => {
                    const e = { attemptId: attempt.id, item: item.item };
                    return (
                      <li key={item.item}>
                        <label className="flex items-start gap-2 text-sm text-slate-800">
                          <input type="checkbox" className="mt-1" checked={ticked(e)} onChange={() => toggle(e)} />
                          <span>{answerLabel(attempts, e)}</span>
                        </label>
                      </li>
                    );
                  })}
              </ul>
            </div>
          ))}
        </fieldset>
      )}
    </li>
  );
}

/**
 * The reviewer's grades of the 15 qualities (docs/product/practice.md "Review"), grouped by the four
 * factors, each with the answers behind it; each saves as it changes. `onChange` keeps the page's
 * count of what is graded (sending needs all 15).
 */
export function ReviewGradesForm({ reviewId, attempts, grades, onChange }: { reviewId: string; attempts: readonly PracticeAttempt[]; grades: readonly ReviewGrade[]; onChange: (quality: OfficerLikeQuality, draft: GradeDraft) => void }) {
  return (
    <section aria-labelledby="grades-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <h2 id="grades-heading" className="text-lg font-semibold text-primary-900">
          Grades
        </h2>
        <p className="text-sm text-slate-600">Grade every quality from 1 (Weak) to 5 (Very good) and tick the answers each grade rests on. Each grade is saved as you choose it.</p>
      </div>
      {QUALITY_FACTORS.map((factor) => (
        <fieldset key={factor.name} className="rounded-lg border border-slate-200 px-3 pb-1">
          <legend className="px-1 font-semibold text-slate-800">{factor.name}</legend>
          <ul aria-label={factor.name}>
            {factor.qualities.map((quality) => {
              const saved = grades.find((g) => g.quality === quality);
              return <QualityGrade key={quality} reviewId={reviewId} quality={quality} attempts={attempts} initial={{ grade: saved?.grade ?? null, evidence: saved?.evidence ?? [] }} onChange={onChange} />;
            })}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}

const gradeText = (grade: number | undefined) => (grade === undefined ? '—' : `${grade} · ${GRADE_WORDS[grade as Grade]}`);
const meanText = (mean: number | null) => (mean === null ? '—' : mean.toFixed(1));

/**
 * A sent review's grades, by factor, beside the aspirant's own (when they graded themselves), with
 * each factor's mean and links to the answers behind each grade.
 */
export function ReviewGradesView({
  grades,
  selfGrades,
  label,
  linkOf,
}: {
  grades: readonly ReviewGrade[];
  selfGrades: readonly SelfGrade[];
  label: (e: Evidence) => string;
  linkOf: (e: Evidence) => string;
}) {
  const theirs = Object.fromEntries(grades.map((g) => [g.quality, g.grade])) as Partial<Record<OfficerLikeQuality, number>>;
  const yours = Object.fromEntries(selfGrades.map((g) => [g.quality, g.grade])) as Partial<Record<OfficerLikeQuality, number>>;
  const withSelf = selfGrades.length > 0;
  return (
    <div className="flex flex-col gap-4">
      {QUALITY_FACTORS.map((factor) => (
        <table key={factor.name} className="w-full text-left text-sm">
          <caption className="pb-1 text-left font-semibold text-primary-900">
            {factor.name}: mean {meanText(factorMean(theirs, factor))}
            {withSelf && `, yours ${meanText(factorMean(yours, factor))}`}
          </caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Quality
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Reviewer
              </th>
              {withSelf && (
                <th scope="col" className="py-1 pr-2 font-medium">
                  You
                </th>
              )}
              <th scope="col" className="py-1 font-medium">
                Answers behind it
              </th>
            </tr>
          </thead>
          <tbody>
            {factor.qualities.map((quality) => {
              const grade = grades.find((g) => g.quality === quality);
              return (
                <tr key={quality} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1.5 pr-2 font-medium text-slate-900">
                    {qualityName(quality)}
                  </th>
                  <td className="py-1.5 pr-2">{gradeText(theirs[quality])}</td>
                  {withSelf && <td className="py-1.5 pr-2">{gradeText(yours[quality])}</td>}
                  <td className="py-1.5">
                    {grade && grade.evidence.length > 0 ? (
                      <span className="flex flex-wrap gap-x-3 gap-y-1">
                        {grade.evidence.map((e) => (
                          <Link key={`${e.attemptId}:${e.item}`} to={linkOf(e)} className="text-primary-700 underline">
                            {label(e)}
                          </Link>
                        ))}
                      </span>
                    ) : (
                      <span className="text-slate-500">—</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
