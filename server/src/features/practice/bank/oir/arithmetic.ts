import { check, nearNumbers, retrying, textQuestion, type Generator } from './question';
import type { Rng } from './rng';
import { NAMES } from './names';

/**
 * Everyday arithmetic (speed, percentages, averages, ages, work, profit). Each question is built from its
 * answer, so the numbers come out whole; the wrong options are near the answer or the likeliest slip.
 */

type Sum = { prompt: string; answer: number; unit: string; says: string; slips?: number[] };


const speed = (rng: Rng): Sum => {
  const v = rng.int(3, 16) * 5;
  const t = rng.int(2, 6);
  const what = rng.pick(['A train', 'A bus', 'A convoy', 'A car']);
  return { prompt: `${what} covers ${v * t} km in ${t} hours. What is its speed?`, answer: v, unit: ' km/h', says: `${v * t} ÷ ${t} = ${v} km/h.` };
};

const percent = (rng: Rng): Sum => {
  const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 40, 45, 60, 75]);
  const base = rng.int(2, 16) * 20;
  const answer = (p * base) / 100;
  check(Number.isInteger(answer));
  return { prompt: `What is ${p}% of ${base}?`, answer, unit: '', says: `${base} × ${p} ÷ 100 = ${answer}.` };
};

const average = (rng: Rng): Sum => {
  const mean = rng.int(12, 60);
  const offsets = rng.pick([
    [-6, -2, 3, 5],
    [-8, 0, 2, 6],
    [-5, -5, 4, 6],
    [-9, -1, 4, 6],
    [-3, -3, 1, 5],
  ]);
  const values = rng.shuffle(offsets.map((o) => mean + o));
  return {
    prompt: `What is the average of ${values.slice(0, 3).join(', ')} and ${values[3]}?`,
    answer: mean,
    unit: '',
    says: `${values.reduce((a, b) => a + b, 0)} ÷ 4 = ${mean}.`,
  };
};

const ages = (rng: Rng): Sum => {
  const [a, b] = rng.shuffle(NAMES).slice(0, 2) as [string, string];
  const young = rng.int(6, 20);
  const gap = rng.int(3, 12);
  const later = rng.int(3, 10);
  return {
    prompt: `${a} is ${gap} years older than ${b}. In ${later} years their ages will add up to ${2 * (young + later) + gap}. How old is ${b} now?`,
    answer: young,
    unit: ' years',
    says: `In ${later} years the ages are ${young + later} and ${young + later + gap}; take away ${later} for ${b}'s age now.`,
    slips: [young + later, young + gap],
  };
};

const work = (rng: Rng): Sum => {
  const [x, y, together] = rng.pick([
    [6, 12, 4],
    [10, 15, 6],
    [12, 24, 8],
    [20, 30, 12],
    [4, 12, 3],
    [6, 30, 5],
    [12, 36, 9],
    [15, 30, 10],
    [18, 36, 12],
    [24, 48, 16],
  ] as const);
  const [a, b] = rng.shuffle(NAMES).slice(0, 2) as [string, string];
  return {
    prompt: `${a} can finish a job in ${x} days and ${b} in ${y} days. Working together, how many days do they take?`,
    answer: together,
    unit: ' days',
    says: `In a day they do 1/${x} + 1/${y} = 1/${together} of the job.`,
    slips: [(x + y) / 2],
  };
};

const profit = (rng: Rng): Sum => {
  const cost = rng.int(5, 50) * 20;
  const p = rng.pick([10, 20, 25, 40, 50]);
  const gain = (cost * p) / 100;
  return {
    prompt: `A shopkeeper buys a cycle for ₹${cost} and sells it for ₹${cost + gain}. What is his profit per cent?`,
    answer: p,
    unit: '%',
    says: `He gains ₹${gain}, which is ${p}% of ₹${cost}.`,
  };
};

const trains = (rng: Rng): Sum => {
  const [v1, v2] = [rng.int(8, 14) * 5, rng.int(4, 10) * 5];
  const hours = rng.int(2, 5);
  const towards = rng.chance(0.5);
  const gap = (towards ? v1 + v2 : v1 - v2) * hours;
  check(gap > 0);
  return {
    prompt: towards
      ? `Two trains ${gap} km apart run towards each other at ${v1} km/h and ${v2} km/h. In how many hours do they meet?`
      : `A train running at ${v1} km/h chases another train that is ${gap} km ahead on a parallel track and runs at ${v2} km/h. In how many hours does it catch up?`,
    answer: hours,
    unit: ' hours',
    says: towards
      ? `They close the gap at ${v1} + ${v2} = ${v1 + v2} km/h: ${gap} ÷ ${v1 + v2} = ${hours}.`
      : `It gains ${v1} − ${v2} = ${v1 - v2} km/h: ${gap} ÷ ${v1 - v2} = ${hours}.`,
  };
};

const successive = (rng: Rng): Sum => {
  const price = rng.int(2, 9) * 100;
  const [up, down] = rng.pick([
    [10, 10],
    [20, 10],
    [20, 20],
    [25, 20],
    [50, 20],
  ]);
  const answer = (price * (100 + up) * (100 - down)) / 10000;
  check(Number.isInteger(answer));
  return {
    prompt: `A price of ₹${price} is raised by ${up}% and the new price is then cut by ${down}%. What is the final price?`,
    answer,
    unit: '',
    says: `₹${price} × ${(100 + up) / 100} × ${(100 - down) / 100} = ₹${answer}.`,
    slips: [price + (price * (up - down)) / 100],
  };
};

const SUMS: Record<1 | 2 | 3, ((rng: Rng) => Sum)[]> = { 1: [speed, percent, average], 2: [ages, work, profit, average], 3: [trains, successive, ages, work] };

export const arithmetic: Generator = retrying((rng, level) => {
  const sum = rng.pick(SUMS[level])(rng);
  const slips = (sum.slips ?? []).filter((s) => s !== sum.answer && s > 0 && Number.isInteger(s));
  const spread = sum.answer > 60 ? [-20, -10, -5, 5, 10, 15, 20] : sum.answer > 12 ? [-4, -3, -2, 2, 3, 4, 5] : [-2, -1, 1, 2, 3];
  const near = nearNumbers(rng, sum.answer, spread, 3).filter((n) => !slips.includes(n));
  const wrong = [...new Set([...slips, ...near])].slice(0, 3);
  const money = sum.prompt.includes('final price');
  const write = (n: number) => (money ? `₹${n}` : `${n}${n === 1 ? sum.unit.replace(/s$/, '') : sum.unit}`);
  return textQuestion(rng, sum.prompt, write(sum.answer), wrong.map(write), sum.says);
});
