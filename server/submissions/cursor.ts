import { sql, type SqlBool } from 'kysely';

/**
 * Where a newest-first page ends: the row's time in microseconds (a JavaScript Date keeps only
 * milliseconds, so two rows of one millisecond would otherwise be skipped or repeated) and its id.
 */
interface CursorPosition {
  createdAtMicros: string;
  id: number;
}

export function encodeCursor(position: CursorPosition): string {
  return `${position.createdAtMicros}:${position.id}`;
}

/** The cursor's shape is checked by cursorSchema before it gets here. */
export function decodeCursor(cursor: string): CursorPosition {
  const [micros, id] = cursor.split(':') as [string, string];
  return { createdAtMicros: micros, id: Number(id) };
}

/** Rows strictly after a cursor in newest-first order; a row comparison the (created_at, id) index serves. */
export function after(cursor: string) {
  const { createdAtMicros, id } = decodeCursor(cursor);
  return sql<SqlBool>`(created_at, id) < (timestamptz 'epoch' + interval '1 microsecond' * ${createdAtMicros}::bigint, ${id}::integer)`;
}

/** created_at in microseconds since 1970, as text. */
export const createdAtMicros = sql<string>`((extract(epoch from created_at) * 1000000)::bigint)::text`;

export const newestFirstOrder = sql`created_at desc, id desc`;
