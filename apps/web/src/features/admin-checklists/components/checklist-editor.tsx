import type { ChecklistTemplate } from '@ta/shared';
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveChecklist } from '../api/save-checklist';
import { checkChecklist, type ChecklistProblems } from '../checklist-problems';
import { draftFrom, draftPayload, editDraft, emptyDraft, type DraftChange } from '../checklist-draft';

interface ChecklistEditorProps {
  /** The template being edited; none for a new one. */
  template?: ChecklistTemplate;
  onSaved: (saved: ChecklistTemplate) => void;
}

/**
 * A checklist template: its name, whether it is the default, and its sections of items, each in
 * English and in Spanish (owners who read Spanish get their reports in it; a Spanish field left
 * empty shows them the English). Every row has
 * buttons to move it up or down and to remove it (keyboard and screen-reader usable: each says which
 * row it acts on); a moved row keeps the focus on the button that moved it.
 */
export function ChecklistEditor({ template, onSaved }: ChecklistEditorProps) {
  const save = useSaveChecklist();
  const [draft, change] = useReducer(editDraft, template, (t) => (t ? draftFrom(t) : emptyDraft()));
  const [problems, setProblems] = useState<ChecklistProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** Where the focus goes once the change on its way is drawn. */
  const focusNext = useRef<string | null>(null);
  const id = useId();

  // After a move, an add or a failed check, the focus goes where the person's next step is.
  useEffect(() => {
    const focusId = focusNext.current;
    if (!focusId) return;
    focusNext.current = null;
    const target = document.getElementById(focusId);
    if (target instanceof HTMLButtonElement && target.disabled) {
      // Moved to an end: the other direction's button of the same row.
      document.getElementById(focusId.replace(/-(up|down)$/, (m) => (m === '-up' ? '-down' : '-up')))?.focus();
    } else {
      target?.focus();
    }
  }, [draft, problems]);

  const act = (step: DraftChange, focus?: string) => {
    focusNext.current = focus ?? null;
    change(step);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkChecklist(draftPayload(draft));
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      focusNext.current = first ? `${id}-${first}` : null;
      return;
    }
    setProblems({});
    try {
      const saved = await save.mutateAsync({ id: template?.id ?? null, template: checked.values });
      toast({ title: 'Checklist saved', description: `“${saved.name}” is saved.`, variant: 'success' });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setProblems(error.fields);
      setFailure(errorMessage(error));
    }
  };

  const fieldId = (where: string) => `${id}-${where}`;
  const sectionCount = draft.sections.length;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FormField label="Name of the checklist" error={problems.name}>
        <Input
          id={fieldId('name')}
          value={draft.name}
          autoComplete="off"
          onChange={(event) => act({ kind: 'name', name: event.target.value })}
        />
      </FormField>
      <CheckboxField
        label="Make this the default checklist"
        hint={
          template?.isDefault
            ? 'This is the default now. To change that, make another checklist the default.'
            : 'Properties without a checklist of their own use the default.'
        }
        checked={draft.isDefault}
        disabled={template?.isDefault === true}
        onChange={(event) => act({ kind: 'default', isDefault: event.target.checked })}
      />

      <p className="text-base text-muted">
        Write each section and item in Spanish too: owners who read Spanish see those words in their reports, e-mails
        and PDFs. A Spanish field left empty shows them the English.
      </p>

      {problems.sections ? (
        <div id={fieldId('sections')} tabIndex={-1} className="outline-none">
          <Alert tone="error" title="The checklist is empty">
            {problems.sections}
          </Alert>
        </div>
      ) : null}

      <ol className="space-y-5">
        {draft.sections.map((section, s) => {
          const sectionName = section.name.trim() || `Section ${s + 1}`;
          const base = `${id}-section-${section.key}`;
          return (
            <li key={section.key}>
              <fieldset className="space-y-4 rounded-2xl border-2 border-line bg-white p-4 sm:p-5">
                <legend className="px-1 text-xl font-bold">{sectionName}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label={`Name of section ${s + 1}`} error={problems[`sections.${s}.name`]}>
                    <Input
                      id={fieldId(`sections.${s}.name`)}
                      value={section.name}
                      autoComplete="off"
                      onChange={(event) => act({ kind: 'rename-section', section: s, name: event.target.value })}
                    />
                  </FormField>
                  <FormField label={`Name of section ${s + 1} in Spanish`} error={problems[`sections.${s}.nameEs`]}>
                    <Input
                      id={fieldId(`sections.${s}.nameEs`)}
                      lang="es"
                      value={section.nameEs}
                      autoComplete="off"
                      onChange={(event) =>
                        act({ kind: 'rename-section', section: s, name: event.target.value, spanish: true })
                      }
                    />
                  </FormField>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`${base}-up`}
                    type="button"
                    variant="outline"
                    size="compact"
                    disabled={s === 0}
                    onClick={() => act({ kind: 'move-section', section: s, by: -1 }, `${base}-up`)}
                  >
                    <ArrowUp aria-hidden />
                    Move up<span className="sr-only"> section {sectionName}</span>
                  </Button>
                  <Button
                    id={`${base}-down`}
                    type="button"
                    variant="outline"
                    size="compact"
                    disabled={s === sectionCount - 1}
                    onClick={() => act({ kind: 'move-section', section: s, by: 1 }, `${base}-down`)}
                  >
                    <ArrowDown aria-hidden />
                    Move down<span className="sr-only"> section {sectionName}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="compact"
                    onClick={() => act({ kind: 'remove-section', section: s }, `${id}-add-section`)}
                  >
                    <Trash2 aria-hidden />
                    Remove section<span className="sr-only"> {sectionName} and its items</span>
                  </Button>
                </div>

                <ol className="space-y-3">
                  {section.items.map((item, i) => {
                    const where = `sections.${s}.items.${i}`;
                    const itemBase = `${id}-item-${item.key}`;
                    const itemName = `item ${i + 1} of ${sectionName}`;
                    return (
                      <li key={item.key} className="rounded-lg border border-line p-3">
                        <div className="grid gap-3 sm:grid-cols-2">
                          <FormField label={`Item ${i + 1}`} error={problems[`${where}.label`]}>
                            <Input
                              id={fieldId(`${where}.label`)}
                              value={item.label}
                              autoComplete="off"
                              onChange={(event) =>
                                act({ kind: 'edit-item', section: s, item: i, label: event.target.value })
                              }
                            />
                          </FormField>
                          <FormField label={`Item ${i + 1} in Spanish`} error={problems[`${where}.labelEs`]}>
                            <Input
                              id={fieldId(`${where}.labelEs`)}
                              lang="es"
                              value={item.labelEs}
                              autoComplete="off"
                              onChange={(event) =>
                                act({
                                  kind: 'edit-item',
                                  section: s,
                                  item: i,
                                  label: event.target.value,
                                  spanish: true,
                                })
                              }
                            />
                          </FormField>
                        </div>
                        <div className="mt-2 flex flex-wrap gap-2">
                          <Button
                            id={`${itemBase}-up`}
                            type="button"
                            variant="ghost"
                            size="compact"
                            disabled={i === 0}
                            onClick={() => act({ kind: 'move-item', section: s, item: i, by: -1 }, `${itemBase}-up`)}
                          >
                            <ArrowUp aria-hidden />
                            Up<span className="sr-only"> {itemName}</span>
                          </Button>
                          <Button
                            id={`${itemBase}-down`}
                            type="button"
                            variant="ghost"
                            size="compact"
                            disabled={i === section.items.length - 1}
                            onClick={() => act({ kind: 'move-item', section: s, item: i, by: 1 }, `${itemBase}-down`)}
                          >
                            <ArrowDown aria-hidden />
                            Down<span className="sr-only"> {itemName}</span>
                          </Button>
                          <Button
                            type="button"
                            variant="ghost"
                            size="compact"
                            onClick={() => act({ kind: 'remove-item', section: s, item: i }, `${base}-add-item`)}
                          >
                            <Trash2 aria-hidden />
                            Remove<span className="sr-only"> {itemName}</span>
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                <Button
                  id={`${base}-add-item`}
                  type="button"
                  variant="outline"
                  onClick={() =>
                    act({ kind: 'add-item', section: s }, fieldId(`sections.${s}.items.${section.items.length}.label`))
                  }
                >
                  <Plus aria-hidden />
                  Add an item<span className="sr-only"> to {sectionName}</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        id={`${id}-add-section`}
        type="button"
        variant="outline"
        onClick={() => act({ kind: 'add-section' }, fieldId(`sections.${sectionCount}.name`))}
      >
        <Plus aria-hidden />
        Add a section
      </Button>

      <FormSubmit
        failure={failure}
        failureTitle="The checklist was not saved"
        action="Save checklist"
        pendingAction="Saving…"
        pending={save.isPending}
        icon={Save}
      />
    </form>
  );
}
