import { check, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';
import { NAMES, pronounOf } from './names';

/**
 * Direction sense: turns and walks worked out on a grid (north up). The key is computed from the moves;
 * the wrong options are the other directions or distances a slip gives.
 */

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
const Cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Facing after a list of turns (degrees clockwise). */
const facing = (rng: Rng, level: number) => {
  const start = rng.int(0, 3) * 2;
  const turns = Array.from({ length: level + 1 }, () => rng.pick(level === 1 ? [90, -90, 180] : [90, -90, 180, 45, -45, 135, -135]));
  const say = (t: number) => (Math.abs(t) === 180 ? 'turns 180°' : `turns ${Math.abs(t)}° ${t > 0 ? 'clockwise' : 'anticlockwise'}`);
  check(turns.every((t, i) => i === 0 || Math.abs(t) !== 180 || Math.abs(turns[i - 1]!) !== 180));
  const end = (((start + turns.reduce((a, t) => a + t / 45, 0)) % 8) + 8) % 8;
  check(end !== start);
  const name = rng.pick(NAMES);
  const wrong = [end + 4, end + 2, end - 2, end + 1, end - 1].map((i) => COMPASS[((i % 8) + 8) % 8]!);
  return textQuestion(
    rng,
    `${name} faces ${COMPASS[start]}, then ${turns.map(say).join(', then ')}. Which way does ${pronounOf(name)} face now?`,
    Cap(COMPASS[end]!),
    rng
      .shuffle(wrong.slice(0, level === 1 ? 3 : 5))
      .slice(0, 3)
      .map(Cap),
    `Adding the turns gives ${((turns.reduce((a, b) => a + b, 0) % 360) + 360) % 360}° clockwise from ${COMPASS[start]}, which is ${COMPASS[end]}.`,
  );
};

const STEPS: Record<string, [number, number]> = { north: [0, 1], east: [1, 0], south: [0, -1], west: [-1, 0] };
const TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 6, 10],
  [12, 5, 13],
];

/** A walk of straight legs; asks how far from the start (a Pythagorean triple) or in which direction. */
const walk = (rng: Rng, level: number) => {
  const name = rng.pick(NAMES);
  const [a, b, c] = rng.pick(TRIPLES) as [number, number, number];
  const first = rng.pick(['north', 'south', 'east', 'west']);
  const firstIndex = COMPASS.indexOf(first) / 2;
  const turn = rng.pick([1, -1]);
  const second = COMPASS[((((firstIndex + turn) % 4) + 4) % 4) * 2]!;
  // Three legs: a, then b at right angles, then back along the first line by `back`, so the end is (a - back, b) from the start.
  const back = level === 1 ? 0 : rng.int(1, 2) * (a > 4 ? 3 : 1);
  const legs: [string, number][] =
    level === 1
      ? [
          [first, a],
          [second, b],
        ]
      : [
          [first, a + back],
          [second, b],
          [COMPASS[(firstIndex * 2 + 4) % 8]!, back],
        ];
  let [x, y] = [0, 0];
  for (const [dir, len] of legs) {
    const [dx, dy] = STEPS[dir]!;
    x += dx * len;
    y += dy * len;
  }
  check(x * x + y * y === c * c);
  const turnWord = (from: string, to: string) => ((COMPASS.indexOf(to) - COMPASS.indexOf(from) + 8) % 8 === 2 ? 'right' : 'left');
  const story = legs
    .map(([dir, len], i) => (i === 0 ? `walks ${len} km ${dir}` : `turns ${turnWord(legs[i - 1]![0], dir)} and walks ${len} km`))
    .join(', ')
    .replace(/, (turns [a-z]+ and walks [0-9]+ km)$/, ', then $1');
  const pro = pronounOf(name);
  if (level < 3) {
    return textQuestion(
      rng,
      `${name} ${story}. How far is ${pro} from the starting point?`,
      `${c} km`,
      [`${a + b + 2 * back} km`, `${Math.abs(a - b) || c + 2} km`, `${c + 1} km`, `${c - 1} km`].filter((o) => o !== `${c} km`).slice(0, 3),
      `${pro === 'he' ? 'He' : 'She'} ends ${a} km ${first} and ${b} km ${second} of the start: √(${a}² + ${b}²) = ${c} km.`,
    );
  }
  const towards = COMPASS.find((d) => {
    const i = COMPASS.indexOf(d);
    const v = [Math.round(Math.sin((i * Math.PI) / 4)), Math.round(Math.cos((i * Math.PI) / 4))];
    return v[0] === Math.sign(x) && v[1] === Math.sign(y);
  })!;
  const i = COMPASS.indexOf(towards);
  return textQuestion(
    rng,
    `${name} ${story}. In which direction is ${pro} from the starting point?`,
    Cap(towards),
    [i + 4, i + 2, i - 2].map((k) => Cap(COMPASS[(k + 8) % 8]!)),
    `${pro === 'he' ? 'He' : 'She'} ends ${a} km ${first} and ${b} km ${second} of the start, so ${towards} of it.`,
  );
};

export const directions: Generator = retrying((rng, level) => (rng.chance(level === 1 ? 0.5 : 0.35) ? facing(rng, level) : walk(rng, level)));
