import { check, nearNumbers, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';
import { NAMES } from './names';

/** Ranking and ordering: places in a row, dictionary order, and places in the alphabet, keys computed. */

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

const rowSize = (rng: Rng) => {
  const name = rng.pick(NAMES);
  const top = rng.int(5, 25);
  const bottom = rng.int(5, 25);
  const answer = top + bottom - 1;
  return textQuestion(
    rng,
    `In a line of cadets, ${name} is ${ordinal(top)} from the front and ${ordinal(bottom)} from the back. How many cadets are in the line?`,
    String(answer),
    [answer + 1, answer - 1, answer + 2].map(String),
    `${top} + ${bottom} − 1 = ${answer}: ${name} is counted from both ends.`,
  );
};

const otherEnd = (rng: Rng) => {
  const name = rng.pick(NAMES);
  const size = rng.int(20, 60);
  const left = rng.int(3, size - 3);
  const answer = size - left + 1;
  check(answer !== left);
  return textQuestion(
    rng,
    `In a row of ${size} students, ${name} is ${ordinal(left)} from the left. What is ${name}'s place from the right?`,
    ordinal(answer),
    [answer - 1, answer + 1, answer + 2].map(ordinal),
    `${size} − ${left} + 1 = ${answer}.`,
  );
};

const between = (rng: Rng) => {
  const [a, b] = rng.shuffle(NAMES).slice(0, 2) as [string, string];
  const size = rng.int(25, 50);
  const aFromTop = rng.int(3, 10);
  const bFromBottom = rng.int(3, 10);
  const bFromTop = size - bFromBottom + 1;
  const answer = bFromTop - aFromTop - 1;
  check(answer > 2);
  return textQuestion(
    rng,
    `In a class of ${size}, ${a} ranks ${ordinal(aFromTop)} from the top and ${b} ranks ${ordinal(bFromBottom)} from the bottom. How many students rank between them?`,
    String(answer),
    [answer + 1, answer + 2, answer - 1].map(String),
    `${b} is ${ordinal(bFromTop)} from the top; between ${ordinal(aFromTop)} and ${ordinal(bFromTop)} there are ${bFromTop} − ${aFromTop} − 1 = ${answer}.`,
  );
};

/** Groups of words that share their first letters, so that dictionary order needs a careful look. */
const WORD_GROUPS = [
  ['Command', 'Commando', 'Comment', 'Commerce', 'Common', 'Commit'],
  ['Parade', 'Parachute', 'Paragraph', 'Parallel', 'Parcel', 'Pardon'],
  ['Station', 'Statue', 'Status', 'Stature', 'Statement', 'Static'],
  ['Captain', 'Capital', 'Capture', 'Capsule', 'Caption', 'Capable'],
  ['Brigade', 'Bright', 'Brigadier', 'Brick', 'Bridge', 'Brief'],
  ['Signal', 'Signature', 'Sight', 'Sign', 'Silent', 'Silver'],
  ['Defend', 'Defence', 'Defeat', 'Define', 'Degree', 'Delay'],
  ['Marine', 'Market', 'Marvel', 'March', 'Margin', 'Marsh'],
  ['Honour', 'Honest', 'Honey', 'Hostel', 'Hostile', 'Hotel'],
  ['Patrol', 'Patriot', 'Pattern', 'Patient', 'Patch', 'Patent'],
  ['Trench', 'Trend', 'Tremble', 'Treaty', 'Treasure', 'Travel'],
  ['Courage', 'Course', 'Courier', 'Court', 'Cousin', 'Cover'],
];

const dictionary = (rng: Rng, level: number) => {
  const words = rng.shuffle(rng.pick(WORD_GROUPS)).slice(0, 4);
  const sorted = [...words].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  const place = level === 1 ? 0 : level === 2 ? rng.pick([0, 3]) : rng.pick([1, 2]);
  const which = ['first', 'second', 'third', 'last'][place]!;
  const answer = sorted[place]!;
  return textQuestion(
    rng,
    `Which word comes ${which} in dictionary order?`,
    answer,
    words.filter((w) => w !== answer),
    `In dictionary order: ${sorted.join(', ')}.`,
  );
};

const alphabet = (rng: Rng, level: number) => {
  const letter = (i: number) => String.fromCharCode(64 + i);
  const from = rng.int(4, 22);
  const fromLeft = rng.chance(0.5);
  const move = rng.int(2, 9) * (rng.chance(0.5) ? 1 : -1);
  const start = fromLeft ? from : 27 - from;
  const answer = start + move;
  check(answer >= 1 && answer <= 26);
  const side = move > 0 ? 'right' : 'left';
  const prompt =
    level === 1
      ? `In the English alphabet, which letter is ${Math.abs(move)} places to the ${side} of ${letter(start)}?`
      : `In the English alphabet, which letter is ${ordinal(Math.abs(move))} to the ${side} of the ${ordinal(from)} letter from the ${fromLeft ? 'left' : 'right'}?`;
  const wrong = nearNumbers(rng, answer, [-2, -1, 1, 2, 27 - answer - answer]).filter((v) => v >= 1 && v <= 26);
  return textQuestion(
    rng,
    prompt,
    letter(answer),
    wrong.map(letter),
    `${level === 1 ? '' : `The ${ordinal(from)} letter from the ${fromLeft ? 'left' : 'right'} is ${letter(start)}; `}${Math.abs(move)} places to the ${side} of ${letter(start)} is ${letter(answer)}.`,
  );
};

export const ordering: Generator = retrying((rng, level) => {
  const kind = rng.int(0, 3);
  if (kind === 0) return level === 1 ? rowSize(rng) : level === 2 ? otherEnd(rng) : between(rng);
  if (kind === 1) return dictionary(rng, level);
  if (kind === 2) return alphabet(rng, level);
  return level === 3 ? between(rng) : rowSize(rng);
});
