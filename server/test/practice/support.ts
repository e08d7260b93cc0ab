import type { PracticeTestKind, PracticeTiming } from '@ssb/domain';
import type { Db } from '../../src/db/client';
import { practiceItems, practiceSets } from '../../src/db/schema';

export type TestItem = { prompt?: string; imageKey?: string; options?: string[]; rightChoice?: number; explanation?: string };

/** A published set by `authorId` with `items`, straight into the database (authoring has its own tests). */
export async function publishedSet(db: Db, authorId: string, kind: PracticeTestKind, items: TestItem[], timing: PracticeTiming | null = null, at = new Date()) {
  const [set] = await db.insert(practiceSets).values({ kind, title: `${kind.toUpperCase()} set`, description: 'For the tests', authorId, status: 'published', timing, publishedAt: at }).returning();
  await db.insert(practiceItems).values(items.map((item, position) => ({ setId: set!.id, position, ...item })));
  return set!;
}
