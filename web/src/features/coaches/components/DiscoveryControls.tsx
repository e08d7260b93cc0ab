import { COACH_LANGUAGES, formatPrice, type CoachLanguage, type CoachSort } from '@ssb/domain';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import type { CoachSearch } from '../api';

const SORT_LABELS: Record<CoachSort, string> = {
  relevance: 'Best match',
  price: 'Price: low to high',
  rating: 'Rating',
  next_available: 'Next available',
};
/** The price filter's steps, rupees per session (the cheapest bookable type). */
export const PRICE_STEPS = [500, 1000, 1500, 2000, 3000, 5000] as const;

/** Sort, price and language of the coaches page; each change is a new URL (back and forward restore it). */
export function DiscoveryControls({ search, onChange }: { search: CoachSearch; onChange: (patch: Partial<CoachSearch>) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Field label="Sort by" className="col-span-2 sm:col-span-1">
        <Select value={search.sort} onChange={(e) => onChange({ sort: e.target.value as CoachSort })}>
          {(Object.keys(SORT_LABELS) as CoachSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Price a session">
        <Select value={search.priceMax ?? ''} onChange={(e) => onChange({ priceMax: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">Any price</option>
          {PRICE_STEPS.map((step) => (
            <option key={step} value={step}>
              Up to {formatPrice(step)}
            </option>
          ))}
          {search.priceMax !== null && !(PRICE_STEPS as readonly number[]).includes(search.priceMax) && (
            <option value={search.priceMax}>Up to {formatPrice(search.priceMax)}</option>
          )}
        </Select>
      </Field>
      <Field label="Language">
        <Select value={search.language ?? ''} onChange={(e) => onChange({ language: e.target.value === '' ? null : (e.target.value as CoachLanguage) })}>
          <option value="">Any language</option>
          {COACH_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
