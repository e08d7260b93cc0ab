import type { PracticeAttempt } from '@ssb/domain';
import type { AnswerPart, KeptAnswer } from './answerQueue';
import type { TimedAttempt } from './api';

/** A running attempt, as the attempt screen gets it. */
export type Running = TimedAttempt & { current: NonNullable<PracticeAttempt['current']> };

/** What a test's items are called: one, many. */
export const NOUN: Record<PracticeAttempt['set']['kind'], [string, string]> = {
  wat: ['word', 'words'],
  srt: ['situation', 'situations'],
  tat: ['picture', 'pictures'],
  ppdt: ['picture', 'pictures'],
  sd: ['paragraph', 'paragraphs'],
  oir: ['question', 'questions'],
};

export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type SavedAnswer = NonNullable<PracticeAttempt['current']>['answers'][number];
export type BookletItem = NonNullable<NonNullable<PracticeAttempt['current']>['booklet']>['items'][number];

/** What an answer is now: the one typed on this device when it is as new as the server's (or the server has none), else the server's. */
export function answerValue(saved: readonly SavedAnswer[], kept: KeptAnswer | undefined, part: AnswerPart): { text: string; choice: number | null } {
  const server = saved.find((a) => a.part === part);
  const local = kept && kept.state !== 'refused' && (!server || Date.parse(kept.typedAt) >= Date.parse(server.typedAt)) ? kept : undefined;
  if (local) return { text: local.text ?? '', choice: local.choice ?? null };
  return { text: server?.text ?? '', choice: server?.choice ?? null };
}

/** Whether an answer counts as given: a choice, or text that is not only spaces. */
export const isAnswered = (value: { text: string; choice: number | null }) => value.choice !== null || value.text.trim() !== '';

/** The position `delta` away within a booklet of `count` items, held at its ends. */
export const stepWithin = (position: number, delta: number, count: number) => Math.min(Math.max(position + delta, 0), Math.max(count - 1, 0));

/** "3 questions are unanswered", "Every situation is answered", for the hand-in question. */
export function unansweredLine(unanswered: number, noun: [string, string]): string {
  if (unanswered === 0) return `Every ${noun[0]} in this booklet is answered.`;
  return unanswered === 1 ? `1 ${noun[0]} is unanswered.` : `${unanswered} ${noun[1]} are unanswered.`;
}
