import { businessToday, currentVisitStep, isBackOfficeRole } from '@ta/shared';
import { conflict, notFound } from '../../lib/http-errors.js';
import { isPhotoKey, newPhotoKey, type PreparedPhoto } from '../photos/index.js';
import type { PhotoVariant } from '../photos/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * A staff member's photo for clients (docs/visit-status.md, "Who is at the door"): the owner uploads it
 * on the staff member's page; the client sees it beside the visit code while that staff member is on the
 * way or at the door, and at no other time.
 */

/** PUT /api/admin/users/:id/photo: the photo, checked and re-encoded (no EXIF, no GPS); the old one goes. */
export async function setStaffPhoto(ctx: ServiceContext, userId: number, photo: PreparedPhoto): Promise<void> {
  const user = await ctx.repos.users.findById(userId);
  if (!user) throw notFound('user_not_found');
  if (!isBackOfficeRole(user.role)) throw conflict('staff_photo_not_staff');
  const before = await ctx.repos.users.photoKeyOf(userId);
  const key = newPhotoKey();
  await ctx.photoStorage.put(key, 'full', photo.full, photo.contentType);
  await ctx.photoStorage.put(key, 'thumb', photo.thumb, photo.contentType);
  await ctx.repos.users.setPhotoKey(userId, key);
  if (before && isPhotoKey(before)) await ctx.photoStorage.delete(before);
}

/** DELETE /api/admin/users/:id/photo. */
export async function removeStaffPhoto(ctx: ServiceContext, userId: number): Promise<void> {
  const before = await ctx.repos.users.photoKeyOf(userId);
  if (!before) throw notFound('staff_photo_not_found');
  await ctx.repos.users.setPhotoKey(userId, null);
  if (isPhotoKey(before)) await ctx.photoStorage.delete(before);
}

/** GET /api/admin/users/:id/photo: the back office's look at it. */
export async function staffPhotoOf(ctx: ServiceContext, userId: number, variant: PhotoVariant) {
  const key = await ctx.repos.users.photoKeyOf(userId);
  const photo = key && isPhotoKey(key) ? await ctx.photoStorage.get(key, variant) : undefined;
  if (!photo) throw notFound('staff_photo_not_found');
  return photo;
}

/**
 * GET /api/appointments/:id/staff-photo: the photo of who is coming, for the client of a visit of today
 * (or a helper with the appointments right) while its staff member is on the way or there; 404 at any
 * other time, so a photo of staff is never a lookup anyone can make.
 */
export async function visitStaffPhoto(ctx: ServiceContext, clientId: number, appointmentId: number | undefined) {
  const visit = appointmentId === undefined ? undefined : await ctx.repos.appointments.findById(appointmentId);
  const step = visit ? currentVisitStep(visit) : null;
  const showing =
    visit &&
    visit.clientId === clientId &&
    visit.staffId !== null &&
    visit.status !== 'cancelled' &&
    visit.appointmentDate === businessToday() &&
    (step === 'on_my_way' || step === 'arrived');
  if (!showing || visit.staffId === null) throw notFound('staff_photo_not_found');
  return staffPhotoOf(ctx, visit.staffId, 'thumb');
}
