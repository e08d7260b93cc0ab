import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, sessions, users } from '../../src/db/schema';
import { BatchedVersionReader, cacheKey, FreshCache, mergeVersions, readVersions, versionReaderFor, type Versions } from '../../src/platform/fresh-cache';
import { testDatabaseKind } from '../support/database';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const versionsOf = (topics: string[]) => readVersions(ctx.db, topics);

/** Which of `topics` a change moved. */
async function moved(topics: string[], change: () => Promise<unknown>): Promise<string[]> {
  const before = await versionsOf(topics);
  await change();
  const after = await versionsOf(topics);
  return topics.filter((topic) => after[topic] !== before[topic]);
}

describe('content versions (triggers of migration 0010)', () => {
  it('a coach profile change moves the coach lists and that coach, nothing else', async () => {
    const coach = await createCoach(ctx.db);
    const other = await createCoach(ctx.db);
    const topics = ['coaches', `coach:${coach.id}`, `coach:${other.id}`, 'blog', 'people'];
    expect(await moved(topics, () => ctx.db.update(users).set({ bio: 'Ex-GTO, 12 years' }).where(eq(users.id, coach.id)))).toEqual([
      'coaches',
      `coach:${coach.id}`,
    ]);
    // Columns no page shows (the password, the last change time) move nothing.
    expect(await moved(topics, () => ctx.db.update(users).set({ passwordHash: 'x', updatedAt: new Date() }).where(eq(users.id, coach.id)))).toEqual([]);
    expect(await moved(topics, () => ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, coach.id)))).toEqual([
      'coaches',
      `coach:${coach.id}`,
      'people',
    ]);
  });

  it("a booking moves only its coach's page; a post only the blog; a rolled-back write nothing", async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const admin = await createAdmin(ctx.db);
    const topics = ['coaches', `coach:${coach.id}`, 'blog', 'resources', 'discussions'];
    const start = new Date(Date.now() + 86_400_000);
    const book = () =>
      ctx.db.insert(sessions).values({
        mentorId: coach.id,
        menteeId: mentee.id,
        title: 'Interview practice',
        duration: 60,
        scheduledAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        meetingLink: 'https://meet.jit.si/x',
      });
    expect(await moved(topics, book)).toEqual([`coach:${coach.id}`]);
    expect(await moved(topics, () => ctx.db.insert(blogPosts).values({ authorId: admin.id, title: 'PPDT', content: 'Practice.' }))).toEqual(['blog']);
    const rolledBack = moved(topics, () =>
      ctx.db.transaction(async (tx) => {
        await tx.insert(blogPosts).values({ authorId: admin.id, title: 'Draft', content: 'Never kept.' });
        tx.rollback();
      }),
    );
    await expect(rolledBack.catch(() => 'rolled back')).resolves.toBe('rolled back');
    expect(await moved(topics, async () => undefined)).toEqual([]);
  });

  it('the verified mark moves its coach whichever of its columns changes (migration 0025)', async () => {
    const coach = await createCoach(ctx.db, { isVerified: true });
    const topics = ['coaches', `coach:${coach.id}`];
    // an admin's mark on a coach verified through an application: still verified, no longer "as" anything
    expect(await moved(topics, () => ctx.db.update(users).set({ verifiedAs: 'armed_forces', verifiedAt: new Date() }).where(eq(users.id, coach.id)))).toEqual(topics);
    expect(await moved(topics, () => ctx.db.update(users).set({ verifiedAs: null }).where(eq(users.id, coach.id)))).toEqual(topics);
  });

  it("a coach's booking with another coach moves both coaches' pages, where each shows busy (migration 0025)", async () => {
    const coach = await createCoach(ctx.db);
    const bookingCoach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const start = new Date(Date.now() + 2 * 86_400_000);
    const session = (menteeId: string, hour: number) => ({
      mentorId: coach.id,
      menteeId,
      title: 'Interview practice',
      duration: 60,
      scheduledAt: new Date(start.getTime() + hour * 3_600_000),
      endsAt: new Date(start.getTime() + (hour + 1) * 3_600_000),
      meetingLink: `https://meet.jit.si/x-${hour}`,
    });
    const topics = [`coach:${coach.id}`, `coach:${bookingCoach.id}`, `coach:${mentee.id}`];
    expect(await moved(topics, () => ctx.db.insert(sessions).values(session(bookingCoach.id, 0)))).toEqual([`coach:${coach.id}`, `coach:${bookingCoach.id}`]);
    expect(await moved(topics, () => ctx.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.menteeId, bookingCoach.id)))).toEqual([
      `coach:${coach.id}`,
      `coach:${bookingCoach.id}`,
    ]);
    // a mentee has no page: no topic of theirs is kept
    expect(await moved(topics, () => ctx.db.insert(sessions).values(session(mentee.id, 2)))).toEqual([`coach:${coach.id}`]);
  });

  it("a review's edit or reply time alone moves its coach, whose reviews show it (migration 0025)", async () => {
    const coach = await createCoach(ctx.db);
    const mentee = await createMentee(ctx.db);
    const start = new Date(Date.now() - 3 * 86_400_000);
    const [row] = await ctx.db
      .insert(sessions)
      .values({ mentorId: coach.id, menteeId: mentee.id, title: 'Mock', duration: 60, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), meetingLink: 'https://meet.jit.si/x', status: 'completed', menteeRating: 5, menteeFeedback: 'Good', ratedAt: new Date() })
      .returning();
    const topics = [`coach:${coach.id}`];
    // saved again with the same stars and words: only the "edited" time changes
    expect(await moved(topics, () => ctx.db.update(sessions).set({ reviewEditedAt: new Date() }).where(eq(sessions.id, row!.id)))).toEqual(topics);
    expect(await moved(topics, () => ctx.db.update(sessions).set({ reviewRepliedAt: new Date() }).where(eq(sessions.id, row!.id)))).toEqual(topics);
  });

  it('many topics in one transaction move the single topic every answer depends on', async () => {
    const coaches = await Promise.all(Array.from({ length: 70 }, () => createCoach(ctx.db)));
    const before = await versionsOf(['all']);
    await ctx.db.update(users).set({ bio: 'Bulk' }).where(sql`${users.id} in ${coaches.map((c) => c.id)}`);
    expect((await versionsOf(['all'])).all).toBe(before.all! + 1);
  });
});

describe('FreshCache', () => {
  const cacheOn = (options: Partial<{ maxAgeMs: number; maxEntries: number; maxBytes: number }> = {}) =>
    new FreshCache(versionReaderFor(ctx.db), { now: ctx.clock.now, maxAgeMs: 60_000, maxEntries: 100, ...options });
  /** A computation that counts its runs and shows the blog's version. */
  function counted() {
    let runs = 0;
    const compute = async () => ({ text: String(++runs), versions: await versionsOf(['blog']) });
    return { compute, runs: () => runs };
  }
  const post = async () => ctx.db.insert(blogPosts).values({ authorId: (await createAdmin(ctx.db)).id, title: 'New', content: 'x' });

  it('reuses an answer until a write to a topic it shows, whatever else is written', async () => {
    const cache = cacheOn();
    const { compute, runs } = counted();
    expect((await cache.answer('k', compute))?.text).toBe('1');
    expect((await cache.answer('k', compute))?.text).toBe('1');
    await createCoach(ctx.db);
    expect((await cache.answer('k', compute))?.text).toBe('1');
    await post();
    expect((await cache.answer('k', compute))?.text).toBe('2');
    expect(runs()).toBe(2);
  });

  it('keeps answers up to a number of bytes, dropping the least recently used, and never one larger than that', async () => {
    const cache = cacheOn({ maxBytes: 1000 });
    const runs: string[] = [];
    const sized = (key: string, bytes: number) => async () => {
      runs.push(key);
      return { text: key.padEnd(bytes, '.'), versions: await versionsOf(['blog']) };
    };
    for (const key of ['a', 'b', 'c']) await cache.answer(key, sized(key, 400));
    await cache.answer('big', sized('big', 1500));
    await cache.answer('big', sized('big', 1500));
    await cache.answer('b', sized('b', 400)); // kept: b and c fit, a made room
    await cache.answer('c', sized('c', 400));
    await cache.answer('a', sized('a', 400));
    expect(runs).toEqual(['a', 'b', 'c', 'big', 'big', 'a']);
  });

  it('runs one computation for concurrent misses, and a request that arrived after a write never gets an answer from before it', async () => {
    const cache = cacheOn();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      runs += 1;
      const versions: Versions = await versionsOf(['blog']);
      await gate;
      return { text: `run ${runs}`, versions };
    };
    const early = [cache.answer('k', slow), cache.answer('k', slow)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post();
    const late = cache.answer('k', slow);
    release();
    // The first computation began before the write; only its starter takes its answer. The others
    // see the blog's version moved and share one new computation.
    expect((await Promise.all(early)).map((a) => a?.text)).toEqual(['run 1', 'run 2']);
    expect((await late)?.text).toBe('run 2');
    expect(runs).toBe(2);
  });

  it('makes an answer again once it is maxAgeMs old by the app clock, and keeps at most maxEntries', async () => {
    const cache = cacheOn({ maxAgeMs: 1_000, maxEntries: 2 });
    const { compute, runs } = counted();
    await cache.answer('a', compute);
    ctx.clock.advance(999);
    await cache.answer('a', compute);
    expect(runs()).toBe(1);
    ctx.clock.advance(2);
    await cache.answer('a', compute);
    expect(runs()).toBe(2);
    await cache.answer('b', compute);
    await cache.answer('c', compute);
    await cache.answer('a', compute);
    expect(runs()).toBe(5);
  });

  it('keeps no answer made without versions', async () => {
    const cache = cacheOn();
    let runs = 0;
    const compute = async () => ({ text: String(++runs), versions: null });
    await cache.answer('k', compute);
    await cache.answer('k', compute);
    expect(runs).toBe(2);
  });
});

describe('mergeVersions (the versions of a page showing several answers)', () => {
  it('keeps the older version of a topic two answers show, whichever came last', () => {
    // a search from the cache at coaches=5, then the chip counts made again after a write, at 6
    const page: Record<string, number> = {};
    mergeVersions(page, { coaches: 5, blog: 2 });
    mergeVersions(page, { coaches: 6, 'coach:a': 1 });
    expect(page).toEqual({ coaches: 5, blog: 2, 'coach:a': 1 });
    mergeVersions(page, { coaches: 4 });
    expect(page.coaches).toBe(4);
  });
});

describe('version readers', () => {
  it('on PostgreSQL, answers the requests that arrive together with one query', async () => {
    const execute = ctx.db.execute.bind(ctx.db);
    let queries = 0;
    const counting = Object.create(ctx.db) as typeof ctx.db;
    counting.execute = ((query: Parameters<typeof execute>[0]) => {
      queries += 1;
      return execute(query);
    }) as typeof execute;
    const batched = new BatchedVersionReader(counting);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => batched.read([`coach:${i}`, 'blog'])));
    expect(queries).toBe(1);
    // Each request gets the topics it asked for, not the others'.
    expect(Object.keys(answers[19]!).sort()).toEqual(['all', 'blog', 'coach:19']);
    expect(answers[0]!.blog).toBe(answers[19]!.blog);
  });

  it('sees a committed write at once, on either database', async () => {
    const reader = versionReaderFor(ctx.db);
    const before = await reader.read(['blog']);
    await ctx.db.insert(blogPosts).values({ title: 'Seen at once', content: 'x' });
    expect((await reader.read(['blog'])).blog).toBe(before.blog! + 1);
    expect(await reader.read(['blog'])).toEqual(await readVersions(ctx.db, ['blog']));
  });

  it('on the embedded database, keeps the versions in memory (no query per read)', async () => {
    if (testDatabaseKind() !== 'pglite') return;
    const reader = versionReaderFor(ctx.db);
    await reader.read([]);
    const execute = ctx.db.execute;
    let queries = 0;
    ctx.db.execute = ((...args: Parameters<typeof execute>) => {
      queries += 1;
      return execute.apply(ctx.db, args);
    }) as typeof execute;
    try {
      for (let i = 0; i < 5; i++) await reader.read(['blog', 'coaches']);
    } finally {
      ctx.db.execute = execute;
    }
    expect(queries).toBe(0);
  });
});

describe('cacheKey', () => {
  it('is the same for the same search however the parameters are ordered', () => {
    expect(cacheKey('search', { query: 'x', specialization: ['b', 'a'], page: 1 })).toBe(
      cacheKey('search', { page: 1, specialization: ['a', 'b'], query: 'x', location: undefined }),
    );
    expect(cacheKey('search', { query: 'x' })).not.toBe(cacheKey('search', { query: 'y' }));
  });
});
