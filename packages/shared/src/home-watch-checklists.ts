import { coercedRowIdField } from './bounds.js';
import type { Locale } from './locales.js';
import { z } from './zod.js';

/**
 * Checklist templates (admin-edited) and a property's own extra items. A visit copies its items
 * when it starts, so editing a template never changes a report already made. Sections and items
 * are written in English and, for the owners who read Spanish, in Spanish too: a text left without
 * its Spanish shows in English (`checklistWordsIn`).
 */

export const CHECKLIST_MESSAGES = {
  nameRequired: 'Please enter a name for the checklist',
  sectionRequired: 'Please name each section',
  itemRequired: 'Please write each item, or remove it',
  noItems: 'A checklist needs at least one item',
  notFound: 'Checklist not found',
  defaultInUse: 'The default checklist cannot be deleted',
} as const;
const M = CHECKLIST_MESSAGES;

const label = z.string().trim().min(1, M.itemRequired).max(200, 'Please keep this under 200 characters');
/** The Spanish of a section or an item: optional, an empty one is none. */
const spanish = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null);

export const checklistItemInputSchema = z.object({ label, labelEs: spanish(200) });

export const checklistSectionInputSchema = z.object({
  name: z.string().trim().min(1, M.sectionRequired).max(100, 'Please keep this under 100 characters'),
  nameEs: spanish(100),
  items: z.array(checklistItemInputSchema).max(60),
});

export const checklistTemplateInputSchema = z
  .object({
    name: z.string().trim().min(1, M.nameRequired).max(100, 'Please keep this under 100 characters'),
    isDefault: z.boolean().optional().default(false),
    sections: z.array(checklistSectionInputSchema).max(30),
  })
  .refine((v) => v.sections.some((s) => s.items.length > 0), { message: M.noItems, path: ['sections'] });
export type ChecklistTemplateInput = z.input<typeof checklistTemplateInputSchema>;
export type ChecklistTemplateValues = z.output<typeof checklistTemplateInputSchema>;

export const checklistTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  sections: z.array(
    z.object({
      name: z.string(),
      nameEs: z.string().nullable(),
      items: z.array(z.object({ label: z.string(), labelEs: z.string().nullable() })),
    }),
  ),
  updatedAt: z.string().nullable(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

/** A checklist line in both languages, as stored (Spanish null: not written yet). */
export interface ChecklistWords {
  section: string;
  sectionEs: string | null;
  label: string;
  labelEs: string | null;
}

/** A line's section and label in `language`; English where the Spanish was never written. */
export function checklistWordsIn(words: ChecklistWords, language: Locale): { section: string; label: string } {
  if (language === 'es') return { section: words.sectionEs ?? words.section, label: words.labelEs ?? words.label };
  return { section: words.section, label: words.label };
}

/** The same object with its section and label in `language` (for a report's items). */
export function inChecklistLanguage<T extends ChecklistWords>(item: T, language: Locale): T {
  return { ...item, ...checklistWordsIn(item, language) };
}

/**
 * A property's checklist: which template, and its own items added after the template's, in both
 * languages (an item in one of the template's sections, without a Spanish section name of its own,
 * takes that section's).
 */
export const propertyChecklistInputSchema = z.object({
  /** null: the default template. */
  templateId: coercedRowIdField().nullable(),
  extraItems: z
    .array(
      z.object({
        section: z.string().trim().min(1, M.sectionRequired).max(100, 'Please keep this under 100 characters'),
        sectionEs: spanish(100),
        label,
        labelEs: spanish(200),
      }),
    )
    .max(60),
});
export type PropertyChecklistInput = z.input<typeof propertyChecklistInputSchema>;

export const propertyChecklistSchema = z.object({
  templateId: z.number().int().nullable(),
  templateName: z.string(),
  extraItems: z.array(
    z.object({
      section: z.string(),
      sectionEs: z.string().nullable(),
      label: z.string(),
      labelEs: z.string().nullable(),
    }),
  ),
});
export type PropertyChecklist = z.infer<typeof propertyChecklistSchema>;
