import type { Kysely } from 'kysely';
import type { VisitItem } from '@ta/shared';
import type { Database } from '../../db/types.js';

/** Where a finding's photo is served (signed-in owner or staff only: routes/visit-photos.ts). */
export function visitPhotoUrls(storageKey: string): { url: string; thumbnailUrl: string } {
  return { url: `/api/visit-photos/${storageKey}`, thumbnailUrl: `/api/visit-photos/${storageKey}/thumb` };
}

/**
 * A visit's checklist items with their answers, photos, the owner's decision and the repair
 * request made from each: what the visit screen, the report page, its PDF and its e-mail read.
 */
export function createVisitItemsRepository(db: Kysely<Database>) {
  return {
    async list(visitId: number): Promise<VisitItem[]> {
      const [items, photos] = await Promise.all([
        db
          .selectFrom('visitItems as i')
          .leftJoin('contactRequests as r', 'r.id', 'i.repairRequestId')
          .select([
            'i.id',
            'i.section',
            'i.sectionEs',
            'i.label',
            'i.labelEs',
            'i.answer',
            'i.note',
            'i.severity',
            'i.decision',
            'r.id as repairId',
            'r.trackingToken as repairToken',
          ])
          .where('i.visitId', '=', visitId)
          .orderBy('i.position')
          .orderBy('i.id')
          .execute(),
        db
          .selectFrom('visitPhotos')
          .select(['id', 'itemId', 'storageKey', 'width', 'height'])
          .where('visitId', '=', visitId)
          .orderBy('id')
          .execute(),
      ]);
      return items.map((item) => ({
        id: item.id,
        section: item.section,
        sectionEs: item.sectionEs,
        label: item.label,
        labelEs: item.labelEs,
        answer: item.answer,
        note: item.note,
        severity: item.severity,
        decision: item.decision,
        repairRequest:
          item.repairId === null || item.repairToken === null
            ? null
            : { id: item.repairId, trackingToken: item.repairToken },
        photos: photos
          .filter((p) => p.itemId === item.id)
          .map((p) => ({ id: p.id, width: p.width, height: p.height, ...visitPhotoUrls(p.storageKey) })),
      }));
    },
  };
}
