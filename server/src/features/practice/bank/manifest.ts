import type { PracticeTestKind } from '@ssb/domain';

/**
 * How many sets of each test the bank holds, so a start can tell whether anything is missing without
 * building the bank (the OIR questions and the pictures are generated when their modules load, about
 * two seconds of work). server/test/practice/bank.test.ts checks it against the bank itself.
 */
export const BANK_SET_COUNTS: Record<PracticeTestKind, number> = { wat: 8, srt: 8, sd: 1, oir: 8, tat: 3, ppdt: 8 };

/** The tests whose sets are drawn (rendered to pictures when loaded). */
export const DRAWN_TESTS: readonly PracticeTestKind[] = ['tat', 'ppdt'];

/** 'wat-03': the bank's name of a set, sorting in the rotation's order. */
export const bankKeyOf = (kind: PracticeTestKind, index: number) => `${kind}-${String(index + 1).padStart(2, '0')}`;

/** Every set's bank key, with whether it is drawn. */
export const BANK_KEYS: readonly { key: string; drawn: boolean }[] = (Object.entries(BANK_SET_COUNTS) as [PracticeTestKind, number][]).flatMap(([kind, count]) =>
  Array.from({ length: count }, (_, i) => ({ key: bankKeyOf(kind, i), drawn: DRAWN_TESTS.includes(kind) })),
);
