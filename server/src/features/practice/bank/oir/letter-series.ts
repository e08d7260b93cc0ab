import { plural } from '@ssb/domain';
import { check, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Letter series (no wrapping round from Z to A, so the rule has one reading). The key is the rule's next
 * term; the wrong options are its letters shifted by one or two, all different from it.
 */

const letter = (i: number) => String.fromCharCode(65 + i);
const onAlphabet = (i: number) => i >= 0 && i < 26;

type Rule = { terms: number[][]; next: number[]; says: string };

const steady = (rng: Rng): Rule => {
  const step = rng.pick([1, 2, 3, 4, 5, -2, -3]);
  const start = step > 0 ? rng.int(0, 25 - 5 * step) : rng.int(-5 * step, 25);
  const at = (i: number) => [start + i * step];
  return {
    terms: [0, 1, 2, 3, 4].map(at),
    next: at(5),
    says: `Each letter is ${plural(Math.abs(step), 'place', 'places')} ${step > 0 ? 'after' : 'before'} the one before it.`,
  };
};

const growing = (rng: Rng): Rule => {
  const first = rng.int(1, 2);
  const start = rng.int(0, 4);
  const terms = [[start]];
  for (let i = 0; i < 4; i++) terms.push([terms[i]![0]! + first + i]);
  return { terms, next: [terms[4]![0]! + first + 4], says: `The letters move on by ${first}, ${first + 1}, ${first + 2}, ${first + 3} and then ${first + 4}.` };
};

const opposites = (rng: Rng): Rule => {
  const step = rng.int(1, 3);
  const start = rng.int(0, 5);
  const at = (i: number) => [start + i * step, 25 - start - i * step];
  return {
    terms: [0, 1, 2, 3].map(at),
    next: at(4),
    says: `The first letter moves on by ${step} and the second, its opposite from the end of the alphabet, moves back by ${step}.`,
  };
};

const pairs = (rng: Rng): Rule => {
  const s1 = rng.int(1, 3);
  const s2 = rng.int(1, 4);
  const gap = rng.int(1, 4);
  const start = rng.int(0, 6);
  const at = (i: number) => [start + i * s1, start + gap + i * s2];
  return {
    terms: [0, 1, 2, 3].map(at),
    next: at(4),
    says: `The first letters move on by ${s1} each time and the second letters by ${s2}.`,
  };
};

const RULES: Record<1 | 2 | 3, ((rng: Rng) => Rule)[]> = { 1: [steady], 2: [growing, opposites, steady], 3: [pairs, opposites, growing] };

export const letterSeries: Generator = retrying((rng, level) => {
  const rule = rng.pick(RULES[level])(rng);
  check([...rule.terms.flat(), ...rule.next].every(onAlphabet));
  const write = (t: number[]) => t.map(letter).join('');
  const shifted = (d: number[]) => rule.next.map((v, i) => v + (d[i] ?? 0));
  const shifts =
    rule.next.length === 1
      ? [[1], [-1], [2], [-2]]
      : [
          [1, 0],
          [0, 1],
          [-1, 0],
          [0, -1],
          [1, 1],
          [-1, -1],
        ];
  const wrong = rng
    .shuffle(shifts)
    .map(shifted)
    .filter((t) => t.every(onAlphabet))
    .slice(0, 3)
    .map(write);
  return textQuestion(rng, `Next in the series: ${rule.terms.map(write).join(', ')}, ?`, write(rule.next), wrong, rule.says);
});
