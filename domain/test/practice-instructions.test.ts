import { describe, expect, it } from 'vitest';
import { BATTERY_STAGES, BOARD_DAY_WORDS, characterBoxText, PRACTICE_TEST_KINDS, TEST_INSTRUCTIONS } from '../src';

describe('test instructions', () => {
  it('gives every test spoken instructions and an example of its own kind', () => {
    for (const kind of PRACTICE_TEST_KINDS) {
      const text = TEST_INSTRUCTIONS[kind];
      expect(text.spoken.length).toBeGreaterThanOrEqual(3);
      expect(text.example.kind).toBe(kind);
      for (const line of [...text.spoken, ...text.remember]) expect(line).toMatch(/^[A-Z]/);
    }
  });

  it('gives a WAT example two sentences and an OIR example a right answer among its options', () => {
    const wat = TEST_INSTRUCTIONS.wat.example;
    if (wat.kind !== 'wat') throw new Error('WAT example');
    expect(wat.sentences).toHaveLength(2);
    const oir = TEST_INSTRUCTIONS.oir.example;
    if (oir.kind !== 'oir') throw new Error('OIR example');
    expect(oir.options[oir.rightChoice]).toBe('38');
  });

  it('has the words of every board day', () => {
    for (const stage of BATTERY_STAGES) {
      expect(BOARD_DAY_WORDS[stage].opening.length).toBeGreaterThan(0);
      expect(BOARD_DAY_WORDS[stage].between).toMatch(/ready/);
    }
  });
});

describe('characterBoxText', () => {
  it('writes the box as a readable line', () => {
    expect(
      characterBoxText(
        [
          { sex: 'M', age: 25, mood: 'positive' },
          { sex: 'F', age: 20, mood: 'neutral' },
          { sex: 'M', age: 60, mood: 'negative' },
        ],
        '  A son helps his father home from the fields. ',
      ),
    ).toBe('3 characters. 1: M, 25, positive. 2: F, 20, neutral. 3: M, 60, negative. Action: A son helps his father home from the fields.');
  });

  it('marks what is not filled in with a question mark and leaves out an empty action', () => {
    expect(characterBoxText([{ sex: 'F' }], '')).toBe('1 character. 1: F, ?, ?.');
    expect(characterBoxText([], '')).toBe('0 characters.');
  });
});
