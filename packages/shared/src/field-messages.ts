/**
 * The problems of the fields many forms share (a day, a time, the staff member), in one place so
 * every form says them in the same words (the browser's catalogue translates each text once).
 */
export const FIELD_MESSAGES = {
  dateInvalid: 'Please enter a date like 2026-03-15',
  timeInvalid: 'Please enter a time like 14:30',
  staffRequired: 'Please choose a staff member',
} as const;
