import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { prepareTextQuery, searchTerms } from '../../src/features/coaches/search-terms';
import { createTestContext, type TestContext } from '../support/context';
import { createCoach, createMentee, type UserRow } from '../support/factories';

let ctx: TestContext;
let jumper: UserRow;
let later: UserRow;
let turned: UserRow;

beforeAll(async () => {
  ctx = await createTestContext();
  await createCoach(ctx.db, { firstName: 'Karan', title: 'Commando trainer', specializations: ['Command Tasks'], location: 'New Delhi' });
  // Seventeen words under one prefix: too many to list.
  const many = Array.from({ length: 17 }, (_, i) => `zeta${String.fromCharCode(97 + i)}x`).join(' ');
  await createCoach(ctx.db, { firstName: 'Many', bio: many, location: 'Pune' });
  jumper = await createCoach(ctx.db, { firstName: 'Jumper', bio: 'Para jumps and more.' });
  later = await createCoach(ctx.db, { firstName: 'Later', bio: 'Nothing yet.' });
  turned = await createMentee(ctx.db, { firstName: 'Turned', bio: 'Paragliding pilot.' });
});
afterAll(() => ctx.close());

const textMatch = async (query: string) => (await searchTerms(ctx.db, prepareTextQuery(query), undefined)).fullText?.match;
const cityOf = async (location: string) => (await searchTerms(ctx.db, null, location)).city;

describe('searchTerms', () => {
  it('turns a typed prefix into the exact lexemes coaches have', async () => {
    expect(await textMatch('comm')).toBe("('command' | 'commando')");
    expect(await textMatch('Commander')).toBe("('command' | 'commando')");
  });

  it('keeps the prefix when no coach word begins with it, with the likely corrections', async () => {
    expect(await textMatch('qqqzz')).toBe("('qqqzz':*)");
    expect(await textMatch('comando')).toBe("('comando':* | 'commando')");
  });

  it('drops a word that has no lexeme (an english stop word outside our list), as to_tsquery does', async () => {
    expect(await textMatch('has')).toBe('');
    expect(await textMatch('has commando')).toBe("('commando')");
    const res = await ctx.agent().get('/api/coaches/search', { query: { query: 'was' } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { meta: { total: number } }).meta.total).toBe(0);
  });

  it('says a search can match nothing when a word begins no known word and corrects to none, in the text or the city', async () => {
    const impossible = async (query: string, location?: string) => (await searchTerms(ctx.db, prepareTextQuery(query), location)).impossible;
    expect(await impossible('qqqzz')).toBe(true);
    expect(await impossible('commando qqqzz')).toBe(true);
    expect(await impossible('', 'Qqqzz')).toBe(true);
    // A prefix of a known word, a typo of one, a known city, a stop word: a match is possible.
    expect(await impossible('comm')).toBe(false);
    expect(await impossible('comando')).toBe(false);
    expect(await impossible('', 'del')).toBe(false);
    expect(await impossible('has commando')).toBe(false);
    // Answered empty (the search and the chip counts), as the full-text index would have.
    const search = await ctx.agent().get('/api/coaches/search', { query: { query: 'commando qqqzz' } });
    expect((search.json() as { data: unknown[]; meta: { total: number } }).meta.total).toBe(0);
    const counts = await ctx.agent().get('/api/coaches/specializations', { query: { query: 'qqqzz' } });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ success: true, data: [] });
  });

  it('keeps the prefix when it stands for more words than it is worth listing', async () => {
    expect(await textMatch('zeta')).toBe("('zeta':*)");
  });

  it("makes the city's words exact '~' lexemes, and keeps the typed order for several words", async () => {
    expect(await cityOf('pun')).toEqual({ match: "('~pune')", inOrder: null });
    expect(await cityOf('New Del')).toEqual({ match: "('~new') & ('~delhi')", inOrder: 'New Del' });
    expect(await cityOf('-')).toEqual({ match: null, inOrder: '-' });
  });
});

describe('the lexeme vocabulary follows the coaches', () => {
  async function searchIds(query: string) {
    const res = await ctx.agent().get('/api/coaches/search', { query: { query } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { id: string }[] }).data.map((c) => c.id).sort();
  }

  it('learns the words of a changed bio and of a user who becomes a coach', async () => {
    await ctx.db.update(users).set({ bio: 'Paratrooper, 12 years.' }).where(eq(users.id, later.id));
    await ctx.db.update(users).set({ role: 'mentor', isVerified: true }).where(eq(users.id, turned.id));
    const { rows } = (await ctx.db.execute(sql`select lexeme from coach_search_lexemes where lexeme like 'para%' order by lexeme`)) as unknown as {
      rows: { lexeme: string }[];
    };
    expect(rows.map((r) => r.lexeme)).toEqual(['para', 'paraglid', 'paratroop']);
    // 'para' now stands for all three words, so every one of these coaches is found.
    expect(await searchIds('para')).toEqual([jumper.id, later.id, turned.id].sort());
  });
});
