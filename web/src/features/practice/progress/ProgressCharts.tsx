import { GRADE_WORDS, PRACTICE_TESTS, type Grade, type PracticeProgress, type PracticeTestKind } from '@ssb/domain';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { LocalDate } from '../../../components/ui/LocalDate';
import { Select } from '../../../components/ui/Select';
import { qualityName } from '../reviewHelpers';
import { ChartFigure, FiguresTable } from './ChartFigure';
import { choiceFromValue, choiceValue, completionChart, firstGradedChoice, GRADE_CHOICES, gradesChart, oirChart, type GradeChoice } from './shape';
import type { ChartAxis, ChartLine } from './UplotChart';

/** A colour per test, each at least 3:1 against white, with a dash for those that sit near another. */
export const TEST_LINE: Record<PracticeTestKind, { color: string; dash?: number[] }> = {
  wat: { color: '#1d3a6e' },
  srt: { color: '#b45309' },
  tat: { color: '#047857' },
  ppdt: { color: '#7c3aed', dash: [6, 4] },
  sd: { color: '#be123c', dash: [2, 3] },
  oir: { color: '#0369a1', dash: [8, 3, 2, 3] },
};

const PERCENT_AXIS: ChartAxis = { range: [-4, 104], splits: [0, 25, 50, 75, 100], format: (v) => `${v}%` };
const OIR_AXIS: ChartAxis = { range: [0.6, 5.4], splits: [1, 2, 3, 4, 5], format: String, reverse: true };
const GRADE_AXIS: ChartAxis = { range: [0.6, 5.4], splits: [1, 2, 3, 4, 5], format: String };

const REVIEWER_LINE = { color: '#14264a' };
const SELF_LINE = { color: '#c2410c', dash: [6, 4] };

type Attempts = PracticeProgress['attempts'];

export function CompletionFigure({ attempts }: { attempts: Attempts }) {
  const chart = useMemo(() => completionChart(attempts), [attempts]);
  const lines = useMemo<ChartLine[]>(
    () => chart.kinds.map((kind, i) => ({ label: PRACTICE_TESTS[kind].short, ...TEST_LINE[kind], values: chart.lines[i]! })),
    [chart],
  );
  return (
    <ChartFigure
      title="Completed within time"
      description="How much of each full attempt you answered before its time ran out, test by test."
      x={chart.x}
      lines={lines}
      y={PERCENT_AXIS}
      table={
        <FiguresTable
          caption="Completed within time, attempt by attempt, oldest first"
          head={['Date', 'Test', 'Completed within time']}
          rows={chart.rows.map((r) => [
            <LocalDate key="d" iso={new Date(r.at * 1000)} />,
            PRACTICE_TESTS[r.kind].short,
            `${r.answered} of ${r.asked}${r.percent === null ? '' : ` (${r.percent}%)`}`,
          ])}
        />
      }
    />
  );
}

export function OirFigure({ attempts }: { attempts: Attempts }) {
  const chart = useMemo(() => oirChart(attempts), [attempts]);
  const lines = useMemo<ChartLine[]>(() => [{ label: 'OIR rating', ...TEST_LINE.oir, dash: undefined, values: chart.ratings }], [chart]);
  if (chart.rows.length === 0) return null;
  return (
    <ChartFigure
      title="OIR rating"
      description="The rating of each full OIR you sat: 1 is the best, 5 the lowest."
      x={chart.x}
      lines={lines}
      y={OIR_AXIS}
      table={
        <FiguresTable
          caption="OIR rating, attempt by attempt, oldest first (1 is the best)"
          head={['Date', 'Score', 'Rating']}
          rows={chart.rows.map((r) => [<LocalDate key="d" iso={new Date(r.at * 1000)} />, r.score ? `${r.score.right} of ${r.score.of}` : '–', String(r.rating)])}
        />
      }
    />
  );
}

/** The picker's words for a choice (short: a phone shows the chosen one in a narrow box). */
const optionLabel = (choice: GradeChoice) => (choice.type === 'factor' ? `${choice.factor} (mean)` : qualityName(choice.quality));
const choiceLabel = (choice: GradeChoice) => (choice.type === 'factor' ? `${choice.factor}, the mean of its qualities` : qualityName(choice.quality));

/** "4 (Good)", or a factor's mean "3.5". */
const gradeText = (grade: number | null) => (grade === null ? '–' : Number.isInteger(grade) ? `${grade} (${GRADE_WORDS[grade as Grade] ?? ''})` : grade.toFixed(1));

export function GradesFigure({ gradings }: { gradings: PracticeProgress['gradings'] }) {
  const [choice, setChoice] = useState<GradeChoice>(() => firstGradedChoice(gradings));
  const chart = useMemo(() => gradesChart(gradings, choice), [gradings, choice]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: 'Reviewer’s grade', ...REVIEWER_LINE, values: chart.reviewer },
      { label: 'Your own grade', ...SELF_LINE, values: chart.self },
    ],
    [chart],
  );
  if (gradings.length === 0) {
    return (
      <EmptyState
        title="No grades yet"
        description="When a coach reviews one of your full attempts, their grade of each quality (1 to 5) shows here over the weeks, beside your own."
      />
    );
  }
  const picker = (
    <Field label="Quality or factor" className="sm:max-w-sm">
      <Select
        value={choiceValue(choice)}
        onChange={(e) => {
          const next = choiceFromValue(e.target.value);
          if (next) setChoice(next);
        }}
      >
        {GRADE_CHOICES.map((group) => (
          <optgroup key={group.factor} label={group.factor}>
            {group.choices.map((c) => (
              <option key={choiceValue(c)} value={choiceValue(c)}>
                {optionLabel(c)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </Field>
  );
  const label = choiceLabel(choice);
  return (
    <ChartFigure
      title={`Grades: ${label}`}
      description="Review by review, 1 (weak) to 5 (very good). A factor is the mean of its qualities’ grades."
      controls={picker}
      empty={chart.rows.length === 0 ? <p className="text-sm text-slate-600">No review has graded {choice.type === 'factor' ? choice.factor : qualityName(choice.quality)} yet.</p> : undefined}
      x={chart.x}
      lines={lines}
      y={GRADE_AXIS}
      table={
        <FiguresTable
          caption={`Grades of ${label}, review by review, oldest first`}
          head={['Date', 'Reviewer’s grade', 'Your own grade']}
          rows={chart.rows.map((r) => [<LocalDate key="d" iso={new Date(r.at * 1000)} />, gradeText(r.reviewer), gradeText(r.self)])}
        />
      }
    />
  );
}
