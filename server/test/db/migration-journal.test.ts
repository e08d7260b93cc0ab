import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate';

/**
 * Drizzle applies the migrations whose journal `when` is later than the newest one a database has
 * recorded, and `runMigrations` skips the whole step when that newest one is the journal's newest. So a
 * migration whose `when` is not later than every earlier one is silently never applied to a database
 * that already has the earlier ones. 0030 was given a `when` a day ahead (2026-12-08 14:03 UTC); 0031
 * and 0032 came before it in time and only reached databases made after them (a database that had 0030
 * before they were written never got them: only copies made during that afternoon's work).
 */
const BEFORE_THE_RULE = new Set(['0031_tax_papers', '0032_payment_method']);

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migration journal', () => {
  it('gives every migration a later `when` than all before it', () => {
    const late: string[] = [];
    let newest = 0;
    for (const entry of journal.entries) {
      if (entry.when <= newest && !BEFORE_THE_RULE.has(entry.tag)) late.push(`${entry.tag} (${new Date(entry.when).toISOString()})`);
      newest = Math.max(newest, entry.when);
    }
    expect(late).toEqual([]);
  });

  it('lists every SQL file once, in order', () => {
    const files = readdirSync(migrationsFolder())
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });
});
