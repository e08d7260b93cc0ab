import { check, nearNumbers, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Number series: five (or six) terms made by a rule, and the next to find. The key is the rule's next
 * term; the wrong options are near it (and include the answer of the likeliest slip, such as repeating
 * the last difference), and all differ from it.
 */

type Rule = { terms: number[]; next: number; says: string; slip: number };

const arithmetic = (rng: Rng): Rule => {
  const start = rng.int(2, 40);
  const d = rng.pick([-1, 1]) * rng.int(3, 13);
  const terms = [0, 1, 2, 3, 4].map((i) => start + (d > 0 ? i * d : 60 + i * d));
  return {
    terms,
    next: terms[4]! + d,
    says: `Each number is ${Math.abs(d)} ${d > 0 ? 'more' : 'less'} than the one before.`,
    slip: terms[4]! + d + (d > 0 ? 1 : -1),
  };
};

const geometric = (rng: Rng): Rule => {
  const r = rng.pick([2, 3]);
  const start = rng.int(1, r === 2 ? 9 : 4);
  const terms = [0, 1, 2, 3, 4].map((i) => start * r ** i);
  return { terms, next: terms[4]! * r, says: `Each number is ${r === 2 ? 'twice' : 'three times'} the one before.`, slip: terms[4]! + (terms[4]! - terms[3]!) };
};

const growingGaps = (rng: Rng): Rule => {
  const start = rng.int(1, 20);
  const first = rng.int(1, 6);
  const grow = rng.int(1, 4);
  const gaps = [0, 1, 2, 3, 4].map((i) => first + i * grow);
  const terms = [start];
  for (const g of gaps.slice(0, 4)) terms.push(terms[terms.length - 1]! + g);
  return { terms, next: terms[4]! + gaps[4]!, says: `The differences are ${gaps.join(', ')}: each is ${grow} more than the last.`, slip: terms[4]! + gaps[3]! };
};

const powers = (rng: Rng): Rule => {
  const cube = rng.chance(0.3);
  const shift = rng.pick([0, 1, -1, 2, 3]);
  const from = rng.int(cube ? 1 : 2, cube ? 3 : 7);
  const f = (n: number) => (cube ? n ** 3 : n ** 2) + shift;
  const terms = [0, 1, 2, 3, 4].map((i) => f(from + i));
  const base = cube ? 'cubes' : 'squares';
  const says =
    shift === 0
      ? `These are the ${base} of ${from} to ${from + 4}, so next comes the ${base.slice(0, -1)} of ${from + 5}.`
      : `Each is the ${base.slice(0, -1)} of ${from}, ${from + 1}, ${from + 2} and so on, ${shift > 0 ? 'plus' : 'minus'} ${Math.abs(shift)}.`;
  return { terms, next: f(from + 5), says, slip: terms[4]! + (terms[4]! - terms[3]!) };
};

const doubleAndAdd = (rng: Rng): Rule => {
  const m = rng.pick([2, 3]);
  const c = rng.pick([-1, 1, 2, 3]);
  const start = rng.int(1, 5);
  const terms = [start];
  for (let i = 0; i < 4; i++) terms.push(terms[i]! * m + c);
  check(terms[4]! < 400 && terms.every((t) => t > 0));
  return {
    terms,
    next: terms[4]! * m + c,
    says: `Each number is ${m === 2 ? 'twice' : 'three times'} the one before, ${c > 0 ? 'plus' : 'minus'} ${Math.abs(c)}.`,
    slip: terms[4]! * m,
  };
};

const interleaved = (rng: Rng): Rule => {
  const a = rng.int(1, 20);
  const da = rng.int(2, 6);
  const b = rng.int(30, 60);
  const db = -rng.int(2, 6);
  check(Math.abs(da) !== Math.abs(db));
  const terms = [a, b, a + da, b + db, a + 2 * da, b + 2 * db];
  return {
    terms,
    next: a + 3 * da,
    says: `Two series take turns: ${a}, ${a + da}, ${a + 2 * da} go up by ${da} and ${b}, ${b + db}, ${b + 2 * db} go down by ${-db}.`,
    slip: b + 3 * db,
  };
};

const sumOfTwo = (rng: Rng): Rule => {
  const terms = [rng.int(1, 5), rng.int(2, 7)];
  for (let i = 0; i < 4; i++) terms.push(terms[terms.length - 1]! + terms[terms.length - 2]!);
  return { terms, next: terms[5]! + terms[4]!, says: 'Each number is the sum of the two before it.', slip: terms[5]! + (terms[5]! - terms[4]!) };
};

const RULES: Record<1 | 2 | 3, ((rng: Rng) => Rule)[]> = {
  1: [arithmetic, geometric],
  2: [growingGaps, powers, arithmetic],
  3: [doubleAndAdd, interleaved, sumOfTwo, growingGaps],
};

export const numberSeries: Generator = retrying((rng, level) => {
  const rule = rng.pick(RULES[level])(rng);
  check(rule.terms.every((t) => t > 0 && Number.isInteger(t)) && rule.next > 0);
  const spread = rule.next > 50 ? [-10, -6, -4, -2, 2, 4, 6, 10] : [-3, -2, -1, 1, 2, 3, 4];
  const wrong =
    rule.slip !== rule.next && rule.slip > 0
      ? [
          rule.slip,
          ...nearNumbers(rng, rule.next, spread)
            .filter((n) => n !== rule.slip)
            .slice(0, 2),
        ]
      : nearNumbers(rng, rule.next, spread);
  return textQuestion(rng, `Next in the series: ${rule.terms.join(', ')}, ?`, String(rule.next), wrong.map(String), rule.says);
});
