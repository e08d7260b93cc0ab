import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PLACEHOLDER = 'Search coaches, specialties, titles...';

/**
 * The coaches search box (docs/product/screens.md). Typing is debounced (~300 ms) before `onSearch`; Enter searches at
 * once. Follows `value` when it changes from outside (back button, a shared link, 'Clear filters').
 */
export function SearchBox({ value, onSearch, busy = false }: { value: string; onSearch: (q: string) => void; busy?: boolean }) {
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  // The debounced call uses the newest onSearch: a chip tapped while typing must not be undone by it.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (q: string) => {
    window.clearTimeout(timer.current);
    if (q.trim() === lastSent.current.trim()) return;
    lastSent.current = q.trim();
    onSearchRef.current(q.trim());
  };

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}
    >
      <label htmlFor="coach-search" className="sr-only">
        Search coaches
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id="coach-search"
        type="search"
        inputMode="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        aria-busy={busy || undefined}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
        className="min-h-12 w-full rounded-xl border border-slate-300 bg-white py-2 pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600/40"
      />
    </form>
  );
}
