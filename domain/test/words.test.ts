import { describe, expect, it } from 'vitest';
import { article, plural, pluralWord, withArticle } from '../src/words';

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'coach', 'coaches')).toBe('1 coach');
    expect(plural(0, 'coach', 'coaches')).toBe('0 coaches');
    expect(plural(2, 'hour', 'hours')).toBe('2 hours');
    expect(plural(1200, 'aspirant', 'aspirants')).toBe('1,200 aspirants');
    expect(pluralWord(1, 'review', 'reviews')).toBe('review');
    expect(pluralWord(5, 'review', 'reviews')).toBe('reviews');
  });
});

describe('article', () => {
  it.each([
    ['OIR attempt', 'an'],
    ['SRT attempt', 'an'],
    ['SD', 'an'],
    ['SSB interview', 'an'],
    ['TAT attempt', 'a'],
    ['WAT attempt', 'a'],
    ['PPDT', 'a'],
    ['hour', 'an'],
    ['user', 'a'],
    ['one-hour session', 'a'],
    ['article', 'an'],
    ['review', 'a'],
    ['8-minute session', 'an'],
    ['18% fee', 'an'],
    ['11 a.m. start', 'an'],
    ['80-minute test', 'an'],
    ['45-minute session', 'a'],
    ['1-hour session', 'a'],
  ])('%s takes "%s"', (words, expected) => {
    expect(article(words)).toBe(expected);
  });

  it('writes the words with their article', () => {
    expect(withArticle('OIR attempt')).toBe('an OIR attempt');
    expect(withArticle('TAT attempt')).toBe('a TAT attempt');
  });
});
