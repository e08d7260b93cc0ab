import { cheapestBookablePrice } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionTypes, users } from '../../src/db/schema';
import * as repo from '../../src/features/coaches/repository';
import { searchIndexOf } from '../../src/features/coaches/routes';
import type { SearchIndexKeeper } from '../../src/features/coaches/search-index-keeper';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, type UserRow } from '../support/factories';
import { addSessionType, addWindow, at, NOW } from '../sessions/support';

/**
 * Discovery's sort and filters (docs/product/coaches.md "Sorting and filters"): the from-price is the
 * cheapest bookable session type, the next free slot comes from the coach's calendar, and the index
 * (decision 028) and the SQL answer alike.
 */

let ctx: TestContext;
let index: SearchIndexKeeper;
let typed: UserRow; // own types ₹1,500 and ₹2,000; English, Hindi; 4.0; free from day 3
let rated: UserRow; // no types, ₹1,000 an hour (30 min: ₹500); Tamil, English; 4.8; free from day 1
let unpriced: UserRow; // no types, no rate: nothing bookable; Hindi; 3.0; a window, but no next free
let prorated: UserRow; // a 45-min type without a price at ₹1,200 an hour (₹900), and a hidden ₹100 type; 4.5; free from day 2

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  index = searchIndexOf(ctx.app.deps)!;
  typed = await createCoach(ctx.db, {
    firstName: 'Typed',
    lastName: 'Coach',
    hourlyRate: 2000,
    languages: ['English', 'Hindi'],
    rating: 4.0,
    totalReviews: 10,
  });
  rated = await createCoach(ctx.db, {
    firstName: 'Rated',
    lastName: 'Coach',
    hourlyRate: 1000,
    languages: ['Tamil', 'English'],
    rating: 4.8,
    totalReviews: 10,
  });
  unpriced = await createCoach(ctx.db, { firstName: 'Unpriced', lastName: 'Coach', hourlyRate: null, languages: ['Hindi'], rating: 3.0, totalReviews: 10 });
  prorated = await createCoach(ctx.db, { firstName: 'Prorated', lastName: 'Coach', hourlyRate: 1200, languages: [], rating: 4.5, totalReviews: 10 });
  await addSessionType(ctx.db, typed.id, { label: 'Mock interview', minutes: 60, price: 1500 });
  await addSessionType(ctx.db, typed.id, { label: 'Full board', minutes: 90, price: 2000, position: 1 });
  await addSessionType(ctx.db, prorated.id, { label: 'Conference drill', minutes: 45, price: null });
  const [hidden] = await ctx.db.insert(sessionTypes).values({ coachId: prorated.id, label: 'Old', minutes: 30, price: 100, position: 1 }).returning();
  await ctx.db.update(sessionTypes).set({ active: false }).where(eq(sessionTypes.id, hidden!.id));
  await addWindow(ctx.db, typed.id, at(72), at(75));
  await addWindow(ctx.db, rated.id, at(24), at(27));
  await addWindow(ctx.db, prorated.id, at(48), at(51));
  await addWindow(ctx.db, unpriced.id, at(12), at(15));
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

type Card = { id: string; fromPrice: number | null; nextFree: string | null; languages: string[] };
let asked = 0;
/** A search answered by the index once it is current; each a page size never asked before (no read cache). */
async function search(query: Record<string, string> = {}) {
  await index.settled();
  asked += 1;
  const res = await ctx.agent().get('/api/coaches/search', { query: { ...query, pageSize: String(20 + asked) } });
  expect(res.statusCode).toBe(200);
  return res.json().data as Card[];
}
const ids = (cards: Card[]) => cards.map((c) => c.id);

/** The same filters answered by the SQL of decision 006 (what answers while the index is behind). */
async function bySql(filters: Partial<repo.CoachFilterInput>) {
  const { rows } = await repo.searchCoaches(ctx.db, { fullText: null, city: null, ...filters }, 1, 50);
  return rows.map((r) => r.id);
}

describe('GET /api/coaches/search: price, languages, next free slot', () => {
  it("gives each card the cheapest bookable type's price, as the domain's rule computes it", async () => {
    const cards = new Map((await search()).map((c) => [c.id, c]));
    expect(cards.get(typed.id)?.fromPrice).toBe(1500);
    expect(cards.get(rated.id)?.fromPrice).toBe(500);
    expect(cards.get(unpriced.id)?.fromPrice).toBeNull();
    expect(cards.get(prorated.id)?.fromPrice).toBe(900);
    // The SQL mirrors domain `cheapestBookablePrice` over the active types.
    expect(cheapestBookablePrice({ hourlyRate: 1200, sessionTypes: [{ id: 'x', label: 'x', minutes: 45, price: null }] })).toBe(900);
    expect(cheapestBookablePrice({ hourlyRate: 1000, sessionTypes: [] })).toBe(500);
    expect(cheapestBookablePrice({ hourlyRate: null, sessionTypes: [] })).toBeNull();
    expect(cards.get(typed.id)?.languages).toEqual(['English', 'Hindi']);
  });

  it('gives each bookable card its next free slot, and none to a coach without a bookable type', async () => {
    const cards = new Map((await search()).map((c) => [c.id, c]));
    expect(cards.get(rated.id)?.nextFree).toBe(at(24).toISOString());
    expect(cards.get(prorated.id)?.nextFree).toBe(at(48).toISOString());
    expect(cards.get(typed.id)?.nextFree).toBe(at(72).toISOString());
    expect(cards.get(unpriced.id)?.nextFree).toBeNull();
  });

  it('sorts by price, low to high, coaches without a bookable type last (index and SQL alike)', async () => {
    const order = [rated.id, prorated.id, typed.id, unpriced.id];
    expect(ids(await search({ sort: 'price' }))).toEqual(order);
    expect(await bySql({ sort: 'price' })).toEqual(order);
  });

  it('sorts by rating, best first', async () => {
    const order = [rated.id, prorated.id, typed.id, unpriced.id];
    expect(ids(await search({ sort: 'rating' }))).toEqual(order);
    expect(await bySql({ sort: 'rating' })).toEqual(order);
  });

  it('sorts by the next free slot, soonest first, coaches without one last', async () => {
    expect(ids(await search({ sort: 'next_available' }))).toEqual([rated.id, prorated.id, typed.id, unpriced.id]);
    // Paging cuts the sorted list.
    const res = await ctx.agent().get('/api/coaches/search', { query: { sort: 'next_available', pageSize: '2', page: '2' } });
    expect((res.json().data as Card[]).map((c) => c.id)).toEqual([typed.id, unpriced.id]);
    expect(res.json().meta.total).toBe(4);
  });

  it('filters by the from-price: at most and at least, never a coach without a bookable type', async () => {
    expect(ids(await search({ priceMax: '1000', sort: 'price' }))).toEqual([rated.id, prorated.id]);
    expect(await bySql({ priceMax: 1000, sort: 'price' })).toEqual([rated.id, prorated.id]);
    expect(ids(await search({ priceMin: '1000' }))).toEqual([typed.id]);
    expect(await bySql({ priceMin: 1000 })).toEqual([typed.id]);
    expect(ids(await search({ priceMax: '1500', priceMin: '1500' }))).toEqual([typed.id]);
  });

  it('filters by language', async () => {
    expect(ids(await search({ language: 'Hindi' })).sort()).toEqual([typed.id, unpriced.id].sort());
    expect((await bySql({ language: 'Hindi' })).sort()).toEqual([typed.id, unpriced.id].sort());
    expect(ids(await search({ language: 'Tamil' }))).toEqual([rated.id]);
    expect(ids(await search({ language: 'Odia' }))).toEqual([]);
  });

  it('refuses an unknown sort, language or price with 400', async () => {
    const bad: Record<string, string>[] = [{ sort: 'cheapest' }, { language: 'Klingon' }, { priceMax: '-1' }, { priceMin: 'lots' }];
    for (const query of bad) {
      const res = await ctx.agent().get('/api/coaches/search', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('shows a new session type and new languages on the next search (the lists watch both)', async () => {
    const other = await createCoach(ctx.db, { firstName: 'Late', lastName: 'Pricer', hourlyRate: null, languages: [], rating: 2.0, totalReviews: 1 });
    expect((await search({ priceMax: '300' })).map((c) => c.id)).toEqual([]);
    await addSessionType(ctx.db, other.id, { minutes: 30, price: 300 });
    expect(ids(await search({ priceMax: '300' }))).toEqual([other.id]);
    await ctx.db
      .update(users)
      .set({ languages: ['Assamese'] })
      .where(eq(users.id, other.id));
    expect(ids(await search({ language: 'Assamese' }))).toEqual([other.id]);
  });

  it("puts the from-price, languages and next free slot on a coach's profile too", async () => {
    const res = await ctx.agent().get(`/api/coaches/${typed.id}`);
    expect(res.json().data).toMatchObject({ fromPrice: 1500, languages: ['English', 'Hindi'], nextFree: at(72).toISOString() });
  });
});
