import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { businessDatePlus, scheduleAppointmentFor } from './appointments';
import { withDatabase } from './database';
import { e2eDatabaseFile } from './outbox';

/** Changes an appointment row behind the server's back, as the visit's day would (WAL lets us write beside it). */
function updateAppointment(id: number, sql: string, values: unknown[]): void {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare(`update appointments set ${sql} where id = ?`).run(...values, id);
  } finally {
    db.close();
  }
}

/** A visit of yesterday that staff finished, with `minutes` on the job, standing in for the day itself. */
export function finishedVisitOf(username: string, minutes: number): number {
  const { id, appointmentDate } = scheduleAppointmentFor(username, { date: businessDatePlus(-1) });
  const start = new Date(`${appointmentDate}T14:00:00.000Z`);
  updateAppointment(id, `status = 'completed', work_started_at = ?, work_ended_at = ?`, [
    start.toISOString(),
    new Date(start.getTime() + minutes * 60_000).toISOString(),
  ]);
  return id;
}

/** A visit of tomorrow the client cancelled with less than a day's notice. */
export function lateCancelledVisitOf(username: string): number {
  const { id } = scheduleAppointmentFor(username, { date: businessDatePlus(1) });
  updateAppointment(id, `status = 'cancelled', cancelled_late = 1, cancelled_at = ?`, [new Date().toISOString()]);
  return id;
}

/** What the server stored for one invoice. */
export function storedInvoice(id: number): { totalCents: number; paidCents: number } {
  const row = withDatabase((db) =>
    db
      .prepare<[number], { totalCents: number; paidCents: number }>(
        'select total_cents as totalCents, paid_cents as paidCents from invoices where id = ?',
      )
      .get(id),
  );
  if (!row) throw new Error(`no invoice ${id}`);
  return row;
}

/** The text of a PDF, its words joined by single spaces (as the server tests read it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** Records one payment on the back office's invoice page and waits for it to be said. */
export async function recordPayment(
  page: Page,
  fields: { amount: string; method: string; reference?: string; last?: boolean },
) {
  const form = page.getByRole('form', { name: 'Record payment' });
  await form.getByLabel('Amount (dollars)').fill(fields.amount);
  await form.getByLabel('Method').selectOption({ label: fields.method });
  if (fields.reference) await form.getByLabel(/^(Check number|Reference)/).fill(fields.reference);
  await form.getByRole('button', { name: 'Record payment' }).click();
  // Paid in full, the form gives way (nothing is left to record); otherwise it says the payment was recorded.
  if (fields.last) await expect(form).toHaveCount(0);
  else await expect(form.getByRole('status')).toHaveText('Payment recorded. The receipt was e-mailed.');
}
