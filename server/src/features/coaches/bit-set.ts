/** A set of small whole numbers (coach positions), one bit each: unions and intersections in a few microseconds. */
export class BitSet {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  add(i: number): void {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }

  addAll(items: ArrayLike<number>): void {
    const words = this.words;
    for (let k = 0; k < items.length; k++) {
      const i = items[k]!;
      words[i >>> 5]! |= 1 << (i & 31);
    }
  }

  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }

  /** Keeps only the members of `other`. */
  and(other: BitSet): void {
    const words = this.words;
    for (let w = 0; w < words.length; w++) words[w]! &= other.words[w]!;
  }

  or(other: BitSet): void {
    const words = this.words;
    for (let w = 0; w < words.length; w++) words[w]! |= other.words[w]!;
  }

  /** Calls `visit` with each member, smallest first, until it returns false. */
  forEach(visit: (i: number) => boolean): void {
    const words = this.words;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]!;
      while (word !== 0) {
        const lowest = word & -word;
        if (!visit((w << 5) + 31 - Math.clz32(lowest))) return;
        word ^= lowest;
      }
    }
  }
}
