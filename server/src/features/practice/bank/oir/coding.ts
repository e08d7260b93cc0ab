import { plural } from '@ssb/domain';
import { check, nearNumbers, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';

/**
 * Coding-decoding: a word and its code show the rule; the candidate codes another word. The key is the
 * rule applied to the second word; the wrong options are the likeliest slips (shifting by one too many or
 * too few, the other direction, reversing), all different from it.
 */

const WORDS = [
  'ARMY',
  'NAVY',
  'FORT',
  'CAMP',
  'TANK',
  'SHIP',
  'GUARD',
  'MARCH',
  'RIFLE',
  'BADGE',
  'MEDAL',
  'RANGE',
  'CADET',
  'SALUTE',
  'BORDER',
  'RIVER',
  'STONE',
  'PLANE',
  'TRAIN',
  'GREEN',
  'HONEST',
  'BRAVE',
  'LEADER',
  'WATER',
  'LIGHT',
  'MOUNT',
  'FIELD',
  'PILOT',
  'SIGNAL',
  'UNIFORM',
  'CLOCK',
  'PAPER',
  'NIGHT',
  'HORSE',
  'TIGER',
  'EAGLE',
  'OCEAN',
  'FLAME',
  'SWORD',
  'SHIELD',
  'PARADE',
  'JUNGLE',
  'DESERT',
  'VALLEY',
  'ISLAND',
  'BRIDGE',
  'CANDLE',
  'GARDEN',
  'PENCIL',
  'WINDOW',
  'SUMMIT',
  'TROOP',
  'BUGLE',
  'COMPASS',
  'HELMET',
  'BOOTS',
  'MAPLE',
  'LOTUS',
  'PEACOCK',
  'MANGO',
];

const shiftLetter = (ch: string, k: number) => String.fromCharCode(65 + ((((ch.charCodeAt(0) - 65 + k) % 26) + 26) % 26));
const shift = (word: string, k: number) => [...word].map((c) => shiftLetter(c, k)).join('');
const opposite = (word: string) => [...word].map((c) => String.fromCharCode(155 - c.charCodeAt(0))).join('');
const reverse = (word: string) => [...word].reverse().join('');
const alternate = (word: string, k: number) => [...word].map((c, i) => shiftLetter(c, i % 2 === 0 ? k : -k)).join('');

type Code = { code: (w: string) => string; slips: ((w: string) => string)[]; says: string };

const shifted = (rng: Rng): Code => {
  const k = rng.pick([1, 2, 3, -1, -2]);
  return {
    code: (w) => shift(w, k),
    slips: [(w) => shift(w, k + 1), (w) => shift(w, -k), (w) => reverse(shift(w, k)), (w) => shift(w, k - 1 || k + 2)],
    says: `Each letter moves ${plural(Math.abs(k), 'place', 'places')} ${k > 0 ? 'forward' : 'back'} in the alphabet.`,
  };
};

const mirrored = (): Code => ({
  code: opposite,
  slips: [(w) => shift(w, 1), (w) => reverse(opposite(w)), (w) => shift(opposite(w), 1)],
  says: 'Each letter is replaced by its opposite from the other end of the alphabet (A and Z, B and Y, and so on).',
});

const backwards = (rng: Rng): Code => {
  const k = rng.pick([1, 2, -1]);
  return {
    code: (w) => reverse(shift(w, k)),
    slips: [(w) => shift(w, k), (w) => reverse(shift(w, -k)), (w) => reverse(w), (w) => reverse(shift(w, k + 1))],
    says: `The letters are written in reverse order and each moves ${plural(Math.abs(k), 'place', 'places')} ${k > 0 ? 'forward' : 'back'}.`,
  };
};

const alternating = (rng: Rng): Code => {
  const k = rng.int(1, 2);
  return {
    code: (w) => alternate(w, k),
    slips: [(w) => alternate(w, -k), (w) => shift(w, k), (w) => alternate(w, k + 1)],
    says: `The letters in the first, third, fifth… places move ${k} forward; those in the second, fourth… places move ${k} back.`,
  };
};

const CODES: Record<1 | 2 | 3, ((rng: Rng) => Code)[]> = { 1: [shifted], 2: [shifted, mirrored, backwards], 3: [backwards, alternating, mirrored] };

const position = (c: string) => c.charCodeAt(0) - 64;

/** "A = 1, B = 2…": a word's letters added up. */
const letterSum = retrying((rng) => {
  const [example, word] = rng.shuffle(WORDS.filter((w) => w.length <= 5)).slice(0, 2) as [string, string];
  const sum = (w: string) => [...w].reduce((s, c) => s + position(c), 0);
  const answer = sum(word);
  return textQuestion(
    rng,
    `If A = 1, B = 2 and so on, ${example} is coded ${sum(example)} (the sum of its letters). What is the code for ${word}?`,
    String(answer),
    nearNumbers(rng, answer, [-3, -2, -1, 1, 2, 3]).map(String),
    `${[...word].map(position).join(' + ')} = ${answer}.`,
  );
});

export const coding: Generator = retrying((rng, level) => {
  if (level === 2 && rng.chance(0.25)) return letterSum(rng, level);
  const rule = rng.pick(CODES[level])(rng);
  const [example, word] = rng.shuffle(WORDS).slice(0, 2) as [string, string];
  const answer = rule.code(word);
  check(rule.code(example) !== example && answer !== word);
  const wrong = [...new Set(rng.shuffle(rule.slips).map((s) => s(word)))].filter((w) => w !== answer && w !== word).slice(0, 3);
  return textQuestion(rng, `If ${example} is written ${rule.code(example)} in a code, how is ${word} written?`, answer, wrong, rule.says);
});
