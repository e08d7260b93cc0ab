import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { practiceItems, practiceSets } from '../../../db/schema';
import type { StorageDriver } from '../../../platform/storage';
import type { BankSet } from '.';
import { BANK_KEYS } from './manifest';

/**
 * Puts the bank's sets into the database, published, written by SSB Academy (no author). Runs at
 * every start: a set already there (by its bank key) is left as it is, since attempts point at its
 * items; only sets added to the bank since are loaded. Pictures are drawn, rendered and stored under
 * names nobody can guess (they are served only through an attempt: docs/product/practice.md).
 * `pictures: false` leaves out the TAT and PPDT sets (tests that need no pictures).
 */
export async function loadPracticeBank(deps: { db: Db; storage: StorageDriver; now: () => Date }, options: { pictures?: boolean; sets?: readonly BankSet[] } = {}): Promise<number> {
  const { pictures = true } = options;
  const present = new Set((await deps.db.select({ key: practiceSets.bankKey }).from(practiceSets).where(isNotNull(practiceSets.bankKey))).map((r) => r.key));
  // Nothing missing (every start after the first): the bank is not even built.
  if (!options.sets && BANK_KEYS.every((k) => present.has(k.key) || (k.drawn && !pictures))) return 0;
  const sets = options.sets ?? (await import('.')).BANK_SETS;
  const { renderPicture } = await import('./pictures');
  let loaded = 0;
  for (const set of sets) {
    if (present.has(set.key)) continue;
    const drawn = set.items.some((i) => i.picture);
    if (drawn && !pictures) continue;
    const items: Omit<typeof practiceItems.$inferInsert, 'setId' | 'position'>[] = [];
    for (const item of set.items) {
      let imageKey: string | null = null;
      if (item.picture) {
        imageKey = `practice/bank/${randomUUID()}.jpg`;
        await deps.storage.put(imageKey, await renderPicture(item.picture, set.kind === 'ppdt' ? 'ppdt' : 'tat'), 'image/jpeg');
      }
      items.push({ prompt: item.prompt, options: item.options, rightChoice: item.rightChoice, explanation: item.explanation, figure: item.figure as Record<string, unknown> | null, imageKey, description: item.picture?.description ?? null });
    }
    const publishedAt = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(practiceSets)
        .values({ kind: set.kind, title: set.title, description: set.description, authorId: null, bankKey: set.key, status: 'published', publishedAt, createdAt: publishedAt, updatedAt: publishedAt })
        .onConflictDoNothing({ target: practiceSets.bankKey })
        .returning({ id: practiceSets.id });
      if (!row) return; // another instance loaded it meanwhile
      await tx.insert(practiceItems).values(items.map((item, position) => ({ ...item, setId: row.id, position })));
      loaded += 1;
    });
  }
  return loaded;
}
