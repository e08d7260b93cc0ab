import { SD_PROMPTS, type PracticeTestKind } from '@ssb/domain';
import { OIR_SITTINGS, type OirFigure } from './oir';
import { PPDT_PICTURES, TAT_PICTURE_SETS, type Picture, type PictureSet } from './pictures';
import { SRT_SETS_HOME_AND_CAMPUS } from './srt-home-and-campus';
import { SRT_SETS_WORK_AND_SERVICE } from './srt-work-and-service';
import { bankKeyOf } from './manifest';
import { WAT_SETS } from './wat';

/**
 * The studio's own sets (docs/product/practice.md "The bank"), written and drawn for SSB Academy:
 * every test's sets in the order the rotation gives them. Loaded into the database by load.ts.
 */

export type BankItem = {
  prompt: string | null;
  options: string[] | null;
  rightChoice: number | null;
  explanation: string | null;
  figure: OirFigure | null;
  picture: Picture | null;
};
export type BankSet = { key: string; kind: PracticeTestKind; title: string; description: string; items: BankItem[] };

const blankItem: BankItem = { prompt: null, options: null, rightChoice: null, explanation: null, figure: null, picture: null };
const keyOf = bankKeyOf;

const textSets = (kind: PracticeTestKind, sets: readonly { title: string; description: string; prompts: readonly string[] }[]): BankSet[] =>
  sets.map((set, i) => ({ key: keyOf(kind, i), kind, title: set.title, description: set.description, items: set.prompts.map((prompt) => ({ ...blankItem, prompt })) }));

const pictureSets = (kind: 'tat' | 'ppdt', sets: readonly PictureSet[]): BankSet[] =>
  sets.map((set, i) => ({ key: keyOf(kind, i), kind, title: set.title, description: set.description, items: set.pictures.map((picture) => ({ ...blankItem, picture })) }));

export const BANK_SETS: readonly BankSet[] = [
  ...textSets('wat', WAT_SETS.map((s) => ({ ...s, prompts: s.words }))),
  ...textSets('srt', [...SRT_SETS_HOME_AND_CAMPUS, ...SRT_SETS_WORK_AND_SERVICE].map((s) => ({ ...s, prompts: s.situations }))),
  ...textSets('sd', [{ title: 'Self Description', description: 'The five paragraphs the board asks for, in its order.', prompts: SD_PROMPTS }]),
  ...OIR_SITTINGS.map((sitting, i) => ({
    key: keyOf('oir', i),
    kind: 'oir' as const,
    title: sitting.title,
    description: sitting.description,
    items: sitting.booklets.flat().map((q) => ({ ...blankItem, prompt: q.prompt, options: [...q.options], rightChoice: q.rightChoice, explanation: q.explanation, figure: q.figure })),
  })),
  ...pictureSets('tat', TAT_PICTURE_SETS),
  ...pictureSets('ppdt', PPDT_PICTURES),
];
