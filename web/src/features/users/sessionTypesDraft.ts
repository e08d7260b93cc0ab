import { sessionTypeInputSchema, type SessionTypeInput, type User } from '@ssb/domain';

/** A session type as its editor row holds it: price and minutes as typed. */
export interface SessionTypeDraft {
  /** Kept for an existing type (its bookings name it); absent for a new one. */
  id?: string;
  /** A stable key for the row while editing. */
  key: string;
  label: string;
  minutes: string;
  price: string;
  description: string;
  active: boolean;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function draftsOf(types: User['sessionTypes']): SessionTypeDraft[] {
  return types.map((t) => ({
    id: t.id,
    key: t.id,
    label: t.label,
    minutes: String(t.minutes),
    price: t.price === null ? '' : String(t.price),
    description: t.description ?? '',
    active: t.active,
  }));
}

export function blankType(): SessionTypeDraft {
  return { key: newKey(), label: '', minutes: '60', price: '', description: '', active: true };
}

/** Messages by '<row>.<field>' ('0.price'). */
export type TypeErrors = Record<string, string>;

const payloadOf = (d: SessionTypeDraft) => ({
  ...(d.id ? { id: d.id } : {}),
  label: d.label,
  minutes: d.minutes,
  // An empty price is 'Custom' (asked on request), not ₹0.
  price: d.price.trim() === '' ? null : d.price,
  description: d.description,
  active: d.active,
});

/** Every row checked with the server's contract: the payload, or the messages by row and field. */
export function checkTypes(drafts: readonly SessionTypeDraft[]): { ok: true; types: SessionTypeInput[] } | { ok: false; errors: TypeErrors } {
  const errors: TypeErrors = {};
  const types: SessionTypeInput[] = [];
  drafts.forEach((draft, row) => {
    const result = sessionTypeInputSchema.safeParse(payloadOf(draft));
    if (result.success) types.push(result.data);
    else for (const issue of result.error.issues) errors[`${row}.${String(issue.path[0])}`] ??= issue.message;
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, types };
}

export const sameTypes = (a: readonly SessionTypeDraft[], b: readonly SessionTypeDraft[]) =>
  JSON.stringify(a.map(payloadOf)) === JSON.stringify(b.map(payloadOf));
