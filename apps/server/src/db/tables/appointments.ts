import type { AppointmentStatus, BookingMode } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag, Status } from './columns.js';

/**
 * Appointments and what decides the times offered online: services, opening hours, holidays, staff
 * availability, calendar feeds.
 */
export interface AppointmentTables {
  serviceTypes: ServiceTypesTable;
  appointments: AppointmentsTable;
  businessHours: BusinessHoursTable;
  holidays: HolidaysTable;
  staffHours: StaffHoursTable;
  staffTimeOff: StaffTimeOffTable;
  staffServices: StaffServicesTable;
  staffCounties: StaffCountiesTable;
  calendarFeeds: CalendarFeedsTable;
}

export interface ServiceTypesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  duration: number;
  color: string;
  active: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /** Booking rules (migration 921, docs/booking.md): travel minutes before and after a visit. */
  bufferBefore: ColumnType<number, number | undefined, number>;
  bufferAfter: ColumnType<number, number | undefined, number>;
  minNoticeHours: ColumnType<number, number | undefined, number>;
  maxDaysAhead: ColumnType<number, number | undefined, number>;
  bookingMode: Status<BookingMode>;
  /** A visit at the client's home: the person booking names the county. */
  atHome: Flag;
}

/** The business's opening hours, one row per opening period of a weekday (0 Sunday to 6 Saturday). */
export interface BusinessHoursTable {
  id: Generated<number>;
  weekday: number;
  opens: string;
  closes: string;
}

export interface HolidaysTable {
  day: string;
  name: string;
}

/** A staff member's working hours, one row per period of a weekday. */
export interface StaffHoursTable {
  id: Generated<number>;
  staffId: number;
  weekday: number;
  starts: string;
  ends: string;
}

/** Whole days off, first to last inclusive. */
export interface StaffTimeOffTable {
  id: Generated<number>;
  staffId: number;
  firstDay: string;
  lastDay: string;
  note: string | null;
  createdAt: Timestamp;
}

export interface StaffServicesTable {
  staffId: number;
  serviceTypeId: number;
}

/** The counties a staff member covers; none means every county the business serves. */
export interface StaffCountiesTable {
  staffId: number;
  county: string;
}

/** A private calendar feed: only the SHA-256 of the address's token is kept. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  lastUsedAt: NullableTimestamp;
}

export interface AppointmentsTable {
  id: Generated<number>;
  clientId: number | null;
  contactRequestId: number | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  serviceTypeId: number | null;
  staffId: number | null;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  status: Status<AppointmentStatus>;
  notes: string | null;
  location: string | null;
  reminderSent: Flag;
  /** The calendar event's SEQUENCE: one more with each change of date, times, place or status. */
  calendarSequence: Generated<number>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /** The visit's progress as the staff member taps it (migration 911). */
  onMyWayAt: NullableTimestamp;
  arrivedAt: NullableTimestamp;
  doneAt: NullableTimestamp;
  /** Four digits the staff member says at the door, made when they set off (migration 471); null before. */
  visitCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the office was alerted that the visit had not started 30 minutes after its start. */
  lateAlertAt: NullableTimestamp;
  /** When it was cancelled, and whether that was inside the late-cancellation window (the fee rule). */
  cancelledAt: NullableTimestamp;
  cancelledLate: Flag;
  /** The county of a visit at home when it was booked online (migration 933); null when unknown. */
  county: ColumnType<string | null, string | null | undefined, string | null>;
  /** Time on the job (migration 941): from the staff member's phone or typed by the office. */
  workStartedAt: NullableTimestamp;
  workEndedAt: NullableTimestamp;
  workTimeById: ColumnType<number | null, number | null | undefined, number | null>;
}
