import type { Kysely, Selectable } from 'kysely';
import { LINKED_PHOTO_STATUS, type FurniturePhotoGroup, type Page, type StaffFurniturePhoto } from '@ta/shared';
import { containsAny } from '../../db/search.js';
import type { Database, FurniturePhotosTable } from '../../db/types.js';
import { countOf, onPage, pageOf, type PageRequest } from '../../db/paging.js';

const PHOTO_COLUMNS = [
  'id',
  'clientEmail',
  'photoUrl',
  'thumbnailUrl',
  'furnitureType',
  'furnitureDescription',
  'uploadedAt',
  'status',
  'appointmentId',
] as const;

type PhotoRow = Pick<Selectable<FurniturePhotosTable>, (typeof PHOTO_COLUMNS)[number]>;

/** Staff see a photo without the e-mail it was filed under (its group says it). */
function toStaffPhoto({ clientEmail: _clientEmail, ...photo }: PhotoRow): StaffFurniturePhoto {
  return photo;
}

/** The back office's view of furniture photos: groups by client e-mail, delete, link. */
export function createStaffFurniturePhotoQueries(db: Kysely<Database>) {
  return {
    /**
     * One page of client e-mails (most recent upload first), each with its counts and every one
     * of its photos, newest first. The search matches the client e-mail.
     */
    async listGroups(search: string | undefined, page: PageRequest): Promise<Page<FurniturePhotoGroup>> {
      const term = search?.trim();
      const matching = () =>
        db
          .selectFrom('furniturePhotos')
          .$if(!!term, (q) => q.where((eb) => containsAny(eb, ['clientEmail'], term ?? '')));

      const [groups, totalRow] = await Promise.all([
        matching()
          .select((eb) => [
            'clientEmail',
            eb.fn.countAll<number | string>().as('photoCount'),
            eb.fn
              .sum<number | string>(eb.case().when('appointmentId', 'is', null).then(1).else(0).end())
              .as('unlinkedCount'),
            eb.fn.max('uploadedAt').as('latestUpload'),
          ])
          .groupBy('clientEmail')
          .orderBy('latestUpload', 'desc')
          .orderBy('clientEmail')
          .$call(onPage(page))
          .execute(),
        matching()
          .select((eb) => eb.fn.count<number | string>('clientEmail').distinct().as('n'))
          .executeTakeFirstOrThrow(),
      ]);

      const emails = groups.map((g) => g.clientEmail);
      const photos = emails.length
        ? await db
            .selectFrom('furniturePhotos')
            .select(PHOTO_COLUMNS)
            .where('clientEmail', 'in', emails)
            .orderBy('uploadedAt', 'desc')
            .orderBy('id', 'desc')
            .execute()
        : [];
      const items = groups.map((g) => ({
        clientEmail: g.clientEmail,
        photoCount: Number(g.photoCount),
        unlinkedCount: Number(g.unlinkedCount),
        photos: photos.filter((p) => p.clientEmail === g.clientEmail).map(toStaffPhoto),
      }));
      return pageOf(items, Number(totalRow.n), page);
    },

    /** The photos linked to one appointment, newest first (its detail page). */
    async listByAppointment(appointmentId: number): Promise<StaffFurniturePhoto[]> {
      const rows = await db
        .selectFrom('furniturePhotos')
        .select(PHOTO_COLUMNS)
        .where('appointmentId', '=', appointmentId)
        .orderBy('uploadedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toStaffPhoto);
    },

    /**
     * A request's photos, newest first: those sent from its e-mail address (uploads are filed by
     * address, stored in lower case) and those linked to its appointments. At most `limit`, with the
     * number of all of them.
     */
    async listForRequest(
      email: string,
      appointmentIds: readonly number[],
      limit: number,
    ): Promise<{ photos: StaffFurniturePhoto[]; total: number }> {
      const matching = () =>
        db
          .selectFrom('furniturePhotos')
          .where((eb) =>
            eb.or([
              eb('clientEmail', '=', email.trim().toLowerCase()),
              ...(appointmentIds.length > 0 ? [eb('appointmentId', 'in', [...appointmentIds])] : []),
            ]),
          );
      const [rows, total] = await Promise.all([
        matching().select(PHOTO_COLUMNS).orderBy('uploadedAt', 'desc').orderBy('id', 'desc').limit(limit).execute(),
        countOf(matching()),
      ]);
      return { photos: rows.map(toStaffPhoto), total };
    },

    /** Removes the row; returns what the caller needs to remove the bytes, or undefined if none. */
    async delete(id: number): Promise<{ storageKey: string; clientEmail: string; furnitureType: string } | undefined> {
      return db
        .deleteFrom('furniturePhotos')
        .where('id', '=', id)
        .returning(['storageKey', 'clientEmail', 'furnitureType'])
        .executeTakeFirst();
    },

    /** Links every unlinked photo of that e-mail to the appointment; returns how many. */
    async linkUnlinked(clientEmail: string, appointmentId: number): Promise<number> {
      const result = await db
        .updateTable('furniturePhotos')
        .set({ appointmentId, status: LINKED_PHOTO_STATUS })
        .where('clientEmail', '=', clientEmail.toLowerCase())
        .where('appointmentId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
