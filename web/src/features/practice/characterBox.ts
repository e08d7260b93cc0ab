import { characterBoxText, type PpdtCharacter } from '@ssb/domain';

/** The PPDT character box as it is filled in: strings as typed, so a half-typed age stays as it is. */
export type BoxCharacter = { age: string; sex: PpdtCharacter['sex'] | ''; mood: PpdtCharacter['mood'] | '' };
export type CharacterBoxState = { characters: BoxCharacter[]; action: string };

export const MAX_CHARACTERS = 9;
export const EMPTY_BOX: CharacterBoxState = { characters: [], action: '' };
const blankCharacter = (): BoxCharacter => ({ age: '', sex: '', mood: '' });

/** The box with `count` characters: the first ones kept, new ones blank. */
export function withCount(box: CharacterBoxState, count: number): CharacterBoxState {
  const n = Math.min(Math.max(Math.trunc(count) || 0, 0), MAX_CHARACTERS);
  return { ...box, characters: Array.from({ length: n }, (_, i) => box.characters[i] ?? blankCharacter()) };
}

/** The box as the plain text saved as the 'notes' answer (domain `characterBoxText`). */
export function boxText(box: CharacterBoxState): string {
  return characterBoxText(
    box.characters.map((c) => ({
      sex: c.sex || undefined,
      mood: c.mood || undefined,
      age: c.age.trim() === '' ? undefined : Number.parseInt(c.age, 10),
    })),
    box.action,
  );
}

const boxKey = (attemptId: string, item: number) => `ssb:ppdt-box:${attemptId}:${item}`;

/** The box as filled in on this device (kept for the story phase and a reload), if any. */
export function readBox(attemptId: string, item: number): CharacterBoxState | null {
  try {
    const raw = localStorage.getItem(boxKey(attemptId, item));
    const parsed = raw ? (JSON.parse(raw) as CharacterBoxState) : null;
    return parsed && Array.isArray(parsed.characters) && typeof parsed.action === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function keepBox(attemptId: string, item: number, box: CharacterBoxState): void {
  try {
    localStorage.setItem(boxKey(attemptId, item), JSON.stringify(box));
  } catch {
    // Storage refused: the text answer is still kept by the queue.
  }
}
