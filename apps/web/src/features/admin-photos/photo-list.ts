import { LINKED_PHOTO_STATUS, type StaffFurniturePhoto } from '@ta/shared';
import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** The screen's address; its query holds the e-mail search and the page (`?search=…&page=2`). */
export const FURNITURE_PHOTOS_PATH = '/admin/furniture-photos';

/** Client e-mails (groups) per page: each group lists all of its photos. */
export const PHOTO_GROUPS_PAGE_SIZE = 10;

export interface PhotoListQuery {
  /** The e-mail search as typed (trimmed); empty means every e-mail. */
  search: string;
  /** 1-based. */
  page: number;
}

/** Reads the list's search and page from the address's query string; anything odd falls back. */
export function photoListQueryFrom(queryString: string): PhotoListQuery {
  const params = new URLSearchParams(queryString);
  return { search: searchFrom(params), page: pageFrom(params) };
}

/** The address of a list view; page 1 and an empty search are left out. */
export function photoListHref({ search, page }: PhotoListQuery): string {
  return listHref(FURNITURE_PHOTOS_PATH, { search: search.trim(), page: laterPage(page) });
}

export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
}

/** "(2 unlinked)" beside a group's count; nothing when every photo has an appointment. */
export function unlinkedLabel(count: number): string {
  return count > 0 ? `(${count} unlinked)` : '';
}

/** The status in words (pending, or anything else, which is shown as done). */
export function photoStatusLabel(status: string): string {
  if (status === 'pending') return 'Pending';
  if (status === LINKED_PHOTO_STATUS) return 'Linked';
  const word = status.replace(/[-_]+/g, ' ').trim();
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : 'Unknown';
}

export function isPendingPhoto(status: string): boolean {
  return status === 'pending';
}

const ALT_DESCRIPTION_MAX = 120;

/** What the photo shows, from what the client wrote: "Dresser: Six drawers, needs assembling". */
export function photoAltText(photo: Pick<StaffFurniturePhoto, 'furnitureType' | 'furnitureDescription'>): string {
  const type = photo.furnitureType.trim() || 'Furniture';
  const description = (photo.furnitureDescription ?? '').replace(/\s+/g, ' ').trim();
  if (!description) return `${type} photo`;
  const short =
    description.length > ALT_DESCRIPTION_MAX
      ? `${description.slice(0, ALT_DESCRIPTION_MAX - 1).trimEnd()}…`
      : description;
  return `${type}: ${short}`;
}

/**
 * The appointment search matches name, e-mail and notes as substrings; the Link dialog offers
 * only the appointments made for exactly this e-mail address.
 */
export function appointmentsForEmail<T extends { clientEmail: string }>(
  appointments: readonly T[],
  email: string,
): T[] {
  const wanted = email.trim().toLowerCase();
  return appointments.filter((appointment) => appointment.clientEmail.trim().toLowerCase() === wanted);
}
