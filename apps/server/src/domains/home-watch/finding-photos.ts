import { isBackOfficeRole, isClientRole } from '@ta/shared';
import { notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { CircleLink } from '../circle/index.js';
import { isPhotoKey, type PhotoStorage, type PhotoVariant } from '../photos/index.js';
import type { ServiceContext } from '../service-context.js';

/** Who asks for a finding's photo: the signed-in person, and the account their session helps with. */
export interface PhotoViewer {
  user: UserRecord | null;
  actingFor: CircleLink | null;
  actingEnded: boolean;
}

type StoredPhoto = NonNullable<Awaited<ReturnType<PhotoStorage['get']>>>;

/**
 * A finding's photo by its random key: for staff, and for the owner of the property once the visit
 * is finished (the report shows it). Anyone else, signed in or not, gets the same 404 as a key that
 * names nothing. A trusted contact helping with the owner's account sees them with the `reports`
 * right; while helping with an account, only that account's photos.
 */
export async function findingPhoto(
  ctx: ServiceContext,
  viewer: PhotoViewer,
  key: string,
  variant: PhotoVariant,
): Promise<StoredPhoto> {
  const photo = (await mayRead(ctx, viewer, key)) ? await ctx.photoStorage.get(key, variant) : undefined;
  if (!photo) throw notFound('photo_not_found');
  return photo;
}

async function mayRead(ctx: ServiceContext, { user, actingFor, actingEnded }: PhotoViewer, key: string) {
  if (!user || !isPhotoKey(key)) return false;
  const access = await ctx.repos.visitRun.photoAccess(key);
  if (!access) return false;
  if (isBackOfficeRole(user.role)) return true;
  if (actingEnded) return false;
  const clientId = actingFor ? (actingFor.rights.includes('reports') ? actingFor.clientId : null) : user.id;
  return isClientRole(user.role) && access.finished && access.clientId === clientId;
}
