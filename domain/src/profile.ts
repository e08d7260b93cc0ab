import { ATTEMPT_NUMBER_MAX, type TargetEntry } from './constants';

/**
 * What coaches offer to coach, suggested in onboarding and the profile (docs/product/coaches.md
 * "Specializations and skills"): the SSB's stages, then the entries and groups that have their own
 * boards or questions. Coaches may still type their own.
 */
export const SPECIALIZATION_SUGGESTIONS = [
  'Screening (OIR, PPDT)',
  'Psychology tests (TAT, WAT, SRT, SD)',
  'Group testing (GTO tasks)',
  'Group discussion',
  'Lecturette',
  'Personal interview',
  'Conference preparation',
  'NDA entry',
  'CDS entry',
  'AFCAT and AFSB',
  'Pilot aptitude (CPSS)',
  'Technical entries (TES, TGC, SSC Tech)',
  'Navy entries',
  'NCC special entry',
  'SSB for women candidates',
  'Repeat attempts',
] as const;

/** What a coach helps aspirants build: the officer-like qualities and the tasks that show them. */
export const SKILL_SUGGESTIONS = [
  'Officer-like qualities (OLQs)',
  'Story writing (TAT)',
  'Word association (WAT)',
  'Situation reaction (SRT)',
  'Self-description',
  'Picture perception and narration',
  'Command task planning',
  'Group planning exercise (GPE)',
  'Progressive group task (PGT)',
  'Public speaking',
  'Current affairs',
  'Interview confidence',
  'Physical fitness',
  'Time management',
] as const;

export interface AspirantPreparation {
  targetEntry: TargetEntry | null;
  attemptNumber: number | null;
  /** 'YYYY-MM-DD' */
  boardDate: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** '12 Jan' (a calendar day, so no time zone moves it); the year too when it is not `currentYear`. */
export function formatBoardDate(date: string, currentYear?: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = `${d} ${MONTHS[(m ?? 1) - 1]}`;
  return currentYear !== undefined && y !== currentYear ? `${day} ${y}` : day;
}

/**
 * What a coach reads about the aspirant on a booked session: "Preparing for NDA · 2nd attempt · board on
 * 12 Jan". Only the parts the aspirant gave; null when they gave none.
 */
export function describePreparation(p: AspirantPreparation, currentYear?: number): string | null {
  const parts: string[] = [];
  if (p.targetEntry) parts.push(p.targetEntry === 'Other' ? 'Preparing for another entry' : `Preparing for ${p.targetEntry}`);
  if (p.attemptNumber !== null && p.attemptNumber >= 1 && p.attemptNumber <= ATTEMPT_NUMBER_MAX) parts.push(`${ordinal(p.attemptNumber)} attempt`);
  if (p.boardDate) parts.push(`board on ${formatBoardDate(p.boardDate, currentYear)}`);
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
