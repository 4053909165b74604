import type { Kysely } from 'kysely';
import type { ChecklistTemplate, ChecklistTemplateValues, ChecklistWords, PropertyChecklist } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

/** One line of a checklist, in English and (when written) Spanish. */
export type ChecklistLine = ChecklistWords;

const LINE_COLUMNS = ['section', 'sectionEs', 'label', 'labelEs'] as const;

type TemplateSection = ChecklistTemplate['sections'][number];

/** Lines in order, grouped into sections: a section's name starts a new group each time it changes. */
function toSections(lines: readonly ChecklistLine[]): TemplateSection[] {
  const sections: TemplateSection[] = [];
  for (const line of lines) {
    const last = sections.at(-1);
    const item = { label: line.label, labelEs: line.labelEs };
    if (last && last.name === line.section && last.nameEs === line.sectionEs) last.items.push(item);
    else sections.push({ name: line.section, nameEs: line.sectionEs, items: [item] });
  }
  return sections;
}

/** The template's items, in the order the form gave them (a section without items keeps none). */
function toItems(templateId: number, sections: ChecklistTemplateValues['sections']) {
  let position = 0;
  return sections.flatMap((s) =>
    s.items.map((item) => ({
      templateId,
      section: s.name,
      sectionEs: s.nameEs,
      label: item.label,
      labelEs: item.labelEs,
      position: position++,
    })),
  );
}

export type DeleteTemplateResult = 'deleted' | 'not-found' | 'default';

/**
 * Checklist templates and a property's own items. A visit copies `itemsForProperty` when it
 * starts: the property's template (the default one when it has none), then its own items.
 * Exactly one template is the default: making one the default clears the others, and the default
 * cannot be deleted or stop being the default except by making another one the default.
 */
export function createChecklistsRepository(db: Kysely<Database>) {
  async function defaultTemplate(trx: Kysely<Database> = db) {
    return trx.selectFrom('checklistTemplates').select(['id', 'name']).where('isDefault', '=', true).executeTakeFirst();
  }

  async function templateLines(templateId: number, trx: Kysely<Database> = db): Promise<ChecklistLine[]> {
    return trx
      .selectFrom('checklistTemplateItems')
      .select(LINE_COLUMNS)
      .where('templateId', '=', templateId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async function ownLines(propertyId: number): Promise<ChecklistLine[]> {
    return db
      .selectFrom('propertyChecklistItems')
      .select(LINE_COLUMNS)
      .where('propertyId', '=', propertyId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /**
   * Before a template becomes the default: the others stop being it. Done first, since the
   * database holds at most one default (migration 901's unique index): two saves at once cannot
   * leave two defaults, the second waits for or fails on the first.
   */
  async function clearOtherDefaults(trx: Kysely<Database>, keepId: number | null) {
    let query = trx
      .updateTable('checklistTemplates')
      .set({ isDefault: false, updatedAt: new Date().toISOString() })
      .where('isDefault', '=', true);
    if (keepId !== null) query = query.where('id', '!=', keepId);
    await query.execute();
  }

  return {
    async itemsForProperty(propertyId: number): Promise<ChecklistLine[]> {
      const property = await db
        .selectFrom('properties')
        .select('checklistTemplateId')
        .where('id', '=', propertyId)
        .executeTakeFirst();
      if (!property) return [];
      const template = property.checklistTemplateId ?? (await defaultTemplate())?.id;
      const [templateItems, own] = await Promise.all([
        template === undefined ? [] : templateLines(template),
        ownLines(propertyId),
      ]);
      // A property's own item in one of the template's sections is shown under that section's Spanish name.
      const sectionEs = new Map(templateItems.map((line) => [line.section, line.sectionEs]));
      return [
        ...templateItems,
        ...own.map((line) => ({ ...line, sectionEs: line.sectionEs ?? sectionEs.get(line.section) ?? null })),
      ];
    },

    /** Every template, the default first, then by name. */
    async list(): Promise<ChecklistTemplate[]> {
      const templates = await db
        .selectFrom('checklistTemplates')
        .select(['id', 'name', 'isDefault', 'updatedAt'])
        .orderBy('isDefault', 'desc')
        .orderBy('name')
        .orderBy('id')
        .execute();
      const items = await db
        .selectFrom('checklistTemplateItems')
        .select(['templateId', ...LINE_COLUMNS])
        .orderBy('templateId')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return templates.map((t) => ({ ...t, sections: toSections(items.filter((i) => i.templateId === t.id)) }));
    },

    async find(id: number): Promise<ChecklistTemplate | undefined> {
      const template = await db
        .selectFrom('checklistTemplates')
        .select(['id', 'name', 'isDefault', 'updatedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      return template && { ...template, sections: toSections(await templateLines(id)) };
    },

    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('checklistTemplates').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async create(values: ChecklistTemplateValues): Promise<number> {
      return inGivenTransaction(db, async (trx) => {
        if (values.isDefault) await clearOtherDefaults(trx, null);
        const { id } = await trx
          .insertInto('checklistTemplates')
          .values({ name: values.name, isDefault: values.isDefault })
          .returning('id')
          .executeTakeFirstOrThrow();
        const items = toItems(id, values.sections);
        if (items.length > 0) await trx.insertInto('checklistTemplateItems').values(items).execute();
        return id;
      });
    },

    /** Replaces the name, the sections and the items; false when there is no such template. */
    async replace(id: number, values: ChecklistTemplateValues): Promise<boolean> {
      return inGivenTransaction(db, async (trx) => {
        const current = await trx
          .selectFrom('checklistTemplates')
          .select('isDefault')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return false;
        if (values.isDefault) await clearOtherDefaults(trx, id);
        await trx
          .updateTable('checklistTemplates')
          // The default stays the default until another one is made the default.
          .set({
            name: values.name,
            isDefault: current.isDefault || values.isDefault,
            updatedAt: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('checklistTemplateItems').where('templateId', '=', id).execute();
        const items = toItems(id, values.sections);
        if (items.length > 0) await trx.insertInto('checklistTemplateItems').values(items).execute();
        return true;
      });
    },

    /** Deletes a template that is not the default; properties that used it use the default again. */
    async delete(id: number): Promise<DeleteTemplateResult> {
      return inGivenTransaction(db, async (trx) => {
        const current = await trx
          .selectFrom('checklistTemplates')
          .select('isDefault')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return 'not-found';
        if (current.isDefault) return 'default';
        await trx
          .updateTable('properties')
          .set({ checklistTemplateId: null })
          .where('checklistTemplateId', '=', id)
          .execute();
        await trx.deleteFrom('checklistTemplateItems').where('templateId', '=', id).execute();
        await trx.deleteFrom('checklistTemplates').where('id', '=', id).execute();
        return 'deleted';
      });
    },

    /** A property's checklist: its template (null: the default) and its own items. */
    async propertyChecklist(propertyId: number): Promise<PropertyChecklist> {
      const property = await db
        .selectFrom('properties as p')
        .leftJoin('checklistTemplates as t', 't.id', 'p.checklistTemplateId')
        .select(['p.checklistTemplateId', 't.name'])
        .where('p.id', '=', propertyId)
        .executeTakeFirst();
      const templateId = property?.checklistTemplateId ?? null;
      const templateName = (templateId === null ? (await defaultTemplate())?.name : property?.name) ?? '';
      return { templateId, templateName, extraItems: await ownLines(propertyId) };
    },

    /** Sets a property's template (null: the default) and replaces its own items. */
    async setPropertyChecklist(propertyId: number, templateId: number | null, extraItems: readonly ChecklistLine[]) {
      await inGivenTransaction(db, async (trx) => {
        await trx
          .updateTable('properties')
          .set({ checklistTemplateId: templateId, updatedAt: new Date().toISOString() })
          .where('id', '=', propertyId)
          .execute();
        await trx.deleteFrom('propertyChecklistItems').where('propertyId', '=', propertyId).execute();
        if (extraItems.length > 0) {
          await trx
            .insertInto('propertyChecklistItems')
            .values(
              extraItems.map((item, position) => ({
                propertyId,
                section: item.section,
                sectionEs: item.sectionEs,
                label: item.label,
                labelEs: item.labelEs,
                position,
              })),
            )
            .execute();
        }
      });
    },
  };
}

export type ChecklistsRepository = ReturnType<typeof createChecklistsRepository>;
