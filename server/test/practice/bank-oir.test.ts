import { describe, expect, it } from 'vitest';
import { buildBooklets, FIGURE_MIX, sameness, VERBAL_MIX } from '../../src/features/practice/bank/oir/booklets';
import { countTriangles } from '../../src/features/practice/bank/oir/counting-figures';
import {
  allDifferent,
  flipPanel,
  mirrorPanel,
  panelKey,
  panelSvg,
  QUESTION_PANEL,
  rotatePanel,
  type FigurePanel,
} from '../../src/features/practice/bank/oir/figure';
import { OIR_BOOKLET, PRACTICE_TESTS } from '@ssb/domain';
import { OIR_SITTINGS, type OirQuestion } from '../../src/features/practice/bank/oir/index';
import type { Level } from '../../src/features/practice/bank/oir/question';
import { seeded } from '../../src/features/practice/bank/oir/rng';
import { WRITTEN_QUESTIONS } from '../../src/features/practice/bank/oir/verbal-written';

const booklets = OIR_SITTINGS.flatMap((s) => s.booklets);
const questions: readonly OirQuestion[] = booklets.flat();

describe('the OIR bank', () => {
  it('has at least 8 sittings of two booklets, each of OIR_BOOKLET.questions questions (40-50)', () => {
    expect(OIR_BOOKLET.questions).toBeGreaterThanOrEqual(40);
    expect(OIR_BOOKLET.questions).toBeLessThanOrEqual(50);
    expect(OIR_BOOKLET.seconds).toBeGreaterThan(0);
    expect(PRACTICE_TESTS.oir.timing).toEqual({ clock: 'shared', totalSeconds: OIR_BOOKLET.seconds, bookletSize: OIR_BOOKLET.questions });
    expect(OIR_SITTINGS.length).toBeGreaterThanOrEqual(8);
    for (const sitting of OIR_SITTINGS) {
      expect(sitting.title).not.toBe('');
      expect(sitting.description).not.toBe('');
      expect(sitting.booklets).toHaveLength(2);
      for (const booklet of sitting.booklets) expect(booklet).toHaveLength(OIR_BOOKLET.questions);
    }
  });

  it('gives every booklet at least 40% figure questions', () => {
    for (const booklet of booklets) expect(booklet.filter((q) => q.figure !== null).length / booklet.length).toBeGreaterThanOrEqual(0.4);
  });

  it('keys every question to one of its options, with an explanation', () => {
    for (const q of questions) {
      expect(q.options.length).toBeGreaterThanOrEqual(4);
      expect(Number.isInteger(q.rightChoice)).toBe(true);
      expect(q.rightChoice).toBeGreaterThanOrEqual(0);
      expect(q.rightChoice).toBeLessThan(q.options.length);
      expect(q.prompt.trim()).not.toBe('');
      expect(q.explanation.trim()).not.toBe('');
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(q.options.length);
    }
  });

  it('labels figure options A, B, C… and draws one panel for each, all different as drawn', () => {
    for (const q of questions.filter((q) => q.figure)) {
      const figure = q.figure!;
      expect(q.options).toEqual(['A', 'B', 'C', 'D', 'E'].slice(0, q.options.length));
      expect(figure.options).toHaveLength(q.options.length);
      const drawn = figure.options.map((p) => panelSvg(p));
      expect(new Set(drawn).size).toBe(drawn.length);
      expect(allDifferent(figure.options)).toBe(true);
      for (const i of figure.stemBlanks ?? []) expect(figure.stem[i]).toEqual(QUESTION_PANEL);
    }
  });

  it('stores figures as plain JSON', () => {
    for (const q of questions.filter((q) => q.figure)) expect(JSON.parse(JSON.stringify(q.figure))).toEqual(q.figure);
  });

  it('asks no question twice anywhere in the bank', () => {
    const texts = questions.map((q) => `${q.prompt}|${q.options.join('|')}|${q.figure ? JSON.stringify(q.figure) : ''}`);
    expect(new Set(texts).size).toBe(texts.length);
    const same = questions.map(sameness);
    expect(new Set(same).size).toBe(same.length);
  });

  it('uses each hand-written question at most once, with its key in range', () => {
    const used = new Set(questions.map((q) => q.prompt + q.options.join('|')));
    const written = WRITTEN_QUESTIONS.filter((w) => used.has(w.prompt + w.options.join('|')));
    expect(written.length).toBeGreaterThanOrEqual(16 * 5);
    for (const w of WRITTEN_QUESTIONS) expect(w.rightChoice).toBeLessThan(w.options.length);
  });

  it('is built the same every time', () => {
    expect(JSON.stringify(buildBooklets(1)[0])).toBe(JSON.stringify(OIR_SITTINGS[0]!.booklets));
  });
});

describe('the generators', () => {
  const generators = [...FIGURE_MIX, ...VERBAL_MIX];

  it.each(generators.map(([name, make]) => [name, make] as const))(
    '%s: the same seed and level make the same question, each keyed to one option',
    (_name, make) => {
      for (const level of [1, 2, 3] as Level[]) {
        for (let i = 0; i < 12; i++) {
          const a = make(seeded(`t-${i}`), level);
          const b = make(seeded(`t-${i}`), level);
          expect(JSON.stringify(a)).toBe(JSON.stringify(b));
          expect(a.rightChoice).toBeGreaterThanOrEqual(0);
          expect(a.rightChoice).toBeLessThan(a.options.length);
          if (a.figure) expect(allDifferent(a.figure.options)).toBe(true);
          else expect(new Set(a.options).size).toBe(a.options.length);
        }
      }
    },
  );
});

describe('the figure language', () => {
  const flag: FigurePanel = {
    shapes: [
      {
        kind: 'path',
        points: [
          [30, 80],
          [30, 20],
          [60, 20],
        ],
        closed: false,
        fill: 'none',
      },
      { kind: 'triangle', x: 70, y: 30, size: 8, rotation: 90, fill: 'black' },
    ],
  };

  it('draws a complete SVG with nothing but drawing in it', () => {
    const svg = panelSvg(
      {
        shapes: [
          { kind: 'star', x: 50, y: 50, size: 30, points: 5, rotation: 0, fill: 'hatched' },
          { kind: 'number', x: 50, y: 50, size: 10, value: 27 },
        ],
      },
      72,
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="72" height="72" viewBox="0 0 100 100">.*<\/svg>$/);
    expect(svg).not.toMatch(/<script|href|<text|<image|on[a-z]+=/i);
    expect(svg).toContain('oir-hatch');
  });

  it('knows turns and reflections: four quarter turns come back, and a mirror twice is nothing', () => {
    expect(panelKey(rotatePanel(rotatePanel(flag, 90), 270))).toBe(panelKey(flag));
    expect(panelKey(mirrorPanel(mirrorPanel(flag)))).toBe(panelKey(flag));
    expect(panelKey(flipPanel(flag))).toBe(panelKey(rotatePanel(mirrorPanel(flag), 180)));
    expect(panelKey(mirrorPanel(flag))).not.toBe(panelKey(flag));
    // A square turned a quarter turn looks the same.
    const square: FigurePanel = { shapes: [{ kind: 'square', x: 50, y: 50, size: 30, rotation: 0, fill: 'grey' }] };
    expect(panelSvg(rotatePanel(square, 90))).toBe(panelSvg(square));
  });

  it('counts triangles in the classic figures', () => {
    const seg = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });
    const square = [seg(0, 0, 10, 0), seg(10, 0, 10, 10), seg(10, 10, 0, 10), seg(0, 10, 0, 0)];
    const diagonals = [seg(0, 0, 10, 10), seg(10, 0, 0, 10)];
    const middles = [seg(5, 0, 5, 10), seg(0, 5, 10, 5)];
    expect(countTriangles([...square, diagonals[0]!])).toBe(2);
    expect(countTriangles([...square, ...diagonals])).toBe(8);
    expect(countTriangles([...square, ...diagonals, ...middles])).toBe(16);
    // A triangle with two lines from its top to its base: 3 + 2 + 1.
    const fan = [seg(5, 0, 0, 10), seg(5, 0, 10, 10), seg(0, 10, 10, 10), seg(5, 0, 3, 10), seg(5, 0, 7, 10)];
    expect(countTriangles(fan)).toBe(6);
    // …and a line across it doubles that.
    expect(countTriangles([...fan, seg(2.5, 5, 7.5, 5)])).toBe(12);
  });
});
