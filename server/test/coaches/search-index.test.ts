import { COACH_SEARCH_RESULT_CAP } from '@ssb/domain';
import { like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import * as repo from '../../src/features/coaches/repository';
import type { CoachSearchIndex } from '../../src/features/coaches/search-index';
import { loadSearchIndex } from '../../src/features/coaches/search-index-load';
import { prepareTextQuery, searchTerms } from '../../src/features/coaches/search-terms';
import { openTestDatabase } from '../support/database';

/**
 * The in-process index (docs/decisions/028) against the SQL it replaces: for generated coaches and
 * searches, the same rows in the same order, the same total and the same cap flag.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const FIRST = ['Anil', 'anil', 'Ánil', 'Meera', 'Zoë', 'Vikram', 'Rahul', 'Command', "O'Brien", 'Wing', 'Interview'];
const LAST = ['Singh', 'Iyer', 'Rao', 'Menon', 'Commander', 'Psychologist', 'Xylander', 'de Souza', 'Singh-Rao'];
const TITLES = ['Former GTO', 'Clinical psychologist, ex-SSB assessor', 'Interviewing officer (retd.)', 'Wing Commander', 'SSB mentor', 'Naval officer', 'Lecturette coach', 'Commando trainer', '2nd in command', 'About the interview'];
const CHIPS = ['Psychology', 'Interview Techniques', 'Command Tasks', 'Group Discussion', 'Lecturette', 'TAT'];
const CITIES = ['New Delhi', 'Delhi', 'Pune', 'Navi Mumbai', 'Mumbai', 'Bengaluru', 'São Paulo', 'NEW DELHI', 'Delhi Cantt', 'Pune-Kirkee'];
const BIOS = ['Helps aspirants with TAT and WAT.', 'Outdoor tasks and group planning.', 'Known for calm psychology prep.', 'Commanded a regiment in Delhi.', 'Interviews of the past, lecturettes too.', 'A psychologist who runs a café.'];
const RATINGS = [0, 3.5, 4.2, 4.3, 4.7, 5];
const REVIEWS = [0, 1, 4, 12, 40];
const EXPERIENCE = [null, 0, 3, 5, 12, 20];

const coach = fc.record({
  firstName: fc.constantFrom(...FIRST),
  lastName: fc.constantFrom(...LAST),
  title: fc.option(fc.constantFrom(...TITLES), { nil: null }),
  specializations: fc.subarray(CHIPS, { maxLength: 3 }),
  location: fc.option(fc.constantFrom(...CITIES), { nil: null }),
  bio: fc.option(fc.constantFrom(...BIOS), { nil: null }),
  rating: fc.constantFrom(...RATINGS),
  totalReviews: fc.constantFrom(...REVIEWS),
  experience: fc.constantFrom(...EXPERIENCE),
  // Mostly listed; some not verified, not active, or not coaches, which no search may show.
  kind: fc.constantFrom('listed', 'listed', 'listed', 'listed', 'unverified', 'inactive', 'mentee'),
});
type Coach = typeof coach extends fc.Arbitrary<infer T> ? T : never;

const WORDS = [
  ...['psychology', 'psychologist', 'psych', 'interv', 'interview', 'command', 'comm', 'commando', 'wing', 'gto', 'lecturette', 'lect', 'naval', 'anil', 'ánil', 'zoë', 'singh', 'iyer', 'tat', '2nd', 'café', 'regiment', 'brien'],
  ...['psycology', 'comander', 'intervew', 'lecturete', 'singhh', 'xylandr'], // typos
  ...['the', 'about', 'he', 'with', 'zzqx', 'delhi'], // stop words, nothing, a city word in the text
];
const LOCATIONS = ['delhi', 'new del', 'New Delhi', 'del new', 'mumbai', 'navi', 'pune', 'kirkee', 'pune-kirkee', 'são', 'são paulo', 'delhi cantt', 'x', '!!', 'elhi'];

/** Present with the given odds (of 3): a filter now and then, so that most searches still match several coaches. */
const sometimes = <T>(arb: fc.Arbitrary<T>, inThree: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 - inThree }, { arbitrary: arb, weight: inThree });

const search = fc.record({
  query: sometimes(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    2,
  ),
  location: sometimes(fc.constantFrom(...LOCATIONS), 1),
  specialization: sometimes(fc.subarray(CHIPS, { minLength: 1, maxLength: 2 }), 1),
  minRating: sometimes(fc.constantFrom(0, 3.5, 4.2, 4.3, 4.7, 4.70000001, 4.6999999, 5), 1),
  experience: sometimes(fc.constantFrom(0, 5, 12), 1),
  page: fc.constantFrom(1, 1, 1, 2, 3),
  pageSize: fc.integer({ min: 1, max: 12 }),
});
type Search = { query?: string; location?: string; specialization?: string[]; minRating?: number; experience?: number; page: number; pageSize: number };

let population = 0;
/** Replaces the generated coaches with `coaches` (the vocabulary keeps earlier words, as in production). */
async function seed(coaches: Coach[]) {
  population += 1;
  await handle.db.delete(users).where(like(users.email, '%@index.test'));
  if (coaches.length === 0) return;
  await handle.db.insert(users).values(
    coaches.map(({ kind, ...c }, i) => ({
      ...c,
      email: `c${population}-${i}@index.test`,
      passwordHash: 'not-used',
      role: kind === 'mentee' ? ('mentee' as const) : ('mentor' as const),
      isVerified: kind !== 'unverified',
      isActive: kind !== 'inactive',
      emailVerifiedAt: new Date(),
    })),
  );
}

/** Both answers to one search: the index's (null when it leaves the search to SQL) and SQL's. */
async function bothAnswers(index: CoachSearchIndex, s: Search) {
  const { words, ...terms } = await searchTerms(handle.db, prepareTextQuery(s.query), s.location);
  const filters = { ...terms, specializations: s.specialization, minRating: s.minRating, experience: s.experience };
  return {
    fromIndex: index.search(words, filters, s.page, s.pageSize),
    fromSql: await repo.searchCoaches(handle.db, filters, s.page, s.pageSize),
  };
}

/** Read in chunks of 7 coaches: the positions run on across the chunks of one snapshot. */
async function indexNow() {
  const { index } = await loadSearchIndex(handle.db, 1_000_000, 7);
  return index!;
}

describe('the in-process coach search index', () => {
  it('answers generated searches over generated coaches exactly as SQL does', async () => {
    let answered = 0;
    let severalRows = 0;
    let asked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(coach, { minLength: 0, maxLength: 60, size: 'max' }), fc.array(search, { minLength: 1, maxLength: 12 }), async (coaches, searches) => {
        await seed(coaches);
        const index = await indexNow();
        for (const s of searches) {
          const { fromIndex, fromSql } = await bothAnswers(index, s);
          asked += 1;
          if (fromIndex === null) continue;
          answered += 1;
          if (s.query && fromSql.rows.length > 1) severalRows += 1;
          expect({ search: s, answer: fromIndex }).toEqual({ search: s, answer: fromSql });
        }
      }),
      { numRuns: 60 },
    );
    // Only two-word cities with other than ASCII letters are left to SQL.
    expect(answered).toBeGreaterThan(asked * 0.8);
    // Ranked answers (typed words, several rows) are common enough to compare.
    expect(severalRows).toBeGreaterThan(asked * 0.03);
  }, 240_000);

  it(`answers exactly as SQL does beyond the cap of ${COACH_SEARCH_RESULT_CAP}, paging to it and past it`, async () => {
    const many = fc.sample(coach.map((c) => ({ ...c, kind: 'listed' as const })), { numRuns: COACH_SEARCH_RESULT_CAP * 2, seed: 28 });
    await seed(many);
    const index = await indexNow();
    expect(index.size).toBe(many.length);
    const deep = fc.record({
      query: sometimes(fc.constantFrom('interv', 'comm', 'psych', 'singh', 'officer', 'psycology', 'the wing'), 1),
      location: sometimes(fc.constantFrom('delhi', 'new del', 'pune'), 1),
      specialization: sometimes(fc.subarray(CHIPS, { minLength: 1, maxLength: 3 }), 1),
      minRating: sometimes(fc.constantFrom(3.5, 4.3, 4.7), 1),
      experience: sometimes(fc.constantFrom(3, 12), 1),
      page: fc.constantFrom(1, 2, 5, 6, 10, 11, 20, 21, 22, 30),
      pageSize: fc.constantFrom(1, 12, 25, 50),
    });
    let capped = 0;
    await fc.assert(
      fc.asyncProperty(deep, async (s) => {
        const { fromIndex, fromSql } = await bothAnswers(index, s);
        if (fromSql.capped) capped += 1;
        expect({ search: s, answer: fromIndex }).toEqual({ search: s, answer: fromSql });
      }),
      { numRuns: 120 },
    );
    expect(capped).toBeGreaterThan(10);
  }, 240_000);

  it('compares ratings as PostgreSQL compares a real column: a 4.7 coach has at least 4.7', async () => {
    await seed([{ firstName: 'Exact', lastName: 'Rating', title: null, specializations: [], location: null, bio: null, rating: 4.7, totalReviews: 3, experience: 5, kind: 'listed' as const }]);
    const { fromIndex, fromSql } = await bothAnswers(await indexNow(), { minRating: 4.7, page: 1, pageSize: 12, query: undefined, location: undefined, specialization: undefined, experience: undefined });
    expect(fromSql.total).toBe(1);
    expect(fromIndex).toEqual(fromSql);
  });

  it('leaves a minimum rating halfway between two 4-byte floats to SQL (PostgreSQL rounds its text up, Math.fround to even)', async () => {
    await seed([{ firstName: 'Exact', lastName: 'One', title: null, specializations: [], location: null, bio: null, rating: 1, totalReviews: 3, experience: 5, kind: 'listed' as const }]);
    const halfway = 1 + 2 ** -24;
    const { fromIndex, fromSql } = await bothAnswers(await indexNow(), { minRating: halfway, page: 1, pageSize: 12, query: undefined, location: undefined, specialization: undefined, experience: undefined });
    expect(fromSql.total).toBe(0);
    expect(fromIndex).toBeNull();
  });

  it('holds no coaches above its limit, so SQL answers', async () => {
    await seed([coach, coach].map((c) => fc.sample(c.map((x) => ({ ...x, kind: 'listed' as const })), { numRuns: 1, seed: 1 })[0]!));
    expect((await loadSearchIndex(handle.db, 1)).index).toBeNull();
    expect((await loadSearchIndex(handle.db, 2)).index?.size).toBe(2);
  });
});
