// Rows a statement answers as JSON (row_to_json, json_agg): one statement that writes several
// tables can answer all their rows at once (decision 0027), and they are read back here as drizzle
// reads the tables' own columns (timestamps as Dates, bigint cents as numbers, jsonb as it is).
import { getTableColumns, type Table } from 'drizzle-orm';

/** The rows of `db.execute`'s result: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const columns = new WeakMap<Table, [string, ReturnType<typeof getTableColumns>[string]][]>();
/** A table's columns by their keys, listed once (a cart read maps thirty rows). */
function columnsOf(table: Table) {
  let found = columns.get(table);
  if (!found) columns.set(table, (found = Object.entries(getTableColumns(table))));
  return found;
}

/** Reads one table's row from its JSON form (keys: the columns' SQL names); columns absent from it are left out. */
export function rowFromJson<T extends Table, Row = T['$inferSelect']>(table: T, json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    if (!(column.name in json)) continue;
    const value = json[column.name];
    // json and jsonb come already parsed inside the JSON; everything else as its column maps it.
    row[key] = value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
  }
  return row as Row;
}
