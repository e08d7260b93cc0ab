import { sql } from 'drizzle-orm';
import type { AccountExport } from '@ssb/domain';
import type { Db } from '../../db/client';
import { PERSONAL_DATA } from './personal-data';

type Row = Record<string, unknown>;

/** A row without its secrets (hashes, keys). */
function withoutSecrets(table: string, row: Row): Row {
  const columns = PERSONAL_DATA[table]!.columns;
  return Object.fromEntries(Object.entries(row).filter(([column]) => columns[column] !== 'secret'));
}

async function rowsOf(db: Db, table: string, whose: string[], userId: string): Promise<Row[]> {
  // Table and column names come from PERSONAL_DATA (constants), never from a request.
  const where = sql.join(
    whose.map((column) => sql`${sql.identifier(column)} = ${userId}`),
    sql` or `,
  );
  const result = (await db.execute(sql`select row_to_json(t) as row from ${sql.identifier(table)} t where ${where}`)) as unknown as { rows: { row: Row }[] };
  return result.rows.map((r) => withoutSecrets(table, r.row));
}

/**
 * GET /users/me/export (docs/product/accounts.md "Your data"): every row of every table that is
 * about the person (PERSONAL_DATA's `whose`), and the mails sent to them; hashes and keys left out.
 * Proof documents come as hex (`\x…`), as PostgreSQL writes bytes.
 */
export async function exportPersonalData(db: Db, user: { id: string; email: string }, now: Date): Promise<AccountExport> {
  const tables: Record<string, Row[]> = {};
  for (const [table, policy] of Object.entries(PERSONAL_DATA)) {
    if (policy.whose.length > 0) tables[table] = await rowsOf(db, table, policy.whose, user.id);
  }
  const mails = (await db.execute(sql`select row_to_json(m) as row from mail_outbox m where lower(m.mail->>'to') = ${user.email.toLowerCase()} order by created_at`)) as unknown as {
    rows: { row: Row }[];
  };
  tables.mail_outbox = mails.rows.map((r) => r.row);
  return { exportedAt: now.toISOString(), userId: user.id, tables };
}
