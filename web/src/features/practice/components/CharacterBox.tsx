import { plural } from '@ssb/domain';
import { cn } from '../../../lib/cn';
import { MAX_CHARACTERS, withCount, type BoxCharacter, type CharacterBoxState } from '../characterBox';

const MOODS = [
  ['positive', 'Positive'],
  ['neutral', 'Neutral'],
  ['negative', 'Negative'],
] as const;

const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none';

/**
 * PPDT's character box (one minute): how many characters, each one's age, sex and mood, and the
 * action in a line. `onChange` gets the whole box at every change.
 */
export function CharacterBox({ box, onChange, disabled }: { box: CharacterBoxState; onChange: (box: CharacterBoxState) => void; disabled: boolean }) {
  const set = (index: number, change: Partial<BoxCharacter>) => onChange({ ...box, characters: box.characters.map((c, i) => (i === index ? { ...c, ...change } : c)) });
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled} aria-label="Character box">
      <label className="flex items-center gap-3 text-base font-medium text-slate-900">
        Number of characters
        <select className={cn(field, 'w-20')} value={box.characters.length} onChange={(e) => onChange(withCount(box, Number(e.target.value)))}>
          {Array.from({ length: MAX_CHARACTERS + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {box.characters.length > 0 && (
        <ol className="flex flex-col gap-2">
          {box.characters.map((c, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2">
              <span className="w-5 text-center font-semibold text-slate-700" aria-hidden="true">
                {i + 1}
              </span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                aria-label={`Age of character ${i + 1}`}
                placeholder="Age"
                className={cn(field, 'w-18')}
                value={c.age}
                onChange={(e) => set(i, { age: e.target.value.slice(0, 2) })}
              />
              <div role="radiogroup" aria-label={`Sex of character ${i + 1}`} className="flex">
                {(['M', 'F'] as const).map((sex) => (
                  <button
                    key={sex}
                    type="button"
                    role="radio"
                    aria-checked={c.sex === sex}
                    className={cn(
                      'min-h-11 w-11 border border-slate-300 text-base font-semibold first:rounded-l-lg last:rounded-r-lg',
                      c.sex === sex ? 'border-primary-700 bg-primary-900 text-white' : 'bg-white text-slate-800',
                    )}
                    onClick={() => set(i, { sex })}
                  >
                    {sex}
                  </button>
                ))}
              </div>
              <select aria-label={`Mood of character ${i + 1}`} className={cn(field, 'min-w-0 flex-1')} value={c.mood} onChange={(e) => set(i, { mood: e.target.value as BoxCharacter['mood'] })}>
                <option value="">Mood</option>
                {MOODS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      )}
      <label className="flex flex-col gap-1 text-base font-medium text-slate-900">
        Action (in a line)
        <input type="text" maxLength={300} className={cn(field, 'px-3')} value={box.action} onChange={(e) => onChange({ ...box, action: e.target.value })} placeholder="What is happening in the picture" />
      </label>
    </fieldset>
  );
}

/** The box while the story is written: in view, read only. */
export function CharacterBoxView({ box, text }: { box: CharacterBoxState | null; text: string }) {
  return (
    <section aria-label="Your character box" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Your character box</h2>
      {box ? (
        <>
          <p>{plural(box.characters.length, 'character', 'characters')}</p>
          <ol className="flex flex-wrap gap-x-4">
            {box.characters.map((c, i) => (
              <li key={i}>
                {i + 1}: {c.sex || '?'}, {c.age || '?'}, {c.mood || '?'}
              </li>
            ))}
          </ol>
          {box.action.trim() && <p className="mt-1">Action: {box.action.trim()}</p>}
        </>
      ) : (
        <p className="whitespace-pre-wrap">{text.trim() || 'Not filled in.'}</p>
      )}
    </section>
  );
}
