/** The word for each appointment status: colour never carries the meaning alone. */
const LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  pending: 'Pending',
  confirmed: 'Confirmed',
  approved: 'Approved',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function appointmentStatusLabel(status: string): string {
  return LABELS[status] ?? 'Unknown';
}
