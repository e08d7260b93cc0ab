/** A drawn picture of the bank and a set of them (TAT and PPDT). */
export type Picture = {
  /** Stable, e.g. 'tat-1-03'. */
  key: string;
  /** One neutral sentence for screen readers and reviewers: who is there and where, not a story. */
  description: string;
  /** The full <svg>. */
  svg: string;
};
export type PictureSet = {
  title: string;
  description: string;
  pictures: readonly Picture[];
};
