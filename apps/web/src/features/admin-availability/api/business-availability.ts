import {
  bookingSettingsAnswerSchema,
  holidaySchema,
  holidaysSchema,
  openingHoursSchema,
  type BookingSettings,
  type Holiday,
  type HolidayValues,
  type OpeningHoursValues,
  type OpeningHoursView,
} from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/refresh-after';

/** The business's calendar: opening hours, holidays from today on, and the change cut-off (admins only). */
const BASE = '/api/admin/availability';

export function useOpeningHours() {
  return useQuery({
    queryKey: queryKeys.availability.openingHours(),
    queryFn: ({ signal }) => getParsed(openingHoursSchema, `${BASE}/opening-hours`, signal),
  });
}

/** PUT …/opening-hours: every period of the week, replacing them all. */
async function saveOpeningHours(hours: OpeningHoursValues): Promise<OpeningHoursView> {
  return openingHoursSchema.parse(await apiRequest<unknown>(`${BASE}/opening-hours`, { method: 'PUT', body: hours }));
}
export const useSaveOpeningHours = () => useWrite(saveOpeningHours, 'availability');

export function useHolidays() {
  return useQuery({
    queryKey: queryKeys.availability.holidays(),
    queryFn: ({ signal }) => getParsed(holidaysSchema, `${BASE}/holidays`, signal),
  });
}

async function addHoliday(holiday: HolidayValues): Promise<Holiday> {
  return holidaySchema.parse(await apiRequest<unknown>(`${BASE}/holidays`, { method: 'POST', body: holiday }));
}
export const useAddHoliday = () => useWrite(addHoliday, 'availability');

async function removeHoliday(day: string): Promise<void> {
  await apiRequest<unknown>(`${BASE}/holidays/${encodeURIComponent(day)}`, { method: 'DELETE' });
}
export const useRemoveHoliday = () => useWrite(removeHoliday, 'availability');

export function useBookingSettings() {
  return useQuery({
    queryKey: queryKeys.availability.settings(),
    queryFn: ({ signal }) => getParsed(bookingSettingsAnswerSchema, `${BASE}/booking-settings`, signal),
  });
}

async function saveBookingSettings(settings: BookingSettings): Promise<BookingSettings> {
  return bookingSettingsAnswerSchema.parse(
    await apiRequest<unknown>(`${BASE}/booking-settings`, { method: 'PUT', body: settings }),
  );
}
export const useSaveBookingSettings = () => useWrite(saveBookingSettings, 'availability');
