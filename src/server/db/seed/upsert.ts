import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

/**
 * Inserts the rows, or brings those already there up to date, in one statement; rows that
 * already match are left unwritten. Every start runs the seed, and a statement per row, each row
 * rewritten with its indexes, cost PGlite ~0.2 s. Every row gives the same keys.
 */
export async function upsertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  target: PgColumn,
  rows: T['$inferInsert'][],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => `"${columns[key]?.name ?? key}"`);
  const set = Object.fromEntries(keys.map((key, i) => [key, sql.raw(`excluded.${names[i]}`)]));
  const stored = names.map((n) => `"${getTableName(table)}".${n}`).join(', ');
  const proposed = names.map((n) => `excluded.${n}`).join(', ');
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target,
      set: set as PgUpdateSetSource<T>,
      setWhere: sql.raw(`(${stored}) is distinct from (${proposed})`),
    });
}
