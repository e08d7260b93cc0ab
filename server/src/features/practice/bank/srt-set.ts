/** An SRT set of the studio's bank: sixty situations, each ending with the pronoun the aspirant continues from. */
export type SrtSet = { title: string; description: string; situations: readonly string[] };
