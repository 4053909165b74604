import type { LineKind } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';

/**
 * The kinds of columns the table types are made of. Timestamps are ISO-8601 UTC strings on both
 * engines; calendar dates are 'yyyy-MM-dd' and times 'HH:mm' strings. Booleans are real booleans in
 * TypeScript: SQLite stores 0/1 and the SqliteBooleanPlugin converts both ways.
 */
export type Timestamp = ColumnType<string, string | undefined, string>;
export type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;
export type Flag = ColumnType<boolean, boolean | undefined, boolean>;
/** A status column with a database default: optional on insert. */
export type Status<S extends string> = ColumnType<S, S | undefined, S>;

/** A quote or invoice line: integer cents, quantities in hundredths. */
export interface BillLineColumns {
  id: Generated<number>;
  position: number;
  kind: LineKind;
  description: string;
  quantityHundredths: number;
  unitCents: number;
  minutes: ColumnType<number | null, number | null | undefined, number | null>;
  percentBp: ColumnType<number | null, number | null | undefined, number | null>;
  amountCents: number;
}
