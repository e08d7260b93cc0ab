import type { PracticeTestKind } from '@ssb/domain';
import type { Db } from '../client';
import { practiceItems, practiceSets } from '../schema';

/**
 * A demo coach's own practice set (docs/product/practice.md "Sets"), beside the studio's bank: the WAT
 * set the demo review is written on. Written for SSB Academy.
 */

const WAT_WORDS = [
  'Army', 'Mother', 'Fear', 'Lead', 'Team', 'Defeat', 'Friend', 'Duty', 'Risk', 'Night',
  'Help', 'Win', 'Fail', 'Brave', 'Alone', 'Love', 'Work', 'Plan', 'Death', 'Trust',
  'Nation', 'River', 'Attack', 'Cooperate', 'Discipline', 'Quarrel', 'Success', 'Sports', 'Sister', 'Mountain',
  'Doubt', 'Hope', 'Punctual', 'Weak', 'Crowd', 'Accident', 'Honest', 'Lazy', 'Character', 'Responsible',
  'Enemy', 'Book', 'Money', 'Girl', 'Patience', 'Village', 'Hurry', 'Calm', 'Decide', 'Anger',
  'Hero', 'Time', 'Power', 'Society', 'Problem', 'Father', 'Smile', 'Challenge', 'Care', 'Goal',
];

type DemoSet = { kind: PracticeTestKind; authorEmail: string; title: string; description: string; items: { prompt: string }[] };

const DEMO_SETS: DemoSet[] = [
  { kind: 'wat', authorEmail: 'meera.iyer@example.com', title: 'Meera’s WAT: everyday words', description: 'Sixty common words, the board\'s mix of positive, negative and neutral ones.', items: WAT_WORDS.map((prompt) => ({ prompt })) },
];

async function insertSet(db: Db, set: Omit<DemoSet, 'items'> & { id?: string }, items: Omit<typeof practiceItems.$inferInsert, 'setId' | 'position'>[], authorId: string, publishedAt: Date) {
  const [row] = await db
    .insert(practiceSets)
    .values({ ...(set.id ? { id: set.id } : {}), kind: set.kind, title: set.title, description: set.description, authorId, status: 'published', publishedAt, createdAt: publishedAt, updatedAt: publishedAt })
    .returning({ id: practiceSets.id });
  await db.insert(practiceItems).values(items.map((item, position) => ({ setId: row!.id, position, ...item })));
}

/** Inserts the demo coach's own WAT set, published at `publishedAt` (the studio's bank has every test's sets: features/practice/bank). */
export async function seedDemoPractice(db: Db, idOf: (email: string) => string, publishedAt: Date): Promise<void> {
  for (const set of DEMO_SETS) await insertSet(db, set, set.items, idOf(set.authorEmail), publishedAt);
}
