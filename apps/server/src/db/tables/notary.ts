import type { NotaryActType, NotaryIdMethod, NotaryIdType } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp } from './columns.js';

/** The notary journal. */
export interface NotaryTables {
  notaryEntries: NotaryEntriesTable;
}

/** The notary journal: one entry per notarial act, never changed after its day. */
export interface NotaryEntriesTable {
  id: Generated<number>;
  actAt: string;
  actType: NotaryActType;
  document: string;
  signerName: string;
  signerAddress: string;
  idMethod: NotaryIdMethod;
  idType: ColumnType<NotaryIdType | null, NotaryIdType | null | undefined, NotaryIdType | null>;
  /** Sealed with lib/secret-box.ts; only admins open it, one entry at a time. */
  idNumberSealed: ColumnType<string | null, string | null | undefined, string | null>;
  signatures: ColumnType<number, number | undefined, number>;
  feeCents: number;
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry this one corrects. */
  correctsEntryId: ColumnType<number | null, number | null | undefined, number | null>;
  enteredById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}
