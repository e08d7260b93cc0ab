import { plural } from '@ssb/domain';
import { check, nearNumbers, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';

/** Clocks and calendars, with keys computed: the angle between a clock's hands, and days of the week. */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const count = (n: number, what: string) => plural(n, what, `${what}s`);
const MONTHS = ['January', 'March', 'May', 'July', 'August', 'October', 'December'];

const angle = (rng: Rng, level: number) => {
  const h = rng.int(1, level === 1 ? 11 : 12);
  const m = level === 1 ? 0 : rng.pick(level === 2 ? [30, 0, 30] : [10, 20, 40, 50, 15, 45]);
  const raw = Math.abs(30 * (h % 12) - 5.5 * m);
  const answer = Math.min(raw, 360 - raw);
  const time = `${h}:${String(m).padStart(2, '0')}`;
  const slip = Math.abs(30 * (h % 12) - 6 * m);
  const wrong = [Math.min(slip, 360 - slip), ...nearNumbers(rng, answer, [-15, -10, -5, 5, 10, 15, 30])].filter((v) => v !== answer && v > 0 && v <= 180);
  return textQuestion(
    rng,
    `What is the smaller angle between the hands of a clock at ${time}?`,
    `${answer}°`,
    [...new Set(wrong)].slice(0, 3).map((v) => `${v}°`),
    m === 0
      ? `Each hour mark is 30° apart: ${h % 12 === 0 ? 12 : h} × 30° = ${raw}°${raw > 180 ? `, and 360° − ${raw}° = ${answer}°` : ''}.`
      : `The hour hand is at ${30 * (h % 12) + 0.5 * m}° and the minute hand at ${6 * m}°, ${answer}° apart.`,
  );
};

const dayAfter = (rng: Rng, level: number) => {
  const today = rng.int(0, 6);
  const n = level === 1 ? rng.int(8, 30) : rng.int(31, 120);
  check(n % 7 !== 0);
  const answer = DAYS[(today + n) % 7]!;
  const wrong = [1, -1, 2].map((d) => DAYS[(today + n + d + 7) % 7]!);
  return textQuestion(
    rng,
    `If today is ${DAYS[today]}, what day of the week will it be ${n} days from today?`,
    answer,
    wrong,
    `${n} days is ${count(Math.floor(n / 7), 'week')} and ${count(n % 7, 'day')}, so it is ${count(n % 7, 'day')} after ${DAYS[today]}.`,
  );
};

const sameMonth = (rng: Rng) => {
  const first = rng.int(0, 6);
  const month = rng.pick(MONTHS);
  const date = rng.int(9, 31);
  check((date - 1) % 7 !== 0);
  const answer = DAYS[(first + date - 1) % 7]!;
  const wrong = [1, -1, 3].map((d) => DAYS[(first + date - 1 + d + 7) % 7]!);
  return textQuestion(
    rng,
    `If 1 ${month} is a ${DAYS[first]}, what day of the week is ${date} ${month}?`,
    answer,
    wrong,
    `${date} ${month} is ${date - 1} days after the 1st: ${count(Math.floor((date - 1) / 7), 'week')} and ${count((date - 1) % 7, 'day')} on from ${DAYS[first]}.`,
  );
};

export const clocksCalendars: Generator = retrying((rng, level) => {
  const kind = rng.int(0, 2);
  if (kind === 0) return angle(rng, level);
  if (kind === 1) return dayAfter(rng, level);
  return level === 1 ? dayAfter(rng, level) : sameMonth(rng);
});
