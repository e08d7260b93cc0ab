import { describe, expect, it } from 'vitest';
import { aGrading, aProgressAttempt } from './fixture';
import { choiceFromValue, choiceValue, completionChart, completionPercent, firstGradedChoice, GRADE_CHOICES, gradesChart, oirChart } from './shape';

const s = (iso: string) => Date.parse(iso) / 1000;

describe('completionChart', () => {
  it('puts every attempt on one time line, oldest first, with one line per test in the tests’ order', () => {
    const chart = completionChart([
      aProgressAttempt('w2', '2031-03-08T10:00:00.000Z', 'wat', 57, 60),
      aProgressAttempt('s1', '2031-03-02T10:00:00.000Z', 'srt', 30, 60),
      aProgressAttempt('w1', '2031-03-01T10:00:00.000Z', 'wat', 45, 60),
    ]);
    expect(chart.kinds).toEqual(['wat', 'srt']);
    expect(chart.x).toEqual([s('2031-03-01T10:00:00.000Z'), s('2031-03-02T10:00:00.000Z'), s('2031-03-08T10:00:00.000Z')]);
    expect(chart.lines).toEqual([
      [75, null, 95],
      [null, 50, null],
    ]);
    expect(chart.rows.map((r) => [r.attemptId, r.answered, r.asked, r.percent])).toEqual([
      ['w1', 45, 60, 75],
      ['s1', 30, 60, 50],
      ['w2', 57, 60, 95],
    ]);
  });

  it('rounds to whole percent, and has no point for an attempt that asked nothing', () => {
    expect(completionPercent({ asked: 3, answered: 2 })).toBe(67);
    expect(completionPercent({ asked: 0, answered: 0 })).toBeNull();
    const chart = completionChart([aProgressAttempt('p', '2031-03-01T10:00:00.000Z', 'ppdt', 0, 0)]);
    expect(chart.kinds).toEqual([]);
    expect(chart.rows).toHaveLength(1);
  });

  it('is empty without attempts', () => {
    expect(completionChart([])).toEqual({ kinds: [], x: [], lines: [], rows: [] });
  });
});

describe('oirChart', () => {
  it('takes the OIR attempts that have a rating, oldest first', () => {
    const chart = oirChart([
      aProgressAttempt('o2', '2031-03-09T10:00:00.000Z', 'oir', 40, 40, { score: { right: 33, of: 40 }, oirRating: 2 }),
      aProgressAttempt('w', '2031-03-05T10:00:00.000Z', 'wat', 60, 60),
      aProgressAttempt('o0', '2031-03-03T10:00:00.000Z', 'oir', 40, 40, { score: { right: 20, of: 40 }, oirRating: null }),
      aProgressAttempt('o1', '2031-03-01T10:00:00.000Z', 'oir', 38, 40, { score: { right: 25, of: 40 }, oirRating: 4 }),
    ]);
    expect(chart.x).toEqual([s('2031-03-01T10:00:00.000Z'), s('2031-03-09T10:00:00.000Z')]);
    expect(chart.ratings).toEqual([4, 2]);
    expect(chart.rows.map((r) => [r.attemptId, r.score?.right])).toEqual([
      ['o1', 25],
      ['o2', 33],
    ]);
  });
});

describe('gradesChart', () => {
  const gradings = [
    aGrading('r2', '2031-04-10T10:00:00.000Z', { initiative: 4, courage: 3, determination: 5, stamina: 4 }, { initiative: 3 }),
    aGrading('r1', '2031-04-01T10:00:00.000Z', { initiative: 2, cooperation: 3 }, { initiative: 4, courage: 2 }),
  ];

  it('follows one quality: the reviewer’s grade and the aspirant’s own, review by review, oldest first', () => {
    const chart = gradesChart(gradings, { type: 'quality', quality: 'initiative' });
    expect(chart.x).toEqual([s('2031-04-01T10:00:00.000Z'), s('2031-04-10T10:00:00.000Z')]);
    expect(chart.reviewer).toEqual([2, 4]);
    expect(chart.self).toEqual([4, 3]);
  });

  it('follows a factor as the mean of its graded qualities, and leaves out reviews that graded none of it', () => {
    const chart = gradesChart(gradings, { type: 'factor', factor: 'Dynamic' });
    // r1 graded no Dynamic quality by the reviewer, but the aspirant graded courage.
    expect(chart.reviewer).toEqual([null, 4]);
    expect(chart.self).toEqual([2, null]);
    expect(gradesChart(gradings, { type: 'quality', quality: 'liveliness' }).rows).toEqual([]);
  });

  it('starts on the first factor anybody graded', () => {
    expect(firstGradedChoice(gradings)).toEqual({ type: 'factor', factor: 'Social adjustment' });
    expect(firstGradedChoice([])).toEqual({ type: 'factor', factor: 'Planning and organising' });
  });

  it('offers each of the four factors with its qualities, all 15 once, and reads its values back', () => {
    expect(GRADE_CHOICES.map((g) => g.factor)).toEqual(['Planning and organising', 'Social adjustment', 'Social effectiveness', 'Dynamic']);
    const qualities = GRADE_CHOICES.flatMap((g) => g.choices.filter((c) => c.type === 'quality'));
    expect(qualities).toHaveLength(15);
    for (const c of GRADE_CHOICES.flatMap((g) => g.choices)) expect(choiceFromValue(choiceValue(c))).toEqual(c);
    expect(choiceFromValue('quality:bravado')).toBeNull();
    expect(choiceFromValue('factor:Nonsense')).toBeNull();
  });
});
