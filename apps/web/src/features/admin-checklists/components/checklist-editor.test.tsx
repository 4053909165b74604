import { CHECKLIST_MESSAGES, type ChecklistTemplate } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { saveChecklist } from '../api/save-checklist';
import {
  draftFrom,
  draftPayload,
  editDraft,
  emptyDraft,
  type ChecklistDraft,
  type DraftChange,
} from '../checklist-draft';
import { checkChecklist } from '../checklist-problems';
import { ChecklistEditor } from './checklist-editor';

const TEMPLATE: ChecklistTemplate = {
  id: 3,
  name: 'Condo',
  isDefault: false,
  sections: [
    {
      name: 'Outside',
      nameEs: 'Exterior',
      items: [
        { label: 'Doors locked', labelEs: 'Puertas cerradas' },
        { label: 'Windows intact', labelEs: null },
      ],
    },
    { name: 'Inside', nameEs: null, items: [{ label: 'No leaks', labelEs: null }] },
  ],
  updatedAt: null,
};

const apply = (draft: ChecklistDraft, ...changes: DraftChange[]) => changes.reduce(editDraft, draft);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the checklist editor’s steps', () => {
  it('adds, moves and removes items and sections, and sends them in their new order', () => {
    const draft = apply(
      draftFrom(TEMPLATE),
      { kind: 'move-item', section: 0, item: 1, by: -1 },
      { kind: 'add-item', section: 1 },
      { kind: 'edit-item', section: 1, item: 1, label: 'Thermostat at 78' },
      { kind: 'move-section', section: 1, by: -1 },
      { kind: 'add-section' },
      { kind: 'rename-section', section: 2, name: 'Pool' },
      { kind: 'edit-item', section: 2, item: 0, label: 'Water level' },
      { kind: 'rename-section', section: 2, name: 'Piscina', spanish: true },
      { kind: 'edit-item', section: 2, item: 0, label: 'Nivel del agua', spanish: true },
      { kind: 'remove-item', section: 1, item: 1 },
      { kind: 'name', name: 'Condo, winter' },
    );
    expect(draftPayload(draft)).toEqual({
      name: 'Condo, winter',
      isDefault: false,
      sections: [
        {
          name: 'Inside',
          nameEs: '',
          items: [
            { label: 'No leaks', labelEs: '' },
            { label: 'Thermostat at 78', labelEs: '' },
          ],
        },
        { name: 'Outside', nameEs: 'Exterior', items: [{ label: 'Windows intact', labelEs: '' }] },
        { name: 'Pool', nameEs: 'Piscina', items: [{ label: 'Water level', labelEs: 'Nivel del agua' }] },
      ],
    });
    expect(draftPayload(apply(draft, { kind: 'remove-section', section: 0 })).sections.map((s) => s.name)).toEqual([
      'Outside',
      'Pool',
    ]);
  });

  it('keeps each row’s key when it moves, and does not move past either end', () => {
    const draft = draftFrom(TEMPLATE);
    const moved = apply(draft, { kind: 'move-item', section: 0, item: 0, by: 1 });
    expect(moved.sections[0]?.items.map((i) => i.key)).toEqual(draft.sections[0]?.items.map((i) => i.key).reverse());
    expect(apply(draft, { kind: 'move-section', section: 0, by: -1 })).toEqual(draft);
    expect(apply(draft, { kind: 'move-item', section: 1, item: 0, by: 1 })).toEqual(draft);
    const added = apply(draft, { kind: 'add-item', section: 0 }, { kind: 'add-section' });
    const keys = added.sections.flatMap((s) => [s.key, ...s.items.map((i) => i.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names each problem by its place, in the shared messages', () => {
    const draft = apply(
      emptyDraft(),
      { kind: 'add-section' },
      { kind: 'edit-item', section: 1, item: 0, label: 'Mail' },
    );
    const checked = checkChecklist(draftPayload(draft));
    expect(checked).toEqual({
      ok: false,
      problems: {
        name: CHECKLIST_MESSAGES.nameRequired,
        'sections.0.name': CHECKLIST_MESSAGES.sectionRequired,
        'sections.0.items.0.label': CHECKLIST_MESSAGES.itemRequired,
        'sections.1.name': CHECKLIST_MESSAGES.sectionRequired,
      },
    });
  });

  it('sends a new template with POST and an edited one with PUT, as the shared schema reads it', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async () =>
        Response.json(TEMPLATE, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const checked = checkChecklist(draftPayload(apply(draftFrom(TEMPLATE), { kind: 'remove-section', section: 1 })));
    if (!checked.ok) throw new Error('the template should be valid');
    await saveChecklist({ id: 3, template: checked.values });
    await saveChecklist({ id: null, template: checked.values });
    const [editPath, edit] = fetchMock.mock.calls[0] ?? [];
    const [newPath, made] = fetchMock.mock.calls[1] ?? [];
    expect([editPath, edit?.method]).toEqual(['/api/admin/checklists/3', 'PUT']);
    expect([newPath, made?.method]).toEqual(['/api/admin/checklists', 'POST']);
    expect(JSON.parse(String(edit?.body))).toEqual({
      name: 'Condo',
      isDefault: false,
      sections: [
        {
          name: 'Outside',
          nameEs: 'Exterior',
          items: [
            { label: 'Doors locked', labelEs: 'Puertas cerradas' },
            { label: 'Windows intact', labelEs: null },
          ],
        },
      ],
    });
  });
});

describe('ChecklistEditor', () => {
  const render = (template?: ChecklistTemplate) =>
    renderToStaticMarkup(
      withIntl(
        <QueryClientProvider client={new QueryClient()}>
          <ChecklistEditor template={template} onSaved={() => {}} />
        </QueryClientProvider>,
      ),
    );

  it('shows the sections and items in order, each with buttons that say what they move', () => {
    const page = render(TEMPLATE);
    expect(page.indexOf('value="Doors locked"')).toBeLessThan(page.indexOf('value="Windows intact"'));
    expect(page.indexOf('value="Outside"')).toBeLessThan(page.indexOf('value="Inside"'));
    const button = (words: string) => new RegExp(`<button[^>]*>(?:(?!</button>).)*${words}</span></button>`);
    const disabledButton = (words: string) =>
      new RegExp(`<button[^>]*disabled=""[^>]*>(?:(?!</button>).)*${words}</span></button>`);
    expect(page).toMatch(disabledButton('Move up<span class="sr-only"> section Outside'));
    expect(page).not.toMatch(disabledButton('Move down<span class="sr-only"> section Outside'));
    expect(page).toMatch(button('Move down<span class="sr-only"> section Outside'));
    expect(page).toMatch(disabledButton('Move down<span class="sr-only"> section Inside'));
    expect(page).toContain('Down<span class="sr-only"> item 1 of Outside</span>');
    expect(page).toContain('Remove<span class="sr-only"> item 2 of Outside</span>');
    expect(page).toContain('Make this the default checklist');
  });

  it('shows each section and item in English and in Spanish, each field labelled', () => {
    const page = render(TEMPLATE);
    expect(page).toContain('Name of section 1 in Spanish');
    expect(page).toMatch(/<input[^>]*lang="es"[^>]*value="Exterior"/);
    expect(page).toContain('Item 1 in Spanish');
    expect(page).toMatch(/<input[^>]*lang="es"[^>]*value="Puertas cerradas"/);
    expect(page.indexOf('value="Doors locked"')).toBeLessThan(page.indexOf('value="Puertas cerradas"'));
    expect(page.indexOf('value="Puertas cerradas"')).toBeLessThan(page.indexOf('value="Windows intact"'));
  });

  it('starts a new checklist with one empty section and item', () => {
    const page = render();
    expect(page).toContain('Name of section 1');
    expect(page).toContain('Item 1');
    expect(page).not.toContain('Name of section 2');
  });
});
