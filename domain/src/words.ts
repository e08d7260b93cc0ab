// Words that depend on a number or on the next word: every plural and every "a"/"an" the product
// writes goes through here (web pages, mails, notifications). English only, and without Intl (see
// numbers.ts): its plural rule for whole numbers is "one" for 1 and "other" for everything else.
import { formatCount } from './numbers';

/** The word for `count` things: `pluralWord(1, 'coach', 'coaches')` is 'coach', for 0 or 2 'coaches'. */
export function pluralWord(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

/** A count with its word: '1 coach', '3 coaches', '0 reviews', '1,200 aspirants'. */
export function plural(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${pluralWord(count, one, other)}`;
}

/** Letters whose name starts with a vowel sound ("an OIR", "an SRT", "an MBA"), for acronyms read letter by letter. */
const VOWEL_SOUNDING_LETTERS = new Set('AEFHILMNORSX');
/** Words spelled with a vowel but said with a consonant ("a user", "a one-hour session"), and the other way round ("an hour"). */
const SAID_WITH_A = /^(uni|use|usu|uti|ure|eu|ewe|one\b|once\b|ouija)/i;
const SAID_WITH_AN = /^(hour|honest|honou?r|heir)/i;

/** 'a' or 'an' for what follows: 'an OIR attempt', 'a TAT', 'an hour', 'a user', 'an 8-minute', 'an 11%'. */
export function article(next: string): 'a' | 'an' {
  const word = next.trim().split(/[\s-]/)[0] ?? '';
  if (/^\d/.test(word)) {
    // Said as a number: eight, eleven, eighteen, eighty..., eight hundred...: 8, 11, 18, 8x, 8xx, 11xx... start with a vowel sound.
    const digits = word.replace(/\D.*$/, '');
    return /^8/.test(digits) || ((digits.length === 2 || digits.length === 5) && /^1[18]/.test(digits)) ? 'an' : 'a';
  }
  // An acronym (two or more capitals): its first letter's name decides.
  if (/^[A-Z]{2,}\b/.test(word)) return VOWEL_SOUNDING_LETTERS.has(word[0]!) ? 'an' : 'a';
  if (SAID_WITH_AN.test(word)) return 'an';
  if (SAID_WITH_A.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The words with their article: `withArticle('OIR attempt')` is 'an OIR attempt'. */
export function withArticle(words: string): string {
  return `${article(words)} ${words}`;
}
