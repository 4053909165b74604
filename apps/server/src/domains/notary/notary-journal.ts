import {
  addDaysToDate,
  businessInstant,
  businessTimeOfDay,
  businessToday,
  formatCents,
  maskIdNumber,
  monthRange,
  type Locale,
  type NotaryEntry,
  type NotaryRangeQuery,
} from '@ta/shared';
import { badRequest } from '../../lib/http-errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';
import type { NotaryEntryRecord } from './notary-journal-repository.js';

/** What the ID number is sealed for: a value sealed for another column does not open here. */
export const NOTARY_ID_PURPOSE = 'notary.id_number';

/** The longest range one list or export covers. */
const MAX_RANGE_DAYS = 366;

export interface JournalRange {
  from: string;
  to: string;
  /** The instants the New York days begin and end: [start, end). */
  start: Date;
  end: Date;
}

/** A month, a range of days, or (nothing asked) this month in New York. */
export function journalRange(query: NotaryRangeQuery, now: Date = new Date()): JournalRange {
  let days: { from: string; to: string } | null;
  if (query.month) days = monthRange(query.month);
  else if (query.from || query.to) {
    const from = query.from ?? query.to ?? '';
    const to = query.to ?? query.from ?? '';
    days = { from, to };
  } else days = monthRange(businessToday(now).slice(0, 7));
  if (!days || days.from > days.to || days.to > addDaysToDate(days.from, MAX_RANGE_DAYS - 1)) {
    throw badRequest('notary_range_invalid');
  }
  return {
    ...days,
    start: businessInstant(days.from, '00:00'),
    end: businessInstant(addDaysToDate(days.to, 1), '00:00'),
  };
}

/** Written on this New York day: the only day an entry may be changed. */
export function isSameBusinessDay(createdAt: string, now: Date = new Date()): boolean {
  return businessToday(new Date(createdAt)) === businessToday(now);
}

/** An entry as the admin list shows it; the sealed number is opened only to mask it. */
export function notaryEntryView(
  record: NotaryEntryRecord,
  correctedByIds: readonly number[],
  box: SecretBox,
  now: Date = new Date(),
): NotaryEntry {
  const at = new Date(record.actAt);
  const appointmentLabel =
    record.appointmentId !== null && record.appointmentDate
      ? `#${record.appointmentId} · ${record.appointmentDate} ${record.appointmentStart ?? ''} · ${record.appointmentClient ?? ''}`.trim()
      : null;
  return {
    id: record.id,
    actAt: at.toISOString(),
    actDate: businessToday(at),
    actTime: businessTimeOfDay(at),
    actType: record.actType,
    document: record.document,
    signerName: record.signerName,
    signerAddress: record.signerAddress,
    idMethod: record.idMethod,
    idType: record.idType,
    idNumberMasked: record.idNumberSealed ? maskIdNumber(box.open(record.idNumberSealed, NOTARY_ID_PURPOSE)) : null,
    signatures: record.signatures,
    feeCents: record.feeCents,
    appointmentId: record.appointmentId,
    appointmentLabel,
    notes: record.notes,
    correctsEntryId: record.correctsEntryId,
    correctedByIds: [...correctedByIds],
    enteredByName: record.enteredByName,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: record.updatedAt ? new Date(record.updatedAt).toISOString() : null,
    editable: isSameBusinessDay(record.createdAt, now),
  };
}

/** The words an export prints for an entry, in the reader's language; the ID number masked. */
export function exportWords(language: Locale) {
  const intl = mailIntl(language);
  const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(', ');
  const cells = (entry: NotaryEntry): string[] => [
    `#${entry.id}`,
    entry.actDate,
    entry.actTime,
    intl.t('notary.act', { act: entry.actType }),
    entry.document,
    entry.signerName,
    entry.signerAddress,
    intl.t('notary.id-method', { method: entry.idMethod }),
    entry.idType ? intl.t('notary.id-type', { type: entry.idType }) : '',
    entry.idNumberMasked ?? '',
    String(entry.signatures),
    formatCents(entry.feeCents),
    entry.appointmentLabel ?? '',
    entry.notes ?? '',
    entry.correctsEntryId === null ? '' : `#${entry.correctsEntryId}`,
    ids(entry.correctedByIds),
    entry.enteredByName ?? '',
    `${businessToday(new Date(entry.createdAt))} ${businessTimeOfDay(new Date(entry.createdAt))}`,
  ];
  const headers = [
    'entry',
    'date',
    'time',
    'act',
    'document',
    'signer',
    'address',
    'id-method',
    'id-type',
    'id-number',
    'signatures',
    'fee',
    'appointment',
    'notes',
    'corrects',
    'corrected-by',
    'entered-by',
    'written-at',
  ].map((key) => intl.t(`notary.column.${key}` as Parameters<MailIntl['t']>[0]));
  return { intl, headers, cells, ids };
}

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break, and a text that a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return first) gets a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The journal as CSV (RFC 4180: CRLF lines), with a byte-order mark so spreadsheets read UTF-8. */
export function journalCsv(entries: readonly NotaryEntry[], language: Locale): string {
  const { headers, cells } = exportWords(language);
  const lines = [headers, ...entries.map(cells)].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
