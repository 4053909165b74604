import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface ChecklistLine {
  section: string;
  label: string;
}

/**
 * Checklist templates and a property's own items. A visit copies `itemsForProperty` when it
 * starts: the property's template (the default one when it has none), then its own items.
 */
export function createChecklistsRepository(db: Kysely<Database>) {
  return {
    async itemsForProperty(propertyId: number): Promise<ChecklistLine[]> {
      const property = await db
        .selectFrom('properties')
        .select('checklistTemplateId')
        .where('id', '=', propertyId)
        .executeTakeFirst();
      if (!property) return [];
      const template =
        property.checklistTemplateId ??
        (await db.selectFrom('checklistTemplates').select('id').where('isDefault', '=', true).executeTakeFirst())?.id;
      const [templateItems, ownItems] = await Promise.all([
        template === undefined
          ? []
          : db
              .selectFrom('checklistTemplateItems')
              .select(['section', 'label'])
              .where('templateId', '=', template)
              .orderBy('position')
              .orderBy('id')
              .execute(),
        db
          .selectFrom('propertyChecklistItems')
          .select(['section', 'label'])
          .where('propertyId', '=', propertyId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ]);
      return [...templateItems, ...ownItems];
    },
  };
}
