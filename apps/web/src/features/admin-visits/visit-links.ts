/** The visits screens and the report. */
export const VISITS_PAGE = '/admin/visits';

export function visitHref(id: number | string): string {
  return `${VISITS_PAGE}/${encodeURIComponent(String(id))}`;
}

export function visitsDayHref(date: string, today: string): string {
  return date === today ? VISITS_PAGE : `${VISITS_PAGE}?date=${date}`;
}

/** The finished visit's report as a PDF (the owner's copy). */
export function visitReportPdfHref(id: number): string {
  return `/api/visits/${id}/report.pdf`;
}

/** The day `days` after `date` (yyyy-MM-dd), on the calendar. */
export function shiftDay(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
