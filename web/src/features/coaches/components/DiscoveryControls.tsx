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

/** A price choice: the steps, and the value from the URL when it is not one of them. */
function PriceOptions({ value }: { value: number | null }) {
  return (
    <>
      <option value="">Any</option>
      {PRICE_STEPS.map((step) => (
        <option key={step} value={step}>
          {formatPrice(step)}
        </option>
      ))}
      {value !== null && !(PRICE_STEPS as readonly number[]).includes(value) && <option value={value}>{formatPrice(value)}</option>}
    </>
  );
}

const rupeesOf = (value: string) => (value === '' ? null : Number(value));

/**
 * Sort, price range and language of the coaches page; each change is a new URL (back and forward restore
 * it). A bound chosen past the other clears the other, so the range never excludes everyone by itself.
 */
export function DiscoveryControls({ search, onChange }: { search: CoachSearch; onChange: (patch: Partial<CoachSearch>) => void }) {
  const setMin = (priceMin: number | null) =>
    onChange({ priceMin, ...(priceMin !== null && search.priceMax !== null && search.priceMax < priceMin ? { priceMax: null } : {}) });
  const setMax = (priceMax: number | null) =>
    onChange({ priceMax, ...(priceMax !== null && search.priceMin !== null && search.priceMin > priceMax ? { priceMin: null } : {}) });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Field label="Sort by" className="col-span-2 sm:col-span-1">
        <Select value={search.sort} onChange={(e) => onChange({ sort: e.target.value as CoachSort })}>
          {(Object.keys(SORT_LABELS) as CoachSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Price from">
        <Select value={search.priceMin ?? ''} onChange={(e) => setMin(rupeesOf(e.target.value))}>
          <PriceOptions value={search.priceMin} />
        </Select>
      </Field>
      <Field label="Price up to">
        <Select value={search.priceMax ?? ''} onChange={(e) => setMax(rupeesOf(e.target.value))}>
          <PriceOptions value={search.priceMax} />
        </Select>
      </Field>
      <Field label="Language" className="col-span-2 sm:col-span-1">
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
