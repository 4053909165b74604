import type { ChecklistTemplate, ChecklistTemplateInput } from '@ta/shared';

/**
 * A checklist template while it is edited: sections of items, each with a key of its own so a moved
 * row keeps its element (and the focus) on screen. Every change is a pure step of `editDraft`. Each
 * section and item has its words in English and in Spanish (empty: none written, owners reading
 * Spanish see the English).
 */
export interface DraftItem {
  key: number;
  label: string;
  labelEs: string;
}
export interface DraftSection {
  key: number;
  name: string;
  nameEs: string;
  items: DraftItem[];
}
export interface ChecklistDraft {
  name: string;
  isDefault: boolean;
  sections: DraftSection[];
  /** The next key to hand out. */
  nextKey: number;
}

export type DraftChange =
  | { kind: 'name'; name: string }
  | { kind: 'default'; isDefault: boolean }
  | { kind: 'add-section' }
  /** `spanish`: the section's Spanish name rather than its English one. */
  | { kind: 'rename-section'; section: number; name: string; spanish?: boolean }
  | { kind: 'remove-section'; section: number }
  | { kind: 'move-section'; section: number; by: -1 | 1 }
  | { kind: 'add-item'; section: number }
  | { kind: 'edit-item'; section: number; item: number; label: string; spanish?: boolean }
  | { kind: 'remove-item'; section: number; item: number }
  | { kind: 'move-item'; section: number; item: number; by: -1 | 1 };

const newItem = (key: number): DraftItem => ({ key, label: '', labelEs: '' });
const newSection = (key: number): DraftSection => ({ key, name: '', nameEs: '', items: [newItem(key + 1)] });

export function emptyDraft(): ChecklistDraft {
  return { name: '', isDefault: false, sections: [newSection(1)], nextKey: 3 };
}

export function draftFrom(template: ChecklistTemplate): ChecklistDraft {
  let key = 0;
  const sections = template.sections.map((section) => ({
    key: ++key,
    name: section.name,
    nameEs: section.nameEs ?? '',
    items: section.items.map((item) => ({ key: ++key, label: item.label, labelEs: item.labelEs ?? '' })),
  }));
  return { name: template.name, isDefault: template.isDefault, sections, nextKey: key + 1 };
}

/** `list` with the entry at `from` moved `by` places; unchanged when that would leave the list. */
function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

function withSection(draft: ChecklistDraft, index: number, change: (s: DraftSection) => DraftSection): ChecklistDraft {
  return { ...draft, sections: draft.sections.map((s, i) => (i === index ? change(s) : s)) };
}

export function editDraft(draft: ChecklistDraft, change: DraftChange): ChecklistDraft {
  switch (change.kind) {
    case 'name':
      return { ...draft, name: change.name };
    case 'default':
      return { ...draft, isDefault: change.isDefault };
    case 'add-section':
      return {
        ...draft,
        sections: [...draft.sections, newSection(draft.nextKey)],
        nextKey: draft.nextKey + 2,
      };
    case 'rename-section':
      return withSection(draft, change.section, (s) =>
        change.spanish ? { ...s, nameEs: change.name } : { ...s, name: change.name },
      );
    case 'remove-section':
      return { ...draft, sections: draft.sections.filter((_, i) => i !== change.section) };
    case 'move-section':
      return { ...draft, sections: moved(draft.sections, change.section, change.by) };
    case 'add-item':
      return {
        ...withSection(draft, change.section, (s) => ({
          ...s,
          items: [...s.items, newItem(draft.nextKey)],
        })),
        nextKey: draft.nextKey + 1,
      };
    case 'edit-item':
      return withSection(draft, change.section, (s) => ({
        ...s,
        items: s.items.map((item, i) => {
          if (i !== change.item) return item;
          return change.spanish ? { ...item, labelEs: change.label } : { ...item, label: change.label };
        }),
      }));
    case 'remove-item':
      return withSection(draft, change.section, (s) => ({ ...s, items: s.items.filter((_, i) => i !== change.item) }));
    case 'move-item':
      return withSection(draft, change.section, (s) => ({ ...s, items: moved(s.items, change.item, change.by) }));
  }
}

/** What is sent: the name, the default flag and the sections with their items' words in both languages, in order. */
export function draftPayload(draft: ChecklistDraft): ChecklistTemplateInput {
  return {
    name: draft.name,
    isDefault: draft.isDefault,
    sections: draft.sections.map((section) => ({
      name: section.name,
      nameEs: section.nameEs,
      items: section.items.map((item) => ({ label: item.label, labelEs: item.labelEs })),
    })),
  };
}
