/**
 * The written tests' names alone, apart from their timing and texts in tests.ts: home's practice
 * callout names them, and its first JavaScript should not carry the whole catalogue.
 */
export const PRACTICE_TEST_KINDS = ['wat', 'srt', 'tat', 'ppdt', 'sd', 'oir'] as const;
export type PracticeTestKind = (typeof PRACTICE_TEST_KINDS)[number];

export const PRACTICE_TEST_NAMES: Record<PracticeTestKind, { name: string; short: string }> = {
  wat: { name: 'Word Association Test', short: 'WAT' },
  srt: { name: 'Situation Reaction Test', short: 'SRT' },
  tat: { name: 'Thematic Apperception Test', short: 'TAT' },
  ppdt: { name: 'Picture Perception and Description Test', short: 'PPDT' },
  sd: { name: 'Self Description', short: 'SD' },
  oir: { name: 'Officer Intelligence Rating', short: 'OIR' },
};
